/** `npm run report -- --from <day> --to <day> [--by <key>] [--csv]` (tsx): see report-command.ts. */
import { runReportCommand } from './report-command';

process.exitCode = await runReportCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});

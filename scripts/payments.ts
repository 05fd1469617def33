/** `npm run payments -- reconcile [--since YYYY-MM-DD]` (tsx): see payments-command.ts. */
import { runPaymentsCommand } from './payments-command';

process.exitCode = await runPaymentsCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});

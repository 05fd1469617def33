/** `npm run privacy -- export|erase <email>` (tsx): see privacy-command.ts. */
import { runPrivacyCommand } from './privacy-command';

process.exitCode = await runPrivacyCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});

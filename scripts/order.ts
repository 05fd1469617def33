/** `npm run order -- <order number> [step …]` (tsx): see order-command.ts. */
import { runOrderCommand } from './order-command';

process.exitCode = await runOrderCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});

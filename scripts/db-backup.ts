/** `npm run db:backup -- <target-file> [--force]` (tsx): see db-backup-command.ts. */
import { runDbBackupCommand } from './db-backup-command';

process.exitCode = await runDbBackupCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});

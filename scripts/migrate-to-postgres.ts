/** `npm run db:migrate-to-postgres` (tsx): see migrate-to-postgres-command.ts. */
import { runMigrateToPostgresCommand } from './migrate-to-postgres-command';

process.exitCode = await runMigrateToPostgresCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});

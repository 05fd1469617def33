/**
 * `npm run db:backup -- <target-file> [--force]`: a copy of the lead database taken while the server
 * runs (scripts/db-backup.ts is the entry point; this is its testable body). The copy itself is
 * site/storage/sqlite-backup.ts. What it prints is the target's path, a count and a time: nothing personal.
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { readConfig } from '../site/config';
import { backupDatabase } from '../site/storage/sqlite-backup';
import { readCommandLine } from './command-line';
import { type CommandOutput, plural, refuseUsage } from './command-output';

/** Exit codes: 0 copied, 1 the copy could not be made, 2 the command was written wrong. */
const DONE = 0;
const FAILED = 1;

export const USAGE = `Usage: npm run db:backup -- <target-file> [--force]

  <target-file>   where to write the copy: a new file (mode 0600) in an existing folder; a relative
                  path is taken from the folder npm was run in
  --force         replace the target file if it exists

Copies the lead database (DATABASE_FILE, default data/shipquote.db, as for the server) with SQLite's
online backup, so the server may keep running. The copy is one file: to restore it, stop the server,
copy it over DATABASE_FILE, delete DATABASE_FILE-wal and DATABASE_FILE-shm, and start the server.`;

function fail(io: CommandOutput, problem: string): number {
  io.err(problem);
  return FAILED;
}

interface Arguments {
  target: string;
  force: boolean;
}

function parseArguments(args: readonly string[]): Arguments | { problem: string } | 'help' {
  const line = readCommandLine(args, { force: 'boolean' }, { allowPositionals: true });
  if (line.kind === 'help') return 'help';
  if (line.kind === 'wrong') return { problem: line.problem };
  const [target, ...extra] = line.positionals;
  if (target === undefined || target.trim() === '') return { problem: 'Give the file to write the copy to.' };
  if (extra.length > 0) return { problem: 'Give one target file only.' };
  return { target, force: line.values.force ?? false };
}

/** The path with its folder's symbolic links resolved, so two spellings of one file compare equal. */
function canonical(file: string): string {
  try {
    return join(realpathSync(dirname(file)), basename(file));
  } catch {
    return file;
  }
}

/** The database or one of the files SQLite keeps beside it: replacing one would wreck the live data. */
function isPartOfDatabase(target: string, databaseFile: string): boolean {
  const database = canonical(databaseFile);
  return ['', '-wal', '-shm', '-journal'].some((suffix) => canonical(target) === `${database}${suffix}`);
}

function formatDuration(ms: number): string {
  return ms < 1_000 ? `${Math.round(ms)} ms` : `${(ms / 1_000).toFixed(1)} s`;
}

/**
 * Runs the command line `args` (without node and the script) and resolves to the exit code. A relative
 * target is resolved against `env.INIT_CWD` (the folder `npm run` was started in; npm itself runs the
 * script from the package's folder), else `cwd`; DATABASE_FILE against `cwd`, as the server does.
 */
export async function runDbBackupCommand(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CommandOutput,
  cwd: string = process.cwd(),
): Promise<number> {
  const parsed = parseArguments(args);
  if (parsed === 'help') {
    io.out(USAGE);
    return DONE;
  }
  if ('problem' in parsed) return refuseUsage(io, USAGE, parsed.problem);

  if (env.DATABASE_URL?.trim()) {
    return fail(
      io,
      'DATABASE_URL is set: the leads are in PostgreSQL, which this command does not copy. Use pg_dump there; ' +
        'this command copies the SQLite file named by DATABASE_FILE.',
    );
  }
  // Only the database setting: a half-finished CRM or PUBLIC_URL setting must not block a backup.
  const settings = readConfig({ DATABASE_FILE: env.DATABASE_FILE }, cwd);
  if (!settings.ok) {
    for (const error of settings.errors) io.err(error);
    return FAILED;
  }
  const source = settings.config.databaseFile;
  if (source === ':memory:' || !existsSync(source)) {
    return fail(io, `No database at ${source}. Set DATABASE_FILE to the server's database file.`);
  }

  const target = resolve(env.INIT_CWD || cwd, parsed.target);
  const folder = dirname(target);
  if (!existsSync(folder)) return fail(io, `The folder ${folder} does not exist: create it first.`);
  if (!statSync(folder).isDirectory()) return fail(io, `${folder} is not a folder.`);
  if (isPartOfDatabase(target, source)) {
    return fail(io, `${target} is the database itself (or one of its files): choose another file for the copy.`);
  }
  if (existsSync(target)) {
    if (statSync(target).isDirectory()) return fail(io, `${target} is a folder: name the file to write.`);
    if (!parsed.force) return fail(io, `${target} already exists. Pass --force to replace it.`);
  }

  try {
    const result = await backupDatabase(source, target, { overwrite: parsed.force });
    io.out(`Backed up ${plural(result.leads, 'lead', 'leads')} to ${target} in ${formatDuration(result.durationMs)}.`);
    return DONE;
  } catch (error) {
    // A database or file system error names files and tables, not the values in them.
    return fail(io, `The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

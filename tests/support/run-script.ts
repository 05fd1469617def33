/**
 * Test fixture: runs one of the repository's command scripts as the broker does, its own process
 * through tsx, with DATABASE_FILE (and any other settings given) in its environment, and gives back its
 * exit code and output. Node itself with tsx's loader (`node --import tsx`, as scripts/server-process.mjs
 * starts the server), not `npx tsx`: npx and tsx's own command line add two processes and about 0.6 s a run.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** tsx compiles on start; a busy two-core machine needs more than vitest's default 5 s. */
export const SCRIPT_TIMEOUT_MS = 60_000;

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runScript(
  script: string,
  args: readonly string[],
  databaseFile: string,
  env: Readonly<Record<string, string>> = {},
): Promise<ScriptRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, DATABASE_FILE: databaseFile },
      timeout: SCRIPT_TIMEOUT_MS,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

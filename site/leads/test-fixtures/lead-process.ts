/** Test helper: runs create-lead-process.ts as a separate Node process and reads its one-line answer. */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./create-lead-process.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface LeadProcessAnswer {
  pid: number;
  /** The process was ready before the shared start time, so it really raced the others. */
  waited: boolean;
  created: boolean;
  sessionId: string;
  token: string;
}

export interface LeadProcess {
  child: ChildProcess;
  /** The lead the process stored (or found), once it has printed it. */
  answer: Promise<LeadProcessAnswer>;
  /** SIGKILL (no clean-up, no exit handlers) and wait for the exit. */
  kill(): Promise<void>;
}

export function startLeadProcess(file: string, idempotencyKey: string, startAtMs: number): LeadProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script, file, idempotencyKey, String(startAtMs)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const answer = new Promise<LeadProcessAnswer>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line && out.includes('\n')) resolve(JSON.parse(line) as LeadProcessAnswer);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    child.once('exit', (code, signal) => reject(new Error(`lead process ended (${code ?? signal}) first: ${err}`)));
  });
  // The exit after a kill rejects an answer already settled; that is expected, not an error.
  answer.catch(() => {});
  return {
    child,
    answer,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

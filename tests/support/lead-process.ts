/** Test helper: runs create-lead-process.ts as a separate Node process and reads its one-line answer. */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./create-lead-process.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface LeadProcessAnswer {
  pid: number;
  created: boolean;
  leadNumber: string;
  token: string;
}

export interface LeadProcess {
  child: ChildProcess;
  /** Resolves once the process has opened the database and waits for `go()`. */
  ready: Promise<void>;
  /** Lets the process store its lead. */
  go(): void;
  /** The lead the process stored (or found), once it has printed it. */
  answer: Promise<LeadProcessAnswer>;
  /** SIGKILL (no clean-up, no exit handlers) and wait for the exit. */
  kill(): Promise<void>;
}

export function startLeadProcess(file: string, idempotencyKey: string): LeadProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script, file, idempotencyKey], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString('utf8');
  });
  const lines = (): string[] => out.split('\n').slice(0, -1);
  let onLine = () => {};
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
    onLine();
  });
  const endedFirst = () => new Error(`lead process ended (${child.exitCode ?? child.signalCode}) first: ${err}`);
  const ready = new Promise<void>((resolve, reject) => {
    const previous = onLine;
    onLine = () => {
      previous();
      if (lines().includes('ready')) resolve();
    };
    void exited.then(() => reject(endedFirst()));
  });
  const answer = new Promise<LeadProcessAnswer>((resolve, reject) => {
    const previous = onLine;
    onLine = () => {
      previous();
      const line = lines().find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as LeadProcessAnswer);
    };
    void exited.then(() => reject(endedFirst()));
  });
  // The exit after a kill rejects promises already settled; that is expected, not an error.
  ready.catch(() => {});
  answer.catch(() => {});
  return {
    child,
    ready,
    go: () => {
      child.stdin?.write('go\n');
    },
    answer,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

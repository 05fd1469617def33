/**
 * The real server as its own process, as it runs in production: `node --import tsx/esm site/server.ts`
 * started directly (not through npx), in its own process group, on a free port, with the environment
 * the test gives. Resolves once it prints its address; `stop()` ends the whole group.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Loading the lookup indexes takes a few seconds, more on a busy 2-core machine. */
const START_TIMEOUT_MS = 30_000;

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Everything it printed so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx/esm', 'site/server.ts'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: '0', ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ShipQuote running at http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before it was ready:\n${output}`));
    });
  });
  return {
    child,
    origin,
    output: () => output,
    async stop(signal = 'SIGKILL') {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, signal);
        } catch (error) {
          // ESRCH: the group is already gone.
          if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
        }
      }
      await exited;
    },
  };
}

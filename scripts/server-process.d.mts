import type { ChildProcess } from 'node:child_process';

export interface SpawnServerOptions {
  /** Settings for the server, over this process's environment and `PORT=0` (a free port). */
  env?: Record<string, string>;
  /** Default 30 s. */
  startTimeoutMs?: number;
  /** Keep only the last this many characters of its output (a long bench logs a line per lead). */
  outputLimit?: number;
  /** The script to run, from the repository's root; default `site/server.ts`. */
  entry?: string;
  /** Node's own flags, before the script (e.g. `--expose-gc`). */
  nodeOptions?: string[];
  /** Open Node's IPC channel to the child (`child.send`, `child.on('message')`); default false. */
  ipc?: boolean;
}

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` once the server prints its address. */
  ready: Promise<string>;
  /** The signal or exit code it ended with. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** Everything it printed so far (or the last `outputLimit` characters). */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects after `timeoutMs` (default 10 s) or at exit. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Sends a signal to its whole process group, at once, without waiting. */
  kill(signal: NodeJS.Signals): void;
  /** Signals its process group (default SIGTERM), then SIGKILL after `graceMs` (default 5 s); waits for the exit. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export interface StartedServer extends ServerProcess {
  origin: string;
}

export function spawnServer(options?: SpawnServerOptions): ServerProcess;
export function startServerProcess(options?: SpawnServerOptions): Promise<StartedServer>;

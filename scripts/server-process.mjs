/**
 * The real server as its own process, as it runs in production: `node --import tsx/esm site/server.ts`,
 * started directly (not through npx, whose extra process a stop would miss), in a process group of its
 * own so a stop or a crash test's SIGKILL reaches everything it started and nothing else, on a free port
 * unless the environment names one. One spawner for `npm run bench`, `npm run lighthouse` and the tests
 * (plain JavaScript, so the scripts run with plain node; types in server-process.d.mts).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Loading the lookup indexes takes a few seconds, more on a busy 2-core machine. */
const DEFAULT_START_TIMEOUT_MS = 30_000;
/** How long `stop()` waits after its signal before it sends SIGKILL. */
const DEFAULT_GRACE_MS = 5_000;
/** The start line's address: localhost, or the single address HOST names (IPv6 in brackets). */
const READY_LINE = /ShipQuote running at http:\/\/(?:\[[0-9a-f:.]+\]|[^\s/:]+):(\d+)\//i;

/**
 * Starts the server and returns at once; `ready` resolves with its origin (`http://127.0.0.1:<port>`)
 * once it prints its address, and rejects when it exits first or does not start in time.
 *
 * @param {import('./server-process.d.mts').SpawnServerOptions} [options]
 * @returns {import('./server-process.d.mts').ServerProcess}
 */
export function spawnServer(options = {}) {
  const {
    env = {},
    startTimeoutMs = DEFAULT_START_TIMEOUT_MS,
    outputLimit = Number.POSITIVE_INFINITY,
    entry = 'site/server.ts',
    nodeOptions = [],
    ipc = false,
  } = options;
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx/esm', entry], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: '0', ...env },
  });
  /** @type {Promise<NodeJS.Signals | number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  let output = '';
  /** Callers of `waitForOutput`, each told on every chunk. */
  /** @type {Set<() => void>} */
  const outputWatchers = new Set();
  /** @type {Promise<string>} */
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in time:\n${output}`)), startTimeoutMs);
    let port;
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      output = (output + chunk.toString()).slice(-outputLimit);
      for (const watcher of outputWatchers) watcher();
      const match = port === undefined ? READY_LINE.exec(output) : null;
      if (match) {
        port = match[1];
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    // Both pipes are always read, so a full pipe never blocks the server's logging.
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${how}) before it was ready:\n${output}`));
    });
  });
  // A caller that stops the server before awaiting `ready` must not see an unhandled rejection.
  ready.catch(() => {});

  const running = () => child.pid !== undefined && child.exitCode === null && child.signalCode === null;
  /** @param {NodeJS.Signals} signal */
  const signalGroup = (signal) => {
    if (!running()) return;
    try {
      process.kill(-(/** @type {number} */ (child.pid)), signal);
    } catch (error) {
      // ESRCH: the group is already gone.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ESRCH') throw error;
    }
  };

  return {
    child,
    ready,
    exited,
    output: () => output,
    /**
     * @param {RegExp} pattern
     * @param {number} [timeoutMs]
     * @returns {Promise<RegExpExecArray>}
     */
    waitForOutput(pattern, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const done = () => {
          outputWatchers.delete(check);
          clearTimeout(timer);
        };
        const check = () => {
          const match = pattern.exec(output);
          if (match) {
            done();
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`the server did not print ${pattern} in ${timeoutMs} ms:\n${output}`));
        }, timeoutMs);
        outputWatchers.add(check);
        void exited.then(() => {
          // The last chunks may come with the exit: look once more before giving up.
          check();
          if (outputWatchers.has(check)) {
            done();
            reject(new Error(`the server exited before it printed ${pattern}:\n${output}`));
          }
        });
        check();
      });
    },
    kill: signalGroup,
    async stop(signal = 'SIGTERM', graceMs = DEFAULT_GRACE_MS) {
      if (!running()) return;
      signalGroup(signal);
      const timer = signal === 'SIGKILL' ? undefined : setTimeout(() => signalGroup('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Starts the server and waits until it answers.
 *
 * @param {import('./server-process.d.mts').SpawnServerOptions} [options]
 * @returns {Promise<import('./server-process.d.mts').StartedServer>}
 */
export async function startServerProcess(options = {}) {
  const server = spawnServer(options);
  try {
    return { ...server, origin: await server.ready };
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
}

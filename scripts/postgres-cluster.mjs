/**
 * A throwaway PostgreSQL cluster, for the storage tests' global setup and `npm run bench`: initdb into a
 * temporary folder (trust authentication, loopback and a socket in that folder only), pg_ctl start on a
 * free port, and at the end stop and remove it all. As root, initdb refuses to run, so the commands run
 * as the `postgres` user, which then owns the folder. Plain JavaScript, so the bench runs with plain
 * node; types in postgres-cluster.d.mts.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { chown } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The folder of initdb and pg_ctl: on the PATH, /usr/local/bin, or Debian's versioned folders.
 *
 * @returns {string | undefined}
 */
function findBinDir() {
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  if (existsSync('/usr/local/bin/initdb')) return '/usr/local/bin';
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return undefined;
  const versions = readdirSync(debian)
    .filter((version) => existsSync(join(debian, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(debian, versions[0], 'bin');
}

/** Linux's memory-backed folder, where a cluster of the tests lives when it can. */
const MEMORY_DIR = '/dev/shm';

/**
 * Where the cluster's folder goes. In memory when asked and possible: CREATE DATABASE writes every file of
 * its template, and on a disk other work keeps busy that took 0.4–1.3 s a database against 10–80 ms in
 * memory (fsync=off already spares the flushes; the files' creation and writes remain).
 *
 * @param {boolean} inMemory
 * @returns {string}
 */
function baseDir(inMemory) {
  if (!inMemory) return tmpdir();
  try {
    if (!statSync(MEMORY_DIR).isDirectory()) return tmpdir();
    accessSync(MEMORY_DIR, constants.W_OK);
    return MEMORY_DIR;
  } catch {
    return tmpdir();
  }
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * @param {string} name
 * @returns {{ uid: number; gid: number } | undefined}
 */
function userIds(name) {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/**
 * Starts a cluster, or throws with a one-line reason why it cannot. `inMemory` puts its folder in
 * /dev/shm where there is one (the tests, which create a database per test); the bench and the soak keep
 * theirs on disk, as a server's would be.
 *
 * @param {import('./postgres-cluster.d.mts').PostgresClusterOptions} [options]
 * @returns {Promise<import('./postgres-cluster.d.mts').PostgresCluster>}
 */
export async function startPostgresCluster(options = {}) {
  const bin = findBinDir();
  if (!bin) throw new Error('initdb was not found (install PostgreSQL, or set TEST_DATABASE_URL)');
  const dir = mkdtempSync(join(baseDir(options.inMemory ?? false), 'shipquote-pg-'));
  const asRoot = process.getuid?.() === 0;
  /**
   * @param {string} command
   * @param {string[]} args
   */
  const run = (command, args) => {
    const [file, fileArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    execFileSync(file, fileArgs, { stdio: 'pipe', timeout: 60_000 });
  };
  try {
    if (asRoot) {
      const owner = userIds('postgres');
      if (!owner) throw new Error('running as root and there is no postgres user to run initdb as');
      await chown(dir, owner.uid, owner.gid);
    }
    const data = join(dir, 'data');
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync']);
    const port = await freePort();
    // fsync off: the cluster is thrown away, and what runs on it is about behaviour and throughput, not durability.
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = /** @type {{ stderr?: Buffer }} */ (error).stderr?.toString().trim().split('\n').pop();
    throw new Error(stderr || (error instanceof Error ? error.message : String(error)));
  }
}

#!/usr/bin/env node
/**
 * `npm run build`: the bundles of rollup.config.mjs, and the offline lookups' indexes saved for the server's
 * start-up (scripts/lookup-snapshot.ts into dist/lookups/), both at once; each only when something it read has
 * changed since the last build. rollup.config.mjs records every source file each bundle read, with a hash of
 * its content, in dist/build-inputs.json, and the lookups theirs in dist/lookups/build-inputs.json; when every
 * one of them (the config and the lock file among them) still hashes the same and the outputs exist, that part
 * is skipped. `--force` always builds both.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rollup } from 'rollup';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUNDLES_MANIFEST = join(ROOT, 'dist/build-inputs.json');
const LOOKUPS_MANIFEST = join(ROOT, 'dist/lookups/build-inputs.json');

export function hashFile(file) {
  return createHash('sha256').update(readFileSync(file)).digest('base64url');
}

function readManifest(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Every output there, and every input hashing as it did when they were made. */
function unchanged(manifest) {
  const inputs = Object.entries(manifest.inputs ?? {});
  const outputsThere = (manifest.outputs ?? []).every((file) => existsSync(join(ROOT, file)));
  const inputsSame = inputs.every(([file, hash]) => {
    const path = join(ROOT, file);
    return existsSync(path) && hashFile(path) === hash;
  });
  return outputsThere && inputsSame && inputs.length > 0;
}

function bundlesUpToDate() {
  const manifest = readManifest(BUNDLES_MANIFEST);
  if (!manifest || manifest.production !== (process.env.NODE_ENV !== 'development')) return false;
  // A size report's build left source maps beside the widget's scripts (scripts/size.mjs).
  return !manifest.sizeReport && unchanged(manifest);
}

/** Country names and accents come from Node's ICU, so another Node makes the saved indexes again. */
function lookupsUpToDate() {
  const manifest = readManifest(LOOKUPS_MANIFEST);
  const { node, icu, unicode } = process.versions;
  return (
    !!manifest && JSON.stringify(manifest.runtime) === JSON.stringify({ node, icu, unicode }) && unchanged(manifest)
  );
}

const force = process.argv.includes('--force');
const work = [];
if (force || !bundlesUpToDate()) work.push(bundleAll());
if (force || !lookupsUpToDate()) work.push(saveLookups());
if (work.length === 0) {
  console.log('build: up to date (no source file changed since the last build; `npm run build -- --force` rebuilds)');
}
await Promise.all(work).catch(failed);

function failed(error) {
  console.error(`build: ${error.id ? `${error.id}: ` : ''}${error.message}`);
  if (error.frame) console.error(error.frame);
  // A bundle waiting for another that failed (the first script waits for its chunks) would wait for ever.
  process.exit(1);
}

/**
 * The bundles of rollup.config.mjs overlapping, where `rollup -c` builds one after another: terser minifies in
 * worker threads, so each bundle starts once the one before has read and tree-shaken its modules, while that
 * one is still being minified, and the machine's second core is not left idle. Warnings stay unprinted, as
 * `rollup -c --silent` left them.
 */
async function bundleAll() {
  process.chdir(ROOT);
  const { default: configs } = await import(pathToFileURL(join(ROOT, 'rollup.config.mjs')).href);
  const quiet = (level, log, handler) => (level === 'warn' || level === 'info' ? undefined : handler(level, log));
  const writes = [];
  for (const config of configs) {
    const bundle = await rollup({ ...config, onLog: quiet });
    const written = Promise.all([config.output].flat().map((output) => bundle.write(output)));
    writes.push(written.finally(() => bundle.close()).catch(failed));
  }
  await Promise.all(writes);
}

/** The lookups' indexes, in a process of their own (TypeScript, through tsx) beside the bundles. */
function saveLookups() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx/esm', 'scripts/lookup-snapshot.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`scripts/lookup-snapshot.ts ended with ${signal ?? `code ${code}`}`)),
    );
  });
}

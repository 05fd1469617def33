#!/usr/bin/env node
/**
 * `npm run build`: rollup, unless nothing it read has changed since the last build. rollup.config.mjs
 * records every source file each bundle read, with a hash of its content, in dist/build-inputs.json;
 * when every one of them, the config and the lock file still hash the same and the outputs exist,
 * the build is skipped. `--force` always builds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MANIFEST = join(ROOT, 'dist/build-inputs.json');

export function hashFile(file) {
  return createHash('sha256').update(readFileSync(file)).digest('base64url');
}

function upToDate() {
  if (!existsSync(MANIFEST)) return false;
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  } catch {
    return false;
  }
  if (manifest.production !== (process.env.NODE_ENV !== 'development')) return false;
  // A size report's build left source maps beside the widget's scripts (scripts/size.mjs).
  if (manifest.sizeReport) return false;
  const outputsThere = (manifest.outputs ?? []).every((file) => existsSync(join(ROOT, file)));
  const inputsSame = Object.entries(manifest.inputs ?? {}).every(([file, hash]) => {
    const path = join(ROOT, file);
    return existsSync(path) && hashFile(path) === hash;
  });
  return outputsThere && inputsSame && Object.keys(manifest.inputs ?? {}).length > 0;
}

if (!process.argv.includes('--force') && upToDate()) {
  console.log('build: up to date (no source file changed since the last build; `npm run build -- --force` rebuilds)');
} else {
  const rollup = join(ROOT, 'node_modules/rollup/dist/bin/rollup');
  const result = spawnSync(process.execPath, [rollup, '-c', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
}

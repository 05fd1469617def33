/** The manifest scripts/build.mjs reads to skip a build, when the bundles build at the same time. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildInputsRecorder } from './build-inputs.mjs';

const root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const file of ['rollup.config.mjs', 'b.ts', 'a.ts']) writeFileSync(join(root, file), `// ${file}\n`);
const manifest = join(root, 'build-inputs.json');

/** A bundle's recorder plugin as rollup calls it: the files it read, then what it wrote where. */
function build(plugin: ReturnType<ReturnType<typeof buildInputsRecorder>['plugin']>, read: string[], wrote: string[]) {
  plugin.buildEnd.call({ getWatchFiles: () => read.map((file) => join(root, file)) });
  plugin.writeBundle({ dir: join(root, 'dist') }, Object.fromEntries(wrote.map((name) => [name, {}])));
}

describe('buildInputsRecorder', () => {
  it('writes the manifest once every bundle has written, in the bundles’ order whichever finished first', () => {
    const recorder = buildInputsRecorder({ root, manifest, files: ['rollup.config.mjs'], production: true });
    const [first, second] = [recorder.plugin(), recorder.plugin()];
    build(second, ['b.ts', 'node_modules/x/index.js'], ['second.js']);
    expect(existsSync(manifest)).toBe(false);
    build(first, ['a.ts'], ['first.js', 'first-chunk.js']);

    const written = JSON.parse(readFileSync(manifest, 'utf8'));
    expect(written.production).toBe(true);
    expect(Object.keys(written.inputs)).toEqual(['a.ts', 'b.ts', 'rollup.config.mjs']);
    expect(written.outputs).toEqual(['dist/first.js', 'dist/first-chunk.js', 'dist/second.js']);
  });
});

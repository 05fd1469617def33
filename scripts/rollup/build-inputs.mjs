/**
 * Every source file the bundles read, with its content hash, and every file they wrote, in
 * dist/build-inputs.json: scripts/build.mjs skips the next build when none of them changed. Packages count
 * through the lock file. The bundles may build at the same time (scripts/build.mjs), so the file is written
 * once every bundle has written its own, with the inputs sorted and the outputs in the bundles' order.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const hashOf = (file) => createHash('sha256').update(readFileSync(file)).digest('base64url');

/**
 * `files` are hashed now (the config and what it imports: rollup does not list them among the watched files);
 * each bundle's `plugin()` adds what that bundle read and wrote.
 */
export function buildInputsRecorder({ root, manifest, files, ...settings }) {
  const inputs = {};
  for (const file of files) inputs[file] = hashOf(file);
  /** Per bundle, in the order the config lists them: its outputs once it has written them. */
  const outputs = [];
  const writeWhenAllWritten = () => {
    if (outputs.some((written) => written === undefined)) return;
    const sorted = Object.fromEntries(Object.entries(inputs).sort(([a], [b]) => (a < b ? -1 : 1)));
    const recorded = { ...settings, inputs: sorted, outputs: outputs.flat() };
    writeFileSync(manifest, `${JSON.stringify(recorded, null, 1)}\n`);
  };
  return {
    plugin() {
      const bundle = outputs.push(undefined) - 1;
      return {
        name: 'record-inputs',
        buildEnd() {
          for (const id of this.getWatchFiles()) {
            const file = id.replace(/\?.*$/, '');
            if (file.includes('node_modules') || file.startsWith('\0')) continue;
            const path = relative(root, file);
            if (!path.startsWith('..')) inputs[path] = hashOf(file);
          }
        },
        writeBundle(options, written) {
          const dir = options.dir ?? options.file.replace(/\/[^/]*$/, '');
          outputs[bundle] = Object.keys(written).map((name) => relative(root, `${dir}/${name}`));
          writeWhenAllWritten();
        },
      };
    },
  };
}

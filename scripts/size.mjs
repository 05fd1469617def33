#!/usr/bin/env node
/**
 * Size budget of the built widget: the first script partners embed and every lazy chunk it loads.
 * Prints minified, gzip (level 9) and brotli (quality 11) bytes per file and fails when a budget is
 * exceeded. A small zlib script rather than size-limit, which crashes on Node 20.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The budgets: the first script must stay small so the first step paints fast on a partner's page;
// the date picker and the rest load lazily and count only toward the total.
const FIRST_SCRIPT_GZIP_BUDGET = 20 * 1024; // 20 KB = 20,480 bytes
const TOTAL_GZIP_BUDGET = 45 * 1024; // 45 KB = 46,080 bytes

const DIST = join(process.cwd(), 'dist', 'widget');
const FIRST_SCRIPT = join(DIST, 'quote-widget.js');
const CHUNKS = join(DIST, 'chunks');

function measure(file) {
  const code = readFileSync(file);
  return {
    name: relative(process.cwd(), file),
    min: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli: brotliCompressSync(code, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: code.length,
      },
    }).length,
  };
}

function printTable(rows) {
  const header = ['file', 'min', 'gzip', 'brotli'];
  const cells = rows.map((r) => [r.name, String(r.min), String(r.gzip), String(r.brotli)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join('  ');
  console.log(line(header));
  cells.forEach((c, i) => {
    if (i === cells.length - 1) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    console.log(line(c));
  });
}

if (!existsSync(FIRST_SCRIPT)) {
  console.error(`size: ${relative(process.cwd(), FIRST_SCRIPT)} is missing: run npm run build first`);
  process.exit(1);
}

const chunkFiles = existsSync(CHUNKS)
  ? readdirSync(CHUNKS)
      .filter((name) => name.endsWith('.js'))
      .sort()
      .map((name) => join(CHUNKS, name))
  : [];
const files = [measure(FIRST_SCRIPT), ...chunkFiles.map(measure)];
const sum = (key) => files.reduce((n, f) => n + f[key], 0);
const total = { name: `total (${files.length} files)`, min: sum('min'), gzip: sum('gzip'), brotli: sum('brotli') };

printTable([...files, total]);

const first = files[0];
const failures = [];
if (first.gzip > FIRST_SCRIPT_GZIP_BUDGET) {
  failures.push(
    `the first script ${first.name} is ${first.gzip} bytes gzip, over its budget of ${FIRST_SCRIPT_GZIP_BUDGET}`,
  );
}
if (total.gzip > TOTAL_GZIP_BUDGET) {
  failures.push(
    `all ${files.length} files are ${total.gzip} bytes gzip, over the total budget of ${TOTAL_GZIP_BUDGET}`,
  );
}

console.log('');
if (failures.length > 0) {
  for (const failure of failures) console.error(`size: over budget: ${failure}`);
  process.exit(1);
}
console.log(
  `size: within budget: first script ${first.gzip}/${FIRST_SCRIPT_GZIP_BUDGET} bytes gzip, total ${total.gzip}/${TOTAL_GZIP_BUDGET} bytes gzip`,
);

#!/usr/bin/env node
/**
 * Size budget of the built widget: the first script partners embed and every lazy chunk it loads.
 * Prints minified, gzip (level 9) and brotli (quality 11) bytes per file and fails when a budget is
 * exceeded. A small zlib script rather than size-limit, which crashes on Node 20.
 *
 * `npm run size -- --report` first builds with source maps (rollup.config.mjs `sizeReport`), then also
 * prints where each script's bytes go: per module (per package for node_modules), its minified bytes
 * and what it costs in gzip, that is how much smaller the gzipped script is without it. A treemap of
 * each script is left in dist/size-report/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The budgets: the first script must stay small so the first step paints fast on a partner's page;
// the later steps with the validation, the lookups and the date picker load lazily and count only toward
// the total. The first script was 15,938 bytes when its budget came down from 20 KB, and 16,161 with the
// theme that follows the page (docs/performance.md).
const FIRST_SCRIPT_GZIP_BUDGET = 16 * 1024; // 16 KB = 16,384 bytes
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

function printTable(header, cells) {
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join('  ');
  console.log(line(header));
  cells.forEach((c, i) => {
    if (i === cells.length - 1) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    console.log(line(c));
  });
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's mappings as, per generated line, [column, source index or -1] segments. */
function decodeMappings(mappings) {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const values = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = BASE64.indexOf(char);
          value += (digit & 31) << shift;
          shift += 5;
          if (digit & 32) continue;
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
        column += values[0];
        if (values.length === 1) return [column, -1];
        source += values[1];
        return [column, source];
      });
  });
}

/** node_modules/preact/hooks/dist/hooks.mjs → preact; a file of the project keeps its path. */
function groupOf(source) {
  const path = source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  return match ? match[1] : path;
}

/** Each module's minified bytes in a script and its cost in gzip, from the script's source map. */
function breakdown(file) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const groups = map.sources.map(groupOf);
  const lines = decodeMappings(map.mappings);
  // The owner of each character: the segment at or before its column (code between modules has none).
  const owner = [];
  code.split('\n').forEach((text, l, all) => {
    const segments = lines[l] ?? [];
    let s = -1;
    for (let c = 0; c < text.length + (l < all.length - 1 ? 1 : 0); c++) {
      while (s + 1 < segments.length && segments[s + 1][0] <= c) s++;
      const source = s >= 0 ? segments[s][1] : -1;
      owner.push(source >= 0 ? groups[source] : '(between modules)');
    }
  });
  const gzip = (text) => gzipSync(text, { level: 9 }).length;
  const whole = gzip(code);
  const chars = [...code];
  return [...new Set(owner)]
    .map((group) => {
      const rest = chars.filter((_, i) => owner[i] !== group).join('');
      return { group, min: Buffer.byteLength(code) - Buffer.byteLength(rest), gzip: whole - gzip(rest) };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

const report = process.argv.includes('--report');
if (report) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--force'], {
    stdio: 'inherit',
    env: { ...process.env, SIZE_REPORT: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
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

printTable(
  ['file', 'min', 'gzip', 'brotli'],
  [...files, total].map((r) => [r.name, String(r.min), String(r.gzip), String(r.brotli)]),
);

if (report) {
  for (const file of files) {
    console.log(`\n${file.name}: ${file.gzip} bytes gzip`);
    const rows = breakdown(file.name);
    printTable(
      ['module', 'min', 'gzip cost'],
      [
        ...rows.map((r) => [r.group, String(r.min), String(r.gzip)]),
        ['sum of costs', String(file.min), String(rows.reduce((n, r) => n + r.gzip, 0))],
      ],
    );
  }
  console.log('\nTreemaps: dist/size-report/*.html');
}

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

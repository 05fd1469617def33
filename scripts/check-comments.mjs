/**
 * `npm run lint` step: comments must speak of the code and this repository, not cite documents a reader
 * of the repository does not have (a specification's sections, a design document, issue numbers). The
 * product's rules are in docs/product.md; a comment that needs them points there.
 *
 * Greps the tracked source files for such citations and exits 1 listing file:line of each.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Built from pieces so this file does not match itself.
const spec = ['SP', 'EC'].join('');
const citation = new RegExp(
  [`${spec} ?§`, `${spec}\\.md`, `\\b${spec}\\b`, ['DES', 'IGN'].join(''), 'issue #[0-9]+', '\\(#[0-9]+\\)'].join('|'),
);

const roots = ['shared', 'site', 'widget', 'tests', 'scripts', 'examples'];
const topLevel = ['rollup.config.mjs', 'vitest.config.ts', 'playwright.config.ts'];
const sourceFile = /\.(ts|tsx|mjs|js|css|html)$/;

const tracked = execFileSync('git', ['ls-files', '-z', '--', ...roots, ...topLevel], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => sourceFile.test(file));

const hits = [];
for (const file of tracked) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the work tree but still tracked
  }
  text.split('\n').forEach((line, index) => {
    if (citation.test(line)) hits.push(`${file}:${index + 1}: ${line.trim()}`);
  });
}

if (hits.length > 0) {
  console.error(
    `check-comments: ${hits.length} citation(s) of documents outside the repository; say why in place or point to docs/product.md:`,
  );
  for (const hit of hits) console.error(`  ${hit}`);
  process.exit(1);
}

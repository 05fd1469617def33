/**
 * `npm run lint` step: comments and test titles must speak of the code and this repository, not cite
 * documents a reader of the repository does not have (a specification's sections, a design document,
 * an issue or a brief, issue numbers). The product's rules are in docs/product.md; a comment that
 * needs them points there. What counts as a citation: scripts/comment-citations.mjs.
 *
 * Reads the tracked source files and exits 1 listing file:line of each citation.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { citationsIn } from './comment-citations.mjs';

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
  for (const { line, text: content } of citationsIn(file, text)) hits.push(`${file}:${line}: ${content}`);
}

if (hits.length > 0) {
  console.error(
    `check-comments: ${hits.length} citation(s) of documents outside the repository; say why in place or point to docs/product.md:`,
  );
  for (const hit of hits) console.error(`  ${hit}`);
  process.exit(1);
}

/**
 * `npm run lint` step: the links of the repository's Markdown files (README.md, docs/, and the notes
 * beside the code) reach files that exist and headings that exist (rules in scripts/doc-links.mjs).
 * Exits 1 listing file:line of each broken link.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { brokenLinks } from './doc-links.mjs';

const root = process.cwd();
const documents = execFileSync('git', ['ls-files', '-z', '--', '*.md'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && existsSync(file));

const hits = documents.flatMap((file) =>
  brokenLinks(root, file).map(({ line, target, problem }) => `${file}:${line}: (${target}) ${problem}`),
);

if (hits.length > 0) {
  console.error(`check-doc-links: ${hits.length} broken link(s) in the Markdown files:`);
  for (const hit of hits) console.error(`  ${hit}`);
  process.exit(1);
}

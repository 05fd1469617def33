import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, codePathsIn, linksIn, slug } from '../../scripts/doc-links.mjs';

describe('slug', () => {
  it.each([
    ['The site', 'the-site'],
    ['The landing pages (/landing, /international)', 'the-landing-pages-landing-international'],
    ['Size: a complete form first, enhancements next', 'size-a-complete-form-first-enhancements-next'],
    ['Lead creation on PostgreSQL, two instances', 'lead-creation-on-postgresql-two-instances'],
    ['snake_case and kebab-case stay', 'snake_case-and-kebab-case-stay'],
    ['Costs – $5 × 2 & more', 'costs--5--2--more'],
    ['Ünïcode Straße', 'ünïcode-straße'],
  ])('turns %s into %s', (heading, expected) => {
    expect(slug(heading)).toBe(expected);
  });
});

describe('anchorsOf', () => {
  it('numbers repeated headings and reads the text GitHub shows', () => {
    const markdown = [
      '# Notes',
      '## Setup',
      '### Setup',
      '## Setup ##',
      '## [Linked](https://example.com) `code` and **bold**',
      'Underlined',
      '----------',
    ].join('\n');
    expect([...anchorsOf(markdown)]).toEqual([
      'notes',
      'setup',
      'setup-1',
      'setup-2',
      'linked-code-and-bold',
      'underlined',
    ]);
  });

  it('skips fenced code and takes id and name attributes', () => {
    const markdown = ['```sh', '# not a heading', '```', '<a id="here"></a>', '<a name="there"></a>'].join('\n');
    expect([...anchorsOf(markdown)]).toEqual(['here', 'there']);
  });
});

describe('linksIn', () => {
  it('finds relative links with their lines, and leaves other sites and code alone', () => {
    const markdown = [
      'See [the notes](docs/notes.md#setup) and [a',
      'wrapped link](other.md).',
      '[web](https://example.com) [mail](mailto:a@example.com) `[code](nowhere.md)`',
      '```',
      '[fenced](nowhere.md)',
      '```',
      '[ref]: docs/ref.md',
    ].join('\n');
    expect(linksIn(markdown)).toEqual([
      { line: 1, target: 'docs/notes.md#setup' },
      { line: 1, target: 'other.md' },
      { line: 7, target: 'docs/ref.md' },
    ]);
  });
});

describe('codePathsIn', () => {
  it('takes code spans that are paths of the code, and no commands, patterns or fenced code', () => {
    const markdown = [
      'Served by `site/http/static-files.ts` (see `site/web/`), built with `npm run build`.',
      'Not `dist/widget.js`, not `site/public/assets/islands-<hash>.js`, not `/etc/nginx/site.conf`.',
      '```',
      'cat site/app.ts',
      '`site/gone.ts`',
      '```',
    ].join('\n');
    expect(codePathsIn(markdown)).toEqual([
      { line: 1, path: 'site/http/static-files.ts' },
      { line: 1, path: 'site/web/' },
    ]);
  });
});

describe('brokenLinks', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'doc-links-'));
    mkdirSync(join(root, 'docs'));
    mkdirSync(join(root, 'site'));
    writeFileSync(join(root, 'site', 'app.ts'), '');
    writeFileSync(join(root, 'docs', 'notes.md'), '# Notes\n\n## The site\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('accepts links to files, folders, headings and source lines that exist', () => {
    const markdown = [
      '[a](docs/notes.md#the-site) [b](site/) [c](site/app.ts#L3) [d](#readme) [e](/docs/notes.md)',
      '# Readme',
    ].join('\n');
    expect(brokenLinks(root, 'README.md', markdown)).toEqual([]);
    expect(brokenLinks(root, 'docs/other.md', '[up](../site/app.ts) [side](notes.md#notes)')).toEqual([]);
  });

  it('reports a code path whose file has moved', () => {
    expect(brokenLinks(root, 'docs/other.md', 'Served by `site/app.ts`, signed in `site/leads/signature.ts`.')).toEqual(
      [{ line: 1, target: 'site/leads/signature.ts', problem: 'no file site/leads/signature.ts' }],
    );
  });

  it('reports a missing file and a missing heading', () => {
    const markdown = '[a](docs/gone.md)\n[b](docs/notes.md#the-site-issue-4)\n[c](#nowhere)';
    expect(brokenLinks(root, 'README.md', markdown)).toEqual([
      { line: 1, target: 'docs/gone.md', problem: 'no file docs/gone.md' },
      { line: 2, target: 'docs/notes.md#the-site-issue-4', problem: 'no heading #the-site-issue-4 in docs/notes.md' },
      { line: 3, target: '#nowhere', problem: 'no heading #nowhere in README.md' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { citationsIn, citesOutsideDocument } from '../../scripts/comment-citations.mjs';

// Built from pieces, as in the script, so this file passes its own check.
const the = (word: string) => ['the', word].join(' ');
const hash = (digits: string) => ['#', digits].join('');
const spec = ['SP', 'EC'].join('');

describe('citesOutsideDocument', () => {
  it.each([
    `against ${the('issue')}'s goals`,
    `as ${the('brief')} asks`,
    `what ${the('spec')} says`,
    `per ${the('ticket')}`,
    `Issue ${hash('2')}: nothing typed is lost`,
    `moved here (${hash('123')})`,
    `fixes ${hash('4')}`,
    `${hash('4')}: the retry`,
    `see design-notes.md, the-site-issue-4`,
    `${spec}.md section 3`,
    `${['DES', 'IGN'].join('')}.md`,
  ])('flags %s', (text) => {
    expect(citesOutsideDocument(text)).toBe(true);
  });

  it.each([
    'the dark theme is #111 and the accent #0a58a8',
    '#767676 on white is the classic just-passing grey',
    'permits take a few days to issue',
    'output like this ends up in scrollback and support tickets',
    'cached briefly, so a release reaches every page in minutes',
    'turns valibot issue paths into dotted paths',
    'RFC 9110 §13.1.2',
  ])('lets %s pass', (text) => {
    expect(citesOutsideDocument(text)).toBe(false);
  });
});

describe('citationsIn', () => {
  it('finds citations in comments and test titles, on the line they are on', () => {
    const source = [
      '/**',
      ` * Waits, as ${the('brief')} says.`,
      ' */',
      `it('holds the makes of ${the('brief')}', () => {});`,
      `describe.each([1])(\`groups ${the('issue')} names\`, () => {});`,
      `test.describe(\n  'a title on its own line, ${the('ticket')}',\n  () => {},\n);`,
      `const x = 1; // ${hash('12')}`,
    ].join('\n');
    expect(citationsIn('a.test.ts', source).map((hit) => hit.line)).toEqual([2, 4, 5, 7, 10]);
  });

  it('leaves strings, regular expressions, JSX text and other calls alone', () => {
    const source = [
      `const copy = 'If ${the('issue')} persists, call us.';`,
      `const url = /https?:\\/\\/x/; // a plain comment`,
      `const p = <p>http://example.com ${the('issue')}</p>;`,
      `pattern.test('${the('brief')}');`,
    ].join('\n');
    expect(citationsIn('a.tsx', source)).toEqual([]);
  });

  it('reads the comments of stylesheets and pages', () => {
    expect(citationsIn('a.css', `/* as ${the('spec')} says */\na { color: #111; }`)).toEqual([
      { line: 1, text: `/* as ${the('spec')} says */` },
    ]);
    expect(citationsIn('a.html', `<p>${the('issue')}</p>\n<!-- from ${the('brief')} -->`)).toEqual([
      { line: 2, text: `<!-- from ${the('brief')} -->` },
    ]);
  });

  it('flags a document name anywhere in a line, code included', () => {
    expect(citationsIn('a.ts', `const rule = '${spec}.md';`)).toEqual([
      { line: 1, text: `const rule = '${spec}.md';` },
    ]);
  });
});

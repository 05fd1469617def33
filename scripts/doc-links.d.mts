/** GitHub's anchor for a heading's text, before repeats are numbered. */
export function slug(text: string): string;

/** Every anchor a Markdown document has, in the order of its headings. */
export function anchorsOf(markdown: string): Set<string>;

/** The relative links of a Markdown document, in inline and reference form. */
export function linksIn(markdown: string): { line: number; target: string }[];

/** The repository paths a Markdown document names in code spans (`site/app.ts`), read from the root. */
export function codePathsIn(markdown: string): { line: number; path: string }[];

/** The broken relative links and code paths of `file` (a path inside `root`); `markdown` defaults to its text. */
export function brokenLinks(
  root: string,
  file: string,
  markdown?: string,
): { line: number; target: string; problem: string }[];

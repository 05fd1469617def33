/**
 * What `npm run lint` checks in the repository's Markdown (scripts/check-doc-links.mjs runs it over the
 * tracked .md files): every relative link reaches a file or folder that exists, every `#anchor` into a
 * Markdown file names one of its headings, and every code span that is a path of the code
 * (`site/http/static-files.ts`) names a file that exists, so a moved file cannot leave the docs behind.
 * Links to other sites are not followed.
 *
 * Anchors are the ones GitHub renders: a heading's text, lowercased, without punctuation other than `-`
 * and `_`, each space a `-`; a repeated heading gets `-1`, `-2`, … in order. An `id` or `name` attribute
 * of inline HTML is an anchor too.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** `text` with the contents of fenced code blocks blanked out, so lines and offsets stay where they were. */
function withoutCodeBlocks(text) {
  const lines = text.split('\n');
  let fence;
  return lines
    .map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) {
          fence = undefined;
        }
        return '';
      }
      if (marker) {
        fence = marker;
        return '';
      }
      return line;
    })
    .join('\n');
}

/** `text` with inline code spans blanked out: a link inside backticks is an example, not a link. */
function withoutCodeSpans(text) {
  return text.replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, (span) => span.replace(/[^\n]/g, ' '));
}

/** The text GitHub shows for a heading's Markdown source: no links' targets, code marks or emphasis. */
function headingText(source) {
  return source
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`+/g, '')
    .replace(/(^|[^\p{L}\p{N}])_+|_+(?=[^\p{L}\p{N}]|$)/gu, '$1')
    .trim();
}

/** GitHub's anchor for a heading's text, before repeats are numbered. */
export function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown document has, in the order of its headings. */
export function anchorsOf(markdown) {
  const lines = withoutCodeBlocks(markdown).split('\n');
  const anchors = new Set();
  const seen = new Map();
  const add = (text) => {
    const base = slug(headingText(text));
    let anchor = base;
    while (seen.has(anchor)) {
      const count = seen.get(base) + 1;
      seen.set(base, count);
      anchor = `${base}-${count}`;
    }
    seen.set(anchor, 0);
    anchors.add(anchor);
  };
  lines.forEach((line, index) => {
    const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (atx) {
      add(atx[1] ?? '');
      return;
    }
    const previous = lines[index - 1];
    const setext = /^ {0,3}(=+|-+)[ \t]*$/.test(line);
    if (setext && previous?.trim() && !/^ {0,3}([-*+>|#]|\d+[.)])/.test(previous)) add(previous.trim());
  });
  for (const match of withoutCodeSpans(lines.join('\n')).matchAll(/<[a-z][^>]*?\s(?:id|name)="([^"]+)"/gi)) {
    anchors.add(match[1]);
  }
  return anchors;
}

/** The relative links of a Markdown document: `{ line, target }`, in inline and reference form. */
export function linksIn(markdown) {
  const text = withoutCodeSpans(withoutCodeBlocks(markdown));
  const lineOf = (offset) => text.slice(0, offset).split('\n').length;
  const links = [];
  const inline = /\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(?:<([^>]*)>|([^)\s]+))(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
  for (const match of text.matchAll(inline)) {
    links.push({ line: lineOf(match.index), target: match[1] ?? match[2] });
  }
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:[ \t]*<?([^\s>]+)>?/gm)) {
    links.push({ line: lineOf(match.index), target: match[1] });
  }
  // Other sites (`https:`, `mailto:`, `//host`) are not this check's business.
  return links.filter(({ target }) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(target)).sort((a, b) => a.line - b.line);
}

/** Top folders of the repository's code: a code span that is a path under one of them names a file. */
const CODE_ROOTS = ['site', 'shared', 'widget', 'scripts', 'tests', 'examples', 'docs'];
const codePath = new RegExp(`^(?:${CODE_ROOTS.join('|')})/[\\w./-]*$`);

/** The repository paths a Markdown document names in code spans (`site/app.ts`), read from the root. */
export function codePathsIn(markdown) {
  const text = withoutCodeBlocks(markdown);
  const lineOf = (offset) => text.slice(0, offset).split('\n').length;
  const paths = [];
  for (const match of text.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)) {
    if (codePath.test(match[1])) paths.push({ line: lineOf(match.index), path: match[1] });
  }
  return paths;
}

/**
 * The broken relative links and code paths of `file` (a path inside `root`): `{ line, target, problem }`
 * each. A link starting with `/` is read from the repository's root, as GitHub reads it.
 */
export function brokenLinks(root, file, markdown = readFileSync(join(root, file), 'utf8')) {
  const anchorsByFile = new Map([[file, anchorsOf(markdown)]]);
  const anchorsIn = (target) => {
    if (!anchorsByFile.has(target)) anchorsByFile.set(target, anchorsOf(readFileSync(join(root, target), 'utf8')));
    return anchorsByFile.get(target);
  };
  const broken = [];
  for (const { line, target } of linksIn(markdown)) {
    const hashAt = target.indexOf('#');
    const pathPart = (hashAt === -1 ? target : target.slice(0, hashAt)).replace(/\?.*$/, '');
    const anchor = hashAt === -1 ? undefined : decodeURIComponent(target.slice(hashAt + 1));
    const path = decodeURIComponent(pathPart);
    const resolved =
      path === '' ? file : relative(root, join(path.startsWith('/') ? root : join(root, dirname(file)), path));
    if (resolved !== file && (resolved.startsWith('..') || !existsSync(join(root, resolved)))) {
      broken.push({ line, target, problem: `no file ${resolved}` });
      continue;
    }
    // Anchors into source files (`#L12`) are GitHub's line links; only Markdown headings are checked.
    if (anchor === undefined || !resolved.endsWith('.md')) continue;
    if (resolved !== file && !statSync(join(root, resolved)).isFile()) continue;
    if (!anchorsIn(resolved).has(anchor))
      broken.push({ line, target, problem: `no heading #${anchor} in ${resolved}` });
  }
  for (const { line, path } of codePathsIn(markdown)) {
    if (!existsSync(join(root, path))) broken.push({ line, target: path, problem: `no file ${path}` });
  }
  return broken.sort((a, b) => a.line - b.line);
}

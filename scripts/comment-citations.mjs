/**
 * What the comment check of `npm run lint` looks for (scripts/check-comments.mjs runs it over the tracked
 * files): citations of documents a reader of the repository does not have.
 *
 * - The names of such documents (a specification's sections, a design document), anywhere in a line.
 * - In comments and test titles only, prose that points at them: an issue, a brief, a spec or a ticket
 *   spoken of as the one at hand, and issue numbers in their usual forms. A comment or a title says why
 *   in its own words, or points to docs/product.md.
 *
 * Comments and test titles come from TypeScript's parser for .ts, .tsx, .mjs and .js (so a `//` inside
 * a string or a regular expression is no comment), and from their delimiters in .css and .html.
 */
import ts from 'typescript';

// Built from pieces so this file does not match itself.
const spec = ['SP', 'EC'].join('');
const design = ['DES', 'IGN'].join('');

/** Names of documents outside the repository: wrong in code, strings and comments alike. */
const documentName = new RegExp([`${spec} ?§`, `${spec}\\.md`, `\\b${spec}\\b`, design].join('|'));

/**
 * Prose that cites a document outside the repository. Colours (#111, #0a58a8) are no issue numbers:
 * a bare `#` and digits counts only when it cannot be a 3-, 4-, 6- or 8-digit colour.
 */
const citationProse = new RegExp(
  [
    "\\bthe (?:issue|brief|ticket|spec|specification)(?:'s)?\\b",
    '\\b(?:issues?|tickets?|pull requests?|PRs?)[ -]?#?[0-9]+\\b',
    '\\b(?:fix(?:es|ed)?|close[sd]?|resolve[sd]?|see|refs?)\\s+#[0-9]+\\b',
    '\\(#[0-9]+\\)',
    '(?:^|[\\s([])#(?:[0-9]{1,2}|[0-9]{5}|[0-9]{7}|[0-9]{9,})\\b',
  ].join('|'),
  'im',
);

/** True when a comment's or a test title's text cites a document outside the repository. */
export function citesOutsideDocument(text) {
  return documentName.test(text) || citationProse.test(text);
}

/** Functions whose first argument is a test's or a group's title, as in `it.each(rows)('title', …)`. */
const TEST_FUNCTIONS = new Set(['it', 'test', 'describe', 'suite', 'bench']);

function isTestCall(call) {
  let callee = call.expression;
  while (ts.isCallExpression(callee) || ts.isPropertyAccessExpression(callee)) callee = callee.expression;
  return ts.isIdentifier(callee) && TEST_FUNCTIONS.has(callee.text);
}

/** The comments and test titles of a script, each with the offset it starts at. */
function scriptProse(fileName, text) {
  const kind = fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map();
  const addComments = (ranges) => {
    for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node) => {
    // JSX text is no trivia: "http://…" in a paragraph is not a comment.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      addComments(ts.getLeadingCommentRanges(text, node.pos));
      addComments(ts.getTrailingCommentRanges(text, node.end));
    }
    if (ts.isCallExpression(node) && isTestCall(node)) {
      const title = node.arguments[0];
      if (title && (ts.isStringLiteralLike(title) || ts.isTemplateExpression(title))) {
        found.set(title.getStart(source), title.getText(source));
      }
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return found;
}

/** The comments of a stylesheet or a page, each with the offset it starts at. */
function markupProse(fileName, text) {
  const comment = fileName.endsWith('.html') ? /<!--[\s\S]*?-->|\/\*[\s\S]*?\*\// : /\/\*[\s\S]*?\*\//;
  const found = new Map();
  for (const match of text.matchAll(new RegExp(comment, 'g'))) found.set(match.index, match[0]);
  return found;
}

/**
 * The citations in one file's text: `{ line, text }` for each line (1-based) that names an outside
 * document, or whose comment or test title cites one in prose.
 */
export function citationsIn(fileName, text) {
  const lines = text.split('\n');
  const lineStarts = [0];
  for (const line of lines) lineStarts.push(lineStarts.at(-1) + line.length + 1);
  const lineOf = (offset) => {
    let low = 0;
    let high = lines.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  };

  const flagged = new Set();
  lines.forEach((line, index) => {
    if (documentName.test(line)) flagged.add(index);
  });
  // Parsing is the slow part: a file whose text cites nothing anywhere has no comment that does.
  if (!citationProse.test(text)) return [...flagged].map((index) => ({ line: index + 1, text: lines[index].trim() }));
  const prose = /\.(css|html)$/.test(fileName) ? markupProse(fileName, text) : scriptProse(fileName, text);
  for (const [start, snippet] of prose) {
    // A comment can span lines: flag the line of each one that cites.
    let offset = start;
    for (const part of snippet.split('\n')) {
      if (citesOutsideDocument(part)) flagged.add(lineOf(offset));
      offset += part.length + 1;
    }
  }
  return [...flagged].sort((a, b) => a - b).map((index) => ({ line: index + 1, text: lines[index].trim() }));
}

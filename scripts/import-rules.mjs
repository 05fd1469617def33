/**
 * The direction of the repository's imports, checked by `npm run lint` (scripts/check-imports.mjs):
 *
 * - The folders of site/ are layers, from the composition root (the files at site/'s top) down. A file may
 *   import files of its own folder and of the folders below it, never of one above: so no two folders
 *   import each other. Storage is a leaf: it imports nothing of site/ but itself, so it knows no funnel
 *   stage and no destination, only what it is handed.
 * - shared/ imports only itself; widget/ only itself and shared/; site/ only itself and shared/. Scripts
 *   may import the product's code, tests anything; nothing imports tests/, and only tests import scripts/.
 * - No cycle between files, type imports counted: a type-only import still ties two modules' meanings.
 *
 * Tests (*.test.ts, *.spec.ts) are left out of the direction rules, not of the cycle rule.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * site/'s folders, top to bottom; '.' is the files at site/'s top (server, app, composition root, config).
 * Below the wiring and the site's own pages come the funnel's stages, the last stage first, since each
 * stage builds on the ones before it: an order's payment on its life, its life on the signing, the signing
 * on the quote's booking page, the booking page on the quote. Under them the notify side, which delivers
 * what a stage wrote to the outbox, then what every stage shares.
 */
export const SITE_LAYERS = [
  '.',
  'api',
  'privacy',
  'metrics',
  'web',
  'booking-link',
  // A customer's way back to a booking link: it reads the store and writes an email row, as a stage does.
  'find-order',
  // The funnel, from its end back to its start.
  'payments',
  'order-life',
  'signing',
  'booking',
  'quote',
  // What the stages hand on, and what they share.
  'notify',
  'blog',
  'partners',
  'ui',
  'content',
  'lookup',
  'storage',
  'http',
  'log',
];

/** The funnel's stages in the visitor's order, for the README's map and the tests that check it. */
export const FUNNEL_STAGES = ['quote', 'booking', 'signing', 'order-life', 'payments'];

/** site/'s folders that import no other folder of site/. */
export const SITE_LEAVES = ['storage'];

/** What each top folder may import besides itself. */
const ALLOWED_ROOTS = {
  site: ['shared'],
  widget: ['shared'],
  shared: [],
  examples: ['shared', 'site'],
  scripts: ['site', 'shared', 'widget'],
  tests: ['site', 'shared', 'widget', 'scripts', 'examples'],
};

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST = /\.(test|spec)\.(ts|tsx)$/;
const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(join(root, dir))) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts')) files.push(path);
    }
  };
  for (const top of Object.keys(ALLOWED_ROOTS)) {
    try {
      walk(top);
    } catch {
      // A checkout without this folder has nothing there to check.
    }
  }
  return files;
}

/** Every import, export-from, dynamic import and `import type` of a file, with its line. */
function importsOf(text) {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((file) => ({
    specifier: file.fileName,
    line: text.slice(0, file.pos).split('\n').length,
  }));
}

const posix = (path) => path.split(sep).join('/');

/**
 * The tree at `root` read once: each source file's imports. checkImports takes it in place of `root`, so
 * several checks of one tree (a test's, each with other files planted) read and parse it only once.
 */
export function readSourceTree(root) {
  const imports = new Map();
  for (const file of sourceFiles(root)) imports.set(posix(file), importsOf(readFileSync(join(root, file), 'utf8')));
  return { root, imports };
}

/**
 * The broken rules of the tree at `root` (a folder, or a tree from readSourceTree), as lines
 * "file:line: problem". `extra` adds or replaces files (path relative to root → text), so a test can plant
 * an import without touching the tree.
 */
export function checkImports(root, extra = {}) {
  const tree = typeof root === 'string' ? readSourceTree(root) : root;
  const files = new Map(tree.imports);
  for (const [file, text] of Object.entries(extra)) files.set(file, importsOf(text));
  const exists = (path) => files.has(path) || statOk(join(tree.root, path));
  const problems = [];
  const graph = new Map();

  for (const [file, imports] of files) {
    const edges = [];
    for (const { specifier, line } of imports) {
      if (!specifier.startsWith('.')) continue;
      const base = posix(relative(tree.root, resolve(tree.root, dirname(file), specifier)));
      const target = CANDIDATES.map((ending) => base + ending).find((path) => files.has(path) || exists(path));
      if (!target) continue;
      if (files.has(target)) edges.push({ target, line });
      const problem = directionProblem(file, target);
      if (problem) problems.push(`${file}:${line}: imports ${specifier}: ${problem}`);
    }
    graph.set(file, edges);
  }
  for (const cycle of fileCycles(graph)) problems.push(`${cycle[0]}: import cycle: ${cycle.join(' → ')}`);
  return problems;
}

function statOk(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** site/'s layer of a file under site/, or undefined when its folder is not in SITE_LAYERS. */
function layerOf(file) {
  const parts = file.split('/');
  const folder = parts.length === 2 ? '.' : parts[1];
  return { folder, index: SITE_LAYERS.indexOf(folder) };
}

function directionProblem(file, target) {
  const from = file.split('/')[0];
  const to = target.split('/')[0];
  if (TEST.test(file)) return undefined;
  if (from !== to && !(ALLOWED_ROOTS[from] ?? []).includes(to)) return `${from}/ may not import ${to}/`;
  if (from !== 'site' || to !== 'site') return undefined;
  const a = layerOf(file);
  const b = layerOf(target);
  if (a.index < 0) return `site/${a.folder}/ is not placed among the layers of scripts/import-rules.mjs`;
  if (b.index < 0) return `site/${b.folder}/ is not placed among the layers of scripts/import-rules.mjs`;
  if (b.index < a.index)
    return `site/${b.folder}/ is above site/${a.folder}/ (imports run down, scripts/import-rules.mjs)`;
  if (a.folder !== b.folder && SITE_LEAVES.includes(a.folder))
    return `site/${a.folder}/ imports nothing of site/ but itself`;
  return undefined;
}

/** The cycles of the file graph: one per strongly connected component of more than one file (Tarjan). */
function fileCycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (start) => {
    // Iterative, so a long chain of imports cannot overflow the call stack.
    const work = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const { target } = edges[frame.edge++];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) cycles.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * The import rules `npm run lint` enforces (scripts/import-rules.mjs), over the repository itself and over
 * the repository with one file planted, so each rule is seen to fail.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkImports, FUNNEL_STAGES, readSourceTree, SITE_LAYERS } from '../../scripts/import-rules.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The repository read and parsed once; each test plants its files over it. */
const TREE = readSourceTree(ROOT);

describe('the import rules', () => {
  it('hold for the repository as it is', () => {
    expect(checkImports(TREE)).toEqual([]);
  });

  it('place every folder of site/ that holds code among the layers, once', () => {
    const folders = readdirSync(new URL('../../site/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'public')
      .map((entry) => entry.name);
    expect([...SITE_LAYERS].sort()).toEqual(['.', ...folders].sort());
  });

  it('rank the funnel stages so that each builds on the ones before it: the last stage on top', () => {
    const ranks = FUNNEL_STAGES.map((stage) => SITE_LAYERS.indexOf(stage));
    expect(FUNNEL_STAGES).toEqual(['quote', 'booking', 'signing', 'order-life', 'payments']);
    expect(ranks.every((rank) => rank >= 0)).toBe(true);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
  });

  it('refuse an import that runs back up the funnel, a type import too', () => {
    const problems = checkImports(TREE, {
      'site/quote/planted.ts':
        "import type { OrderPrice } from '../signing/order-price';\nexport type Planted = OrderPrice;\n",
    });
    expect(problems).toEqual([
      'site/quote/planted.ts:1: imports ../signing/order-price: site/signing/ is above site/quote/ (imports run down, scripts/import-rules.mjs)',
    ]);
  });

  it('refuse any import of another folder of site/ from storage, even one below it', () => {
    const problems = checkImports(TREE, {
      'site/storage/planted.ts': "import { consoleLogger } from '../log/logger';\nexport const log = consoleLogger;\n",
    });
    expect(problems).toEqual([
      'site/storage/planted.ts:1: imports ../log/logger: site/storage/ imports nothing of site/ but itself',
    ]);
  });

  it('refuse a folder of site/ that is not placed among the layers', () => {
    const problems = checkImports(TREE, { 'site/unplaced/order.ts': "import { newLead } from '../quote/new-lead';\n" });
    expect(problems).toEqual([
      'site/unplaced/order.ts:1: imports ../quote/new-lead: site/unplaced/ is not placed among the layers of scripts/import-rules.mjs',
    ]);
  });

  it('refuse shared code that imports the site, and product code or a script that imports the tests', () => {
    const problems = checkImports(TREE, {
      'shared/planted.ts': "export { brand } from '../site/content/brand';\n",
      'site/quote/planted.ts': "import { validSubmission } from '../../tests/support/valid-submission';\n",
      'scripts/planted.ts': "import { validSubmission } from '../tests/support/valid-submission';\n",
    });
    expect(problems.sort()).toEqual([
      'scripts/planted.ts:1: imports ../tests/support/valid-submission: scripts/ may not import tests/',
      'shared/planted.ts:1: imports ../site/content/brand: shared/ may not import site/',
      'site/quote/planted.ts:1: imports ../../tests/support/valid-submission: site/ may not import tests/',
    ]);
  });

  it('refuse a cycle between files made of type imports alone', () => {
    const problems = checkImports(TREE, {
      'widget/planted-a.ts': "import type { B } from './planted-b';\nexport type A = { b?: B };\n",
      'widget/planted-b.ts': "import type { A } from './planted-a';\nexport type B = { a?: A };\n",
    });
    expect(problems).toEqual(['widget/planted-a.ts: import cycle: widget/planted-a.ts → widget/planted-b.ts']);
  });

  it('leave tests free to import what they check', () => {
    const problems = checkImports(TREE, {
      'site/storage/planted.test.ts': "import { newLead } from '../quote/new-lead';\nexport { newLead };\n",
    });
    expect(problems).toEqual([]);
  });
});

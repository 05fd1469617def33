/** One axe scan over the whole page, the widget's open shadow roots included (axe walks them itself). */
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's default run gathers the results of the page and of each of its frames in a blank page it opens
 * for the purpose, which costs a second or more a scan; its legacy run does the same work in the page
 * itself, two to three times faster, but reads no frame's content. So a page with a frame gets the
 * default run, and every other page the legacy one.
 */
const hasFrames = (page: Page) => page.frames().length > 1;

/** The axe-core that @axe-core/playwright runs (its own dependency), by the same resolution. */
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;

/**
 * What the builder evaluates as axe's source where axe is already in the page. The builder evaluates the
 * whole source, half a megabyte, twice a scan (once to ask axe's version, once more to configure it), a
 * fifth of a scan's time; axe runs again and again in a document as it was set up (each run builds its
 * own tree of the page and clears it after), so the legacy run puts it in a document once and reuses it.
 */
const AXE_ALREADY_THERE = ';';

/** Fails with a readable list (rule, impact, help, elements) when axe finds any violation. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const legacy = !hasFrames(page);
  if (legacy && !(await page.evaluate('typeof window.axe?.run === "function"'))) await page.evaluate(AXE_SOURCE);
  // Only violations are asked for: nothing else is read, so axe need not report passes and incomplete checks.
  const results = await new AxeBuilder({ page, axeSource: legacy ? AXE_ALREADY_THERE : undefined })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(legacy)
    .analyze();
  const found = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`.trim()),
  }));
  expect(found, `axe violations (${state})`).toEqual([]);
}

/**
 * Switches the page's colour scheme in place and waits until every quote widget on it has heard: the
 * site's and the booking pages' dark palettes are CSS media queries, which the next style computation
 * applies, and a widget marks its forms when the media query's change event reaches it.
 */
export async function useColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction(
    (dark) =>
      [...document.querySelectorAll('[data-quote-widget]')].every((host) => {
        const root = host.shadowRoot;
        // A widget not mounted yet has no form to mark.
        if (!root?.querySelector('.qw')) return true;
        return !!root.querySelector('.qw-page-dark') === dark;
      }),
    colorScheme === 'dark',
  );
}

export type Scheme = 'light' | 'dark';

/**
 * What axe's rules look at, element by element, among the elements the page draws now (a shut menu's links
 * are not checked for contrast): the tags, the classes (which carry the styles) and the roles, in the
 * document and in the widgets' open shadow roots. The kinds tests/node/scanned-templates.test.ts compares,
 * but of the page as the browser has it.
 */
function drawnElementKinds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const kinds = new Set<string>();
    const walk = (root: HTMLElement | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) walk(element.shadowRoot);
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        kinds.add(`<${element.localName}>`);
        for (const name of element.classList) kinds.add(`.${name}`);
        const role = element.getAttribute('role');
        if (role) kinds.add(`[role=${role}]`);
      }
    };
    walk(document.body);
    return [...kinds];
  });
}

/**
 * The scans of one walk through a flow, each state in the scheme or schemes the walk asks for. A scheme only
 * sets other colours (custom properties and `prefers-color-scheme` rules, by element and class) and a width
 * only another layout, so what each scheme's scans must reach is every kind of element the walk draws, not
 * every state at every width: `expectBothSchemesSawEveryKind()` shows that they did, so a state that grows
 * an element one scheme's scans never saw fails there until a state that draws it is scanned in that
 * scheme too.
 */
export class SchemeSample {
  readonly page: Page;
  /** Each kind a scan saw, by scheme, with the first state it was seen in. */
  private readonly seen: Record<Scheme, Map<string, string>> = { light: new Map(), dark: new Map() };

  constructor(page: Page) {
    this.page = page;
  }

  /**
   * Scans the page as it is now in `scheme`, switched in place; leaves the page light. What it draws is read
   * before the switch, so that a scheme's own mark (the widget's `.qw-page-dark`) is no kind of its own.
   */
  async scan(state: string, scheme: Scheme): Promise<void> {
    for (const kind of await drawnElementKinds(this.page)) {
      if (!this.seen[scheme].has(kind)) this.seen[scheme].set(kind, state);
    }
    await useColorScheme(this.page, scheme);
    await expectNoAxeViolations(this.page, `${state}, ${scheme} scheme`);
    if (scheme !== 'light') await useColorScheme(this.page, 'light');
  }

  /** `elsewhere`: kinds another walk is shown to scan in both schemes. */
  expectBothSchemesSawEveryKind(elsewhere: readonly string[] = []): void {
    const unseen = (scheme: Scheme, other: Scheme) =>
      [...this.seen[other]]
        .filter(([kind]) => !this.seen[scheme].has(kind) && !elsewhere.includes(kind))
        .map(([kind, state]) => `${kind} (${state})`);
    expect(unseen('dark', 'light'), 'kinds of element no dark scan saw: scan a state that draws them dark').toEqual([]);
    expect(unseen('light', 'dark'), 'kinds of element no light scan saw: scan a state that draws them light').toEqual(
      [],
    );
  }
}

/**
 * axe over every state of the quote form that differs, in the light palette and, on a sample of them, the
 * dark one (switched in place on one walk through the form), and over every example page. The form's
 * markup depends on its variant (full or compact), its mode (the route step, and the result: a domestic
 * route is priced, an international one goes to an advisor) and its step, not on the page it sits on; so
 * each state is scanned once:
 * - two-widgets.html: the full domestic form and the compact international one, on every step (step 1,
 *   step 1 with its errors shown, step 2, step 3 and the result);
 * - affiliate.html: the compact domestic form on what it does not share with the compact international
 *   one, step 1 (with and without its errors) and the priced result;
 * - the other example pages with a form, their own page around the form's first step; on strict-csp.html
 *   that is the form under a hostile stylesheet, whose inherited values the form resets at its root.
 * The dark palette only sets other colours, by element and class (widget.css), so a page's dark scans need
 * to reach every kind of element its walk draws, not every state: each walk ends by showing that they did.
 * The example pages have no dark palette of their own, so in the dark scheme only the widget changes, and
 * partner.html and spa.html, whose form is the full domestic step 1 of two-widgets.html, are scanned light;
 * strict-csp.html is scanned dark too, since its hostile stylesheet reaches the widget's host.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, SchemeSample, useColorScheme } from './support/accessibility';
import { openExample } from './support/example-page';
import { DOMESTIC_TRIP, INTERNATIONAL_TRIP, QuoteForm, type Trip } from './support/quote-form';

type State = 'step 1' | 'step 1 with errors' | 'step 2' | 'step 3' | 'result';

interface Widget {
  form: QuoteForm;
  compact: boolean;
  trip: Trip;
}

interface WidgetPage {
  path: string;
  widgets: (page: Page) => Widget[];
  /** The states scanned; the form is taken through the others on the way. */
  scanned: readonly State[];
  /** Those scanned in the dark palette too. */
  dark: readonly State[];
}

const one =
  (compact: boolean) =>
  (page: Page): Widget[] => [{ form: new QuoteForm(page), compact, trip: DOMESTIC_TRIP }];

const EVERY_STATE: readonly State[] = ['step 1', 'step 1 with errors', 'step 2', 'step 3', 'result'];

const WIDGET_PAGES: WidgetPage[] = [
  {
    path: 'two-widgets.html',
    widgets: (page) => [
      {
        form: new QuoteForm(page, page.getByRole('region', { name: 'Within the USA and Canada' })),
        compact: false,
        trip: DOMESTIC_TRIP,
      },
      {
        form: new QuoteForm(page, page.getByRole('region', { name: 'International' })),
        compact: true,
        trip: INTERNATIONAL_TRIP,
      },
    ],
    scanned: EVERY_STATE,
    dark: ['step 1 with errors', 'step 2', 'step 3', 'result'],
  },
  {
    path: 'affiliate.html?marketing_id=AFF-42&fbclid=FB.123',
    widgets: one(true),
    scanned: ['step 1', 'step 1 with errors', 'result'],
    dark: ['step 1 with errors', 'result'],
  },
  { path: 'partner.html', widgets: one(false), scanned: ['step 1'], dark: [] },
  { path: 'strict-csp.html', widgets: one(false), scanned: ['step 1'], dark: ['step 1'] },
  { path: 'spa.html?view=quote', widgets: one(false), scanned: ['step 1'], dark: [] },
];

const PLAIN_PAGES = ['index.html', 'booking-preview.html?lead=SQ-100001'];

/**
 * Each state in the light palette and the sample in the dark one, contrast included: every form on the
 * page is set to data-theme="auto", which follows the system setting, light and then dark, as a partner's
 * light and dark pages show it.
 */
for (const { path, widgets, scanned, dark: darkStates } of WIDGET_PAGES) {
  const states = scanned === EVERY_STATE ? 'every step of the quote form' : scanned.join(', ');
  const palettes = darkStates.length === 0 ? 'in the light palette' : 'in either palette';
  test(`${path.split('?')[0]} has no axe violations on ${states}, ${palettes}`, { tag: '@scan' }, async ({ page }) => {
    // Up to nine scans of a whole page on the way, two forms each.
    test.setTimeout(60_000);
    await openExample(page, path);
    const all = widgets(page);
    for (const { form } of all) await form.ready();
    await page.locator('[data-quote-widget]').evaluateAll((hosts) => {
      for (const host of hosts) host.setAttribute('data-theme', 'auto');
    });
    // Every form shows its dark palette under a dark system setting.
    await useColorScheme(page, 'dark');
    const dark = await page
      .locator('[data-quote-widget]')
      .evaluateAll((hosts) => hosts.map((host) => !!host.shadowRoot?.querySelector('.qw-page-dark')));
    expect(dark).toEqual(all.map(() => true));
    await useColorScheme(page, 'light');
    const scans = new SchemeSample(page);
    await scanStates(all, scanned, async (state) => {
      if (!scanned.includes(state)) return;
      await scans.scan(state, 'light');
      if (darkStates.includes(state)) await scans.scan(state, 'dark');
    });
    if (darkStates.length > 0) scans.expectBothSchemesSawEveryKind();
  });
}

/**
 * Takes the forms on the page through their states in step, scanning each on the way, up to the last state
 * scanned.
 */
async function scanStates(
  all: Widget[],
  scanned: readonly State[],
  scanOne: (state: State) => Promise<void>,
): Promise<void> {
  const scan = async (state: State) => {
    await scanOne(state);
    return scanned.at(-1) !== state;
  };
  if (!(await scan('step 1'))) return;

  for (const { form } of all) {
    await form.next.click();
    await expect(form.errorSummary).toBeVisible();
  }
  if (!(await scan('step 1 with errors'))) return;

  for (const { form, trip } of all) {
    await form.fillRoute(trip);
    await form.next.click();
  }
  for (const { form } of all) await expect(form.stepHeading('Vehicles')).toBeVisible();
  if (!(await scan('step 2'))) return;

  for (const { form, compact } of all) {
    await form.fillVehicle(compact);
    await form.next.click();
  }
  for (const { form } of all) await expect(form.stepHeading('Your details')).toBeVisible();
  if (!(await scan('step 3'))) return;

  for (const { form } of all) {
    await form.fillContact();
    await form.submit.click();
  }
  for (const { form } of all) await expect(form.result).toBeVisible();
  await scan('result');
}

for (const path of PLAIN_PAGES) {
  test(`${path.split('?')[0]} has no axe violations`, { tag: '@scan' }, async ({ page }) => {
    await page.goto(`/examples/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'page');
  });
}

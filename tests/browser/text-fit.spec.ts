/**
 * On narrow phones no text of the widget leaves its box or is cut off, on any step, in either variant,
 * on partner pages and on the broker's own. Measured where the text is drawn (support/text-fit.ts),
 * which catches a radio label poking out of its card or a clipped step name that a sideways-scroll
 * check misses.
 */
import { expect, type Page, test } from '@playwright/test';
import { waitForMockApi } from './support/example-page';
import { QuoteForm } from './support/quote-form';
import { describeTextOverflow, findTextOverflow } from './support/text-fit';

interface WidgetPage {
  /** How the test names the page. */
  name: string;
  path: string;
  /** The compact variant asks whether the vehicle runs and what kind it is. */
  compact?: boolean;
}

/**
 * A page for every box the widget is drawn in. Its shadow root starts from `all: initial` and no page sets a
 * --qw-* size or font, so what its text has to fit is the form's width, its variant and its mode, and any
 * page that draws it in the same box draws the same text in it. At 320 px the examples give the form 252 px
 * (partner, single-page app, two widgets), 166 px beside hostile CSS, and the broker's pages 260 px (home,
 * services, both landings). So one page stands for each width and variant; each walk takes step 1 through
 * both modes. Each in the light palette: the dark one only sets other colours (widget.css), all opaque as
 * the light ones, so every box is drawn and sized the same.
 */
const PAGES: WidgetPage[] = [
  { name: 'a partner blog', path: '/examples/partner.html' },
  { name: 'an affiliate landing page', path: '/examples/affiliate.html', compact: true },
  { name: 'a page with hostile CSS', path: '/examples/strict-csp.html' },
  { name: 'the home page', path: '/' },
  { name: 'a service page', path: '/services/open-auto-shipping', compact: true },
  { name: 'the landing page', path: '/landing' },
  { name: 'the international landing page', path: '/international' },
];

/** Whole pages whose every text is measured, not only the widget's. */
const LANDING_PAGES = ['/landing', '/international'];

/**
 * Every page at 320 px, the narrowest phone; a second width only where a breakpoint of the stylesheets lies
 * between it and 320 px: below a breakpoint the layout is the same, and text has the least room at the
 * narrowest. The widget's one breakpoint is at 420 px (widget.css), the examples' at 60rem, the site's at
 * 420 px and wider (site.css) but for the landing heroes' `max-width: 359px`: both landing pages keep 375 px.
 * At 320 px the landing pages draw the form in the home page's box, so they are walked at 375 px only.
 */
const widthsOf = (path: string): number[] => (LANDING_PAGES.includes(path) ? [375] : [320]);
const WIDTHS = [320, 375];

async function expectTextFits(page: Page, state: string): Promise<void> {
  const found = await findTextOverflow(page, { root: '[data-quote-widget]' });
  expect.soft(found, `text outside its box (${state}):\n${describeTextOverflow(found)}`).toEqual([]);
}

/** Taps a mode card, as a visitor does: the radio itself is drawn by its label. */
async function chooseMode(page: Page, name: 'USA/Canada' | 'International'): Promise<void> {
  await page.getByRole('group', { name: 'Where are you shipping?' }).getByText(name, { exact: true }).click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

    for (const entry of PAGES.filter(({ path }) => widthsOf(path).includes(width))) {
      test(`on ${entry.name} every step of the form keeps its text inside its boxes`, { tag: '@scan' }, async ({
        page,
      }) => {
        await page.goto(entry.path);
        await waitForMockApi(page);
        const form = new QuoteForm(page);
        await form.ready();

        // Step 1 in both modes, each with its shipping methods, and with its errors shown.
        await chooseMode(page, 'International');
        await expectTextFits(page, 'step 1, international');
        await chooseMode(page, 'USA/Canada');
        await expectTextFits(page, 'step 1, USA/Canada');
        await form.next.click();
        await expect(form.errorSummary).toBeVisible();
        await expectTextFits(page, 'step 1 with the error summary');

        await form.fillRoute();
        await form.next.click();
        await expect(form.stepHeading('Vehicles')).toBeVisible();
        await expectTextFits(page, 'step 2');

        // Several vehicles, each with its errors, then back to one to go on.
        await form.next.click();
        await expect(form.errorSummary).toBeVisible();
        const add = page.getByRole('button', { name: 'Add another vehicle' });
        await add.click();
        await add.click();
        await expect(page.getByRole('group', { name: 'Vehicle 3' })).toBeVisible();
        await expectTextFits(page, 'step 2 with three vehicles and the error summary');
        await page.getByRole('button', { name: 'Remove vehicle 3' }).click();
        await page.getByRole('button', { name: 'Remove vehicle 2' }).click();
        await expect(page.getByRole('group', { name: 'Vehicle 2' })).toHaveCount(0);
        await form.fillVehicle(entry.compact);
        await form.next.click();

        await expect(form.stepHeading('Your details')).toBeVisible();
        await expectTextFits(page, 'step 3');
        await form.submit.click();
        await expect(form.errorSummary).toBeVisible();
        await expectTextFits(page, 'step 3 with the error summary');

        await form.fillContact();
        await form.submit.click();
        await expect(form.result).toBeVisible();
        await expectTextFits(page, 'the result');
      });
    }
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

    for (const path of LANDING_PAGES) {
      test(`${path} keeps all its text inside its boxes, with the menu shut and open`, { tag: '@scan' }, async ({
        page,
      }) => {
        await page.goto(path);
        await new QuoteForm(page).ready();
        const whole = await findTextOverflow(page);
        expect.soft(whole, `text outside its box:\n${describeTextOverflow(whole)}`).toEqual([]);

        await page.getByRole('button', { name: /menu/i }).first().click();
        await expect(page.getByRole('link', { name: /request a quote/i }).first()).toBeVisible();
        const withMenu = await findTextOverflow(page);
        expect.soft(withMenu, `text outside its box, menu open:\n${describeTextOverflow(withMenu)}`).toEqual([]);
      });
    }
  });
}

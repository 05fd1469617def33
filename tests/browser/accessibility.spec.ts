/**
 * "an axe scan over every named state". Every example page is scanned; on pages with
 * a widget, every state of the form is: step 1, step 1 with its errors shown, step 2, step 3 and the result.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility';
import { openExample } from './support/example-page';
import { DOMESTIC_TRIP, INTERNATIONAL_TRIP, QuoteForm, type Trip } from './support/quote-form';

interface Widget {
  form: QuoteForm;
  compact: boolean;
  trip: Trip;
}

interface WidgetPage {
  path: string;
  widgets: (page: Page) => Widget[];
}

const one =
  (compact: boolean) =>
  (page: Page): Widget[] => [{ form: new QuoteForm(page), compact, trip: DOMESTIC_TRIP }];

const WIDGET_PAGES: WidgetPage[] = [
  { path: 'partner.html', widgets: one(false) },
  { path: 'affiliate.html?marketing_id=AFF-42&fbclid=FB.123', widgets: one(true) },
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
  },
  { path: 'strict-csp.html', widgets: one(false) },
  { path: 'spa.html?view=quote', widgets: one(false) },
];

const PLAIN_PAGES = ['index.html', 'booking-preview.html?lead=SQ-100001'];

/**
 * The dark palette is scanned as the light one, contrast included: every form on the page is set to
 * data-theme="auto" under a dark system setting, as a partner's dark page shows it.
 */
for (const palette of ['light', 'dark'] as const) {
  for (const { path, widgets } of WIDGET_PAGES) {
    const inDark = palette === 'dark' ? ' in the dark palette' : '';
    test(`${path.split('?')[0]} has no axe violations on any step of the quote form${inDark}`, async ({ page }) => {
      if (palette === 'dark') await page.emulateMedia({ colorScheme: 'dark' });
      await openExample(page, path);
      const all = widgets(page);
      for (const { form } of all) await form.ready();
      if (palette === 'dark') {
        await page.locator('[data-quote-widget]').evaluateAll((hosts) => {
          for (const host of hosts) host.setAttribute('data-theme', 'auto');
        });
        // Every form shows its dark palette before the scan.
        const dark = await page
          .locator('[data-quote-widget]')
          .evaluateAll((hosts) => hosts.map((host) => !!host.shadowRoot?.querySelector('.qw-page-dark')));
        expect(dark).toEqual(all.map(() => true));
      }
      await scanEveryStep(page, all);
    });
  }
}

/** Every state of the forms on the page, in step: step 1, step 1 with its errors, steps 2 and 3, the result. */
async function scanEveryStep(page: Page, all: Widget[]): Promise<void> {
  await expectNoAxeViolations(page, 'step 1');

  for (const { form } of all) {
    await form.next.click();
    await expect(form.errorSummary).toBeVisible();
  }
  await expectNoAxeViolations(page, 'step 1 with errors');

  for (const { form, trip } of all) {
    await form.fillRoute(trip);
    await form.next.click();
  }
  for (const { form } of all) await expect(form.stepHeading('Vehicles')).toBeVisible();
  await expectNoAxeViolations(page, 'step 2');

  for (const { form, compact } of all) {
    await form.fillVehicle(compact);
    await form.next.click();
  }
  for (const { form } of all) await expect(form.stepHeading('Your details')).toBeVisible();
  await expectNoAxeViolations(page, 'step 3');

  for (const { form } of all) {
    await form.fillContact();
    await form.submit.click();
  }
  for (const { form } of all) await expect(form.result).toBeVisible();
  await expectNoAxeViolations(page, 'result');
}

for (const path of PLAIN_PAGES) {
  test(`${path.split('?')[0]} has no axe violations`, async ({ page }) => {
    await page.goto(`/examples/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'page');
  });
}

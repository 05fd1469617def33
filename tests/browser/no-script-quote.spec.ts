/**
 * The quote form the site renders in the widget's place, against the real server: with JavaScript off,
 * and with JavaScript on but the widget's script blocked (a content blocker, a network that drops it), a
 * quote from each kind of page reaches its booking page with that page's placement stored, and a bad
 * email comes back with the error summary and every typed value kept. With the script, the widget
 * replaces the form.
 */
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, earliestShipDate } from '../../shared/dates';
import { openDatabase } from '../../site/storage/sqlite/database';
import { sqliteLeadReader } from '../support/sqlite-lead-reader';
import { expectNoAxeViolations } from './support/accessibility';
import { databaseFile } from './support/servers';

const PAGES = [
  { path: '/', source: 'home-hero', mode: 'domestic' },
  { path: '/landing', source: 'landing-hero', mode: 'domestic' },
  { path: '/international', source: 'international-sideform', mode: 'international' },
  { path: '/services/enclosed-auto-shipping', source: 'service-enclosed-auto-shipping', mode: 'domestic' },
] as const;

const ANSWERS = {
  origin: 'Austin, TX 78701',
  destination: 'Miami, FL 33101',
  year: '2019',
  make: 'Toyota',
  model: 'Camry',
  firstName: 'Dana',
  email: 'dana.rivera@example.com',
  phone: '(512) 555-0142',
};

const quoteForm = (page: Page) => page.getByRole('form', { name: 'Car Shipping Quote' });

/** Types a quote into the plain form, as a visitor would. */
async function fillIn(form: Locator, answers: typeof ANSWERS): Promise<void> {
  await form.getByRole('textbox', { name: 'Pickup location' }).fill(answers.origin);
  await form.getByRole('textbox', { name: 'Delivery location' }).fill(answers.destination);
  await form.getByLabel('First available date').fill(addDays(earliestShipDate(), 14));
  const vehicle = form.getByRole('group', { name: 'Vehicle 1' });
  await vehicle.getByRole('textbox', { name: 'Year' }).fill(answers.year);
  await vehicle.getByRole('textbox', { name: 'Make' }).fill(answers.make);
  await vehicle.getByRole('textbox', { name: 'Model' }).fill(answers.model);
  await form.getByRole('textbox', { name: 'First name' }).fill(answers.firstName);
  await form.getByRole('textbox', { name: 'Email' }).fill(answers.email);
  await form.getByRole('textbox', { name: 'Phone' }).fill(answers.phone);
}

function storedLead(token: string) {
  const db = openDatabase(databaseFile());
  try {
    return sqliteLeadReader(db).findByToken(token);
  } finally {
    db.close();
  }
}

/** A quote from each page reaches its booking page, stored with that page's placement. */
async function quoteFromEveryPage(page: Page): Promise<void> {
  for (const { path, source, mode } of PAGES) {
    await page.goto(path);
    const form = quoteForm(page);
    await fillIn(form, ANSWERS);
    await form.getByRole('button', { name: 'Get my quote' }).click();
    await expect(page, path).toHaveURL(/\/booking\/[A-Za-z0-9_-]+$/);
    const token = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const lead = storedLead(token);
    expect(lead?.submission.context.placement, path).toEqual({ source });
    expect(lead?.submission.mode, path).toBe(mode);
    expect(lead?.submission.email, path).toBe(ANSWERS.email);
  }
}

/** A bad email comes back with the summary first, linked to the field, and every value kept. */
async function badEmailComesBack(page: Page): Promise<void> {
  await page.goto('/landing');
  const answers = { ...ANSWERS, email: 'dana@' };
  await fillIn(quoteForm(page), answers);
  await quoteForm(page).getByRole('button', { name: 'Get my quote' }).click();

  const summary = page.getByRole('alert');
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(summary).toBeFocused();
  const link = summary.getByRole('link', { name: 'Enter an email address like name@example.com' });
  await expect(link).toHaveAttribute('href', '#qf-email');
  const form = quoteForm(page);
  const email = form.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue('dana@');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: 'Pickup location' })).toHaveValue(answers.origin);
  await expect(form.getByRole('textbox', { name: 'Delivery location' })).toHaveValue(answers.destination);
  await expect(form.getByRole('textbox', { name: 'Model' }).first()).toHaveValue(answers.model);
  await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue(answers.phone);

  await link.click();
  await expect(email).toBeFocused();
  await email.fill(ANSWERS.email);
  await form.getByRole('button', { name: 'Get my quote' }).click();
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]+$/);
  const lead = storedLead(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  expect(lead?.submission.context.placement).toEqual({ source: 'landing-hero' });
}

const blockWidget = (context: BrowserContext) => context.route('**/widget/quote-widget.js', (route) => route.abort());

test.describe('with JavaScript off', { tag: '@flow' }, () => {
  test.use({ javaScriptEnabled: false });

  test('a quote from the home page, both landings and a service page reaches its booking page', async ({ page }) => {
    await quoteFromEveryPage(page);
  });

  test('a bad email comes back with the error summary and every typed value kept', async ({ page }) => {
    await badEmailComesBack(page);
  });
});

test.describe('with the widget’s script blocked', { tag: '@flow' }, () => {
  test.beforeEach(({ context }) => blockWidget(context));

  test('a quote from the home page, both landings and a service page reaches its booking page', async ({ page }) => {
    await quoteFromEveryPage(page);
  });

  test('a bad email comes back with the error summary and every typed value kept', async ({ page }) => {
    await badEmailComesBack(page);
  });

  test('the form passes axe, fresh and with its problems @scan', async ({ page }) => {
    await page.goto('/');
    await expect(quoteForm(page)).toBeVisible();
    await expectNoAxeViolations(page, 'the plain quote form');
    await quoteForm(page).getByRole('button', { name: 'Get my quote' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, 'the plain quote form with its problems');
  });
});

test('the widget replaces the plain form when its script runs', { tag: '@steady' }, async ({ page }) => {
  await page.goto('/');
  const host = page.locator('#main-form');
  await expect(host.getByRole('combobox', { name: 'Pickup location' })).toBeVisible();
  await expect(page.locator('form.quote-form')).toHaveCount(0);
  // The element's own children, not its shadow root's: nothing of the plain form is left in the page.
  expect(await host.evaluate((el) => el.childNodes.length)).toBe(0);
});

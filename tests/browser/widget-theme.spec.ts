/**
 * The widget's palette follows the page it sits on. The broker's own pages embed it with
 * data-theme="auto": it takes the site's theme, the stored choice or the system's, and follows the theme
 * switch without a reload. On a partner's page data-theme="auto" follows the visitor's system setting,
 * also when it changes; "dark" and the default light ignore it, and a value the widget does not know
 * draws the light palette with a console warning.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openExample } from './support/example-page';
import { QuoteForm } from './support/quote-form';

type Scheme = 'light' | 'dark';

/** Light or dark as the visitor sees the form: the lightness of its background. */
function formScheme(host: Locator): Promise<Scheme> {
  return host.evaluate((el) => {
    const form = el.shadowRoot?.querySelector('.qw');
    if (!form) throw new Error('The widget has not rendered');
    const [r = 0, g = 0, b = 0] = (getComputedStyle(form).backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b > 128 ? 'light' : 'dark';
  });
}

async function expectFormScheme(host: Locator, scheme: Scheme): Promise<void> {
  await expect.poll(() => formScheme(host), { message: `the form is ${scheme}` }).toBe(scheme);
}

/** Serves the partner example with `attribute` added to its widget element, as a partner writes it. */
async function partnerPageWith(page: Page, attribute: string): Promise<Locator> {
  await page.route('**/examples/partner.html', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<div data-quote-widget ', `<div data-quote-widget ${attribute} `);
    await route.fulfill({ response, body: html });
  });
  await openExample(page, 'partner.html');
  await new QuoteForm(page).title.waitFor();
  return page.locator('[data-quote-widget]');
}

test.describe('on the broker’s own site', () => {
  const themeSwitch = (page: Page) => page.getByRole('switch', { name: 'Dark theme' });

  test('the form takes the site’s theme and follows the switch without a reload', { tag: '@steady' }, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const host = page.locator('#main-form');
    await expect(host).toHaveAttribute('data-theme', 'auto');
    await new QuoteForm(page, host).title.waitFor();
    await expectFormScheme(host, 'light');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await themeSwitch(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectFormScheme(host, 'dark');
    await themeSwitch(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectFormScheme(host, 'light');

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('the form is dark as soon as it shows under a dark system, and a stored light choice wins', {
    tag: '@steady',
  }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const host = page.locator('#main-form');
    await new QuoteForm(page, host).title.waitFor();
    expect(await formScheme(host)).toBe('dark');

    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await new QuoteForm(page, host).title.waitFor();
    expect(await formScheme(host)).toBe('light');
  });
});

test.describe('on a partner’s page', () => {
  test('data-theme="auto" follows the visitor’s system setting as it changes', { tag: '@steady' }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const host = await partnerPageWith(page, 'data-theme="auto"');
    expect(await formScheme(host)).toBe('dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await expectFormScheme(host, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectFormScheme(host, 'dark');
  });

  test('data-theme="dark" and the default light palette ignore the system setting', { tag: '@steady' }, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const host = await partnerPageWith(page, 'data-theme="dark"');
    expect(await formScheme(host)).toBe('dark');

    await page.emulateMedia({ colorScheme: 'dark' });
    await host.evaluate((el) => el.removeAttribute('data-theme'));
    await expectFormScheme(host, 'light');
  });

  test('a value the widget does not know draws the light palette and is reported', { tag: '@steady' }, async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    const host = await partnerPageWith(page, 'data-theme="night"');
    expect(await formScheme(host)).toBe('light');
    expect(warnings).toContain('[quote-widget] Ignoring data-theme="night"; using light.');
  });
});

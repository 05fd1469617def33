/**
 * The dark/light switch: with no stored choice the page follows the system; a choice
 * is kept in localStorage `theme` and wins over the system after a reload, in both directions, and is
 * already applied when the document is parsed, so a reload never flashes the other theme.
 */
import { expect, type Page, test } from '@playwright/test';

type Scheme = 'light' | 'dark';

/** Records the theme attribute when <body> starts (before the first paint) and at DOMContentLoaded. */
async function recordThemeTiming(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as Record<string, string | null>;
    const read = () => document.documentElement.dataset.theme ?? null;
    const observer = new MutationObserver(() => {
      if (document.body && !('themeAtBody' in record)) {
        record.themeAtBody = read();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      record.themeAtDomContentLoaded = read();
    });
  });
}

const recorded = (page: Page, name: 'themeAtBody' | 'themeAtDomContentLoaded') =>
  page.evaluate((key) => (window as unknown as Record<string, string | null>)[key] ?? null, name);

/** Light or dark as the visitor sees it: the page background's lightness. */
async function shownScheme(page: Page): Promise<Scheme> {
  const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 128 ? 'light' : 'dark';
}

const themeSwitch = (page: Page) => page.getByRole('switch', { name: 'Dark theme' });

async function expectTheme(page: Page, scheme: Scheme, stored: Scheme | null): Promise<void> {
  await expect(themeSwitch(page)).toHaveAttribute('aria-checked', String(scheme === 'dark'));
  expect(await shownScheme(page)).toBe(scheme);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(stored);
  if (stored) await expect(page.locator('html')).toHaveAttribute('data-theme', stored);
}

async function switchTo(page: Page, scheme: Scheme): Promise<void> {
  await themeSwitch(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  await expect(themeSwitch(page)).toHaveAttribute('aria-checked', String(scheme === 'dark'));
}

for (const scheme of ['light', 'dark'] as const) {
  test(`with no stored choice the site follows a ${scheme} system theme`, { tag: '@steady' }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/services');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    await expectTheme(page, scheme, null);
  });
}

test('switching to dark on a light system persists across reload, and so does switching back to light', {
  tag: '@steady',
}, async ({ page }) => {
  await recordThemeTiming(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expectTheme(page, 'light', null);

  await switchTo(page, 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  // No flash: the stored theme is on <html> before the body is parsed and at DOMContentLoaded.
  expect(await recorded(page, 'themeAtBody')).toBe('dark');
  expect(await recorded(page, 'themeAtDomContentLoaded')).toBe('dark');
  await expectTheme(page, 'dark', 'dark');

  await switchTo(page, 'light');
  await page.reload();
  expect(await recorded(page, 'themeAtBody')).toBe('light');
  expect(await recorded(page, 'themeAtDomContentLoaded')).toBe('light');
  await expectTheme(page, 'light', 'light');

  // The choice holds on every page, not only the one where it was made.
  await page.goto('/frequently-asked-questions');
  expect(await recorded(page, 'themeAtDomContentLoaded')).toBe('light');
  await expectTheme(page, 'light', 'light');
});

test('a stored choice wins over a dark system theme in both directions', { tag: '@steady' }, async ({ page }) => {
  await recordThemeTiming(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expectTheme(page, 'dark', null);

  await switchTo(page, 'light');
  await page.reload();
  expect(await recorded(page, 'themeAtBody')).toBe('light');
  expect(await recorded(page, 'themeAtDomContentLoaded')).toBe('light');
  await expectTheme(page, 'light', 'light');

  await switchTo(page, 'dark');
  await page.reload();
  expect(await recorded(page, 'themeAtDomContentLoaded')).toBe('dark');
  await expectTheme(page, 'dark', 'dark');
});

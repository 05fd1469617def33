/**
 * The international landing page: the quote form opens in international mode, the where-we-ship
 * accordion and its picture, the vehicle tab list by keyboard, and the share bar's Copy link.
 */
import { expect, test } from '@playwright/test';
import { expectFocused, widgetsReady } from './support/landing';

test.beforeEach(async ({ page }) => {
  await page.goto('/international');
});

test('the side form opens switched to International', { tag: '@steady' }, async ({ page }) => {
  await widgetsReady(page);
  const form = page.locator('#international-sideform');
  await expect(form.getByRole('radio', { name: 'International' })).toBeChecked();
});

test('where we ship opens on USA/Canada, and the picture follows the region chosen', { tag: '@steady' }, async ({
  page,
}) => {
  const section = page.locator('#shipping-locations');
  const usa = section.locator('details', { has: page.getByText('USA/Canada', { exact: true }) });
  const europe = section.locator('details', { has: page.getByText('Europe', { exact: true }) });
  await expect(usa).toHaveAttribute('open', '');
  await expect(section.getByRole('img', { name: 'Map of the USA and Canada' })).toBeVisible();
  await expect(section.getByRole('img', { name: 'Map of Europe' })).toBeHidden();
  await expect(section.getByRole('link', { name: 'Canada' })).toHaveAttribute(
    'href',
    '/services/us-canada-car-shipping',
  );

  await section.getByText('Europe', { exact: true }).click();
  await expect(europe).toHaveAttribute('open', '');
  await expect(usa).not.toHaveAttribute('open', '');
  await expect(section.getByRole('img', { name: 'Map of Europe' })).toBeVisible();
  await expect(section.getByRole('img', { name: 'Map of the USA and Canada' })).toBeHidden();
  await expect(europe.getByText('France')).toBeVisible();

  await section.getByText('Africa', { exact: true }).click();
  await expect(section.getByRole('img', { name: 'Map of Africa' })).toBeVisible();
  await expect(europe).not.toHaveAttribute('open', '');
});

test('the vehicle tabs start on Trailers and follow the arrow keys, Home and End', async ({ page }) => {
  const list = page.getByRole('tablist', { name: 'Vehicle types' });
  const tab = (name: string) => list.getByRole('tab', { name, exact: true });
  await expect(tab('Trailers')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Trailers' })).toBeVisible();

  await tab('Trailers').focus();
  const steps: [string, string][] = [
    ['ArrowRight', 'Recreational'],
    ['Home', 'Car'],
    ['ArrowLeft', 'Equipment'],
    ['End', 'Equipment'],
    ['ArrowLeft', 'Classics/exotics'],
    ['ArrowRight', 'Equipment'],
    ['ArrowRight', 'Car'],
  ];
  for (const [key, name] of steps) {
    await page.keyboard.press(key);
    await expect(tab(name), `${key} → ${name}`).toHaveAttribute('aria-selected', 'true');
    await expectFocused(tab(name));
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    await expect(list.getByRole('tab', { selected: true })).toHaveCount(1);
  }
});

test('Copy link puts the page address on the clipboard and says so', { tag: '@steady' }, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const status = page.getByRole('status').filter({ hasText: /link/i });
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('#share-status')).toHaveText('Link copied to the clipboard.');
  await expect(status).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());
});

test('the share links carry the page address and open in a new tab', { tag: '@steady' }, async ({ page }) => {
  const address = encodeURIComponent(page.url());
  for (const [name, param] of [
    ['Share on X (opens in a new tab)', 'url'],
    ['Share on Facebook (opens in a new tab)', 'u'],
  ]) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`[?&]${param}=${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByRole('link', { name: 'Follow us on Instagram (opens in a new tab)' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.instagram\.com\//,
  );
});

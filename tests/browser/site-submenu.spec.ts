/**
 * The rail's services submenu: a disclosure that opens and closes with the keyboard and
 * lists the visible services by group; Golf Cart and UTV Shipping are not in it.
 */
import { expect, type Page, test } from '@playwright/test';
import { hasFocus, tabTo } from './support/keyboard';

const rail = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const summary = (page: Page, name: string) => rail(page).locator('summary').filter({ hasText: name });

test('Enter on the Services summary opens the submenu with its groups, and Enter again closes it', async ({ page }) => {
  await page.goto('/');
  const services = summary(page, 'Services');
  const openAuto = rail(page).getByRole('link', { name: 'Open Auto Shipping' });
  await expect(openAuto).toBeHidden();

  await tabTo(page, services);
  await page.keyboard.press('Enter');
  await expect(services.locator('xpath=..')).toHaveAttribute('open', '');
  await expect(openAuto).toBeVisible();
  await expect(openAuto).toHaveAttribute('href', '/services/open-auto-shipping');
  for (const name of ['All services', 'Heavy Equipment Shipping', 'Enclosed Exotic Car Shipping', 'Boat Shipping']) {
    await expect(rail(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const group of ['Heavy equipment', 'Locational', 'Enclosed', 'International', 'Non car', 'Open']) {
    await expect(rail(page).getByText(group, { exact: true })).toBeVisible();
  }
  // Hidden from the rail.
  await expect(rail(page).getByRole('link', { name: /Golf Cart|UTV/ })).toHaveCount(0);

  // Tab moves into the open submenu, to its links.
  await page.keyboard.press('Tab');
  await expect(rail(page).getByRole('link', { name: 'All services' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await hasFocus(services)).toBe(true);

  await page.keyboard.press('Enter');
  await expect(services.locator('xpath=..')).not.toHaveAttribute('open', '');
  await expect(openAuto).toBeHidden();
  expect(await hasFocus(services)).toBe(true);

  // Space works as well as Enter.
  await page.keyboard.press('Space');
  await expect(openAuto).toBeVisible();
  await page.keyboard.press('Space');
  await expect(openAuto).toBeHidden();
});

test('a link of the submenu leads to its service page', async ({ page }) => {
  await page.goto('/services');
  await tabTo(page, summary(page, 'Services'));
  await page.keyboard.press('Enter');
  await rail(page).getByRole('link', { name: 'Open Auto Shipping' }).click();
  await expect(page).toHaveURL(/\/services\/open-auto-shipping$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open Auto Transport');
});

test('the Shipping Guide submenu opens by keyboard too', async ({ page }) => {
  await page.goto('/');
  const guide = summary(page, 'Shipping Guide');
  await tabTo(page, guide, 40);
  await page.keyboard.press('Enter');
  for (const name of ['Preparing Your Vehicle', 'Understanding Car Shipping Insurance']) {
    await expect(rail(page).getByRole('link', { name })).toBeVisible();
  }
  await page.keyboard.press('Enter');
  await expect(rail(page).getByRole('link', { name: 'Preparing Your Vehicle' })).toBeHidden();
});

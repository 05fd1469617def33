/**
 * The mobile menu at 375 px: a modal dialog that locks page scrolling, keeps focus inside,
 * closes with Escape or its close button and gives focus back to the menu button; it has a Quote button
 * to /#main-form, a call button and the office address.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { brand } from '../../site/content/brand';

test.use({ viewport: { width: 375, height: 800 } });

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

const focusInside = (container: Locator) =>
  container.evaluate((el) => !!document.activeElement && el.contains(document.activeElement));
const isFocused = (target: Locator) => target.evaluate((el) => document.activeElement === el);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/**
 * Waits until the browser has drawn a few frames: input it was sent has been handled by then, and a scroll
 * it started (a wheel, a key, a smooth scroll) has begun to move the page.
 */
const framesDrawn = (page: Page, frames = 5) =>
  page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      }),
    frames,
  );

/**
 * A click where the button is, without Playwright scrolling it "into view" first: the button sits in a
 * sticky header, and scrolling a sticky element into view moves the page to its unstuck place (the top).
 */
async function clickInPlace(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not laid out`);
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function openMenu(page: Page): Promise<Locator> {
  await expect(menuButton(page)).toBeVisible();
  await clickInPlace(menuButton(page));
  const menu = dialog(page);
  await expect(menu).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html')).toHaveClass(/scroll-locked/);
  return menu;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
  await expect.poll(() => scrollY(page)).toBe(400);
});

test('the open menu locks page scrolling against the wheel and the keyboard', async ({ page }) => {
  const menu = await openMenu(page);
  // Opening the menu keeps the visitor's place on the page.
  const before = await scrollY(page);
  expect(before).toBe(400);
  const box = await menu.boundingBox();
  await page.mouse.move((box?.width ?? 300) / 2, (box?.height ?? 600) / 2);
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 800);
  // Focus is on the close button: keys that scroll, not ones that press it.
  for (const key of ['PageDown', 'End', 'ArrowDown', 'Home', 'PageUp']) await page.keyboard.press(key);
  // From a link inside the menu, Space would scroll a page too.
  await menu.getByRole('link', { name: 'Home', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('End');
  await framesDrawn(page);
  expect(await scrollY(page)).toBe(before);
  await expect(menu).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/scroll-locked/);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  await page.mouse.move(200, 400);
  // Unlocked, the page scrolls again, from where it was.
  expect(await scrollY(page)).toBe(before);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before);
});

test('Tab and Shift+Tab stay inside the menu; Escape closes it and focus returns to the menu button', async ({
  page,
}) => {
  const menu = await openMenu(page);
  await expect.poll(() => focusInside(menu), 'focus moves into the menu').toBe(true);
  const visited = new Set<string>();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(menu), `after Tab ${i + 1}`).toBe(true);
    visited.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? ''));
  }
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(menu), `after Shift+Tab ${i + 1}`).toBe(true);
  }
  expect(visited.size, 'Tab moves between the menu items').toBeGreaterThan(5);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  expect(await isFocused(menuButton(page))).toBe(true);
});

test('the close button closes the menu and gives focus back to the menu button', async ({ page }) => {
  const menu = await openMenu(page);
  await clickInPlace(menu.getByRole('button', { name: 'Close menu' }));
  await expect(menu).toBeHidden();
  await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  expect(await isFocused(menuButton(page))).toBe(true);
  // The visitor is still where they were on the page.
  expect(await scrollY(page)).toBe(400);
});

test('the menu has the Quote button, a call button and the office address', async ({ page }) => {
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Quote', exact: true })).toHaveAttribute('href', '/#main-form');
  const call = menu.getByRole('link', { name: /^Call / });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', /^tel:\+?\d{10,}$/);
  await expect(menu.getByText(brand.address.oneLine)).toBeVisible();
  await expect(menu.getByRole('switch', { name: 'Dark theme' })).toBeVisible();
  // Golf Cart and UTV Shipping are hidden from the mobile menu.
  await expect(menu.getByRole('link', { name: /Golf Cart|UTV/ })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Open Auto Shipping' })).toBeVisible();

  // The Quote button takes the visitor to the form and closes the menu.
  await menu.getByRole('link', { name: 'Quote', exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/#main-form$/);
  await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('the menu button gives way to a link to the footer site map, which lists the main pages', {
    tag: '@steady',
  }, async ({ page }) => {
    await page.goto('/services');
    await expect(page.locator('.menu-button').first()).toBeHidden();
    await page.getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/#site-map$/);
    const siteMap = page.getByRole('navigation', { name: 'Site map' });
    for (const name of ['Home', 'Services', 'Transport solutions', 'Shipping locations', 'Shipping Guide', 'Blog']) {
      await expect(siteMap.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });
});

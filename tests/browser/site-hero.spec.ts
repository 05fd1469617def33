/**
 * The home hero: the still image becomes the video 3 s after load, never with prefers-reduced-motion or
 * Save-Data; the video can be paused. No tag manager loads without GTM_ID. The page's clock is Playwright's
 * fake one, paused before the page loads, so the tests move time themselves instead of waiting for it.
 */
import { expect, type Page, test } from '@playwright/test';

const hero = (page: Page) => page.locator('[data-hero-video]');

/** Opens the home page with its timers held: nothing scheduled from the load on runs until the test says. */
async function openWithClockHeld(page: Page) {
  const start = new Date('2026-11-25T12:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto('/');
  await page.waitForLoadState('load');
}

test('the still image becomes the video 3 s after load, with a pause button', async ({ page }) => {
  const gtm: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('googletagmanager')) gtm.push(request.url());
  });
  await openWithClockHeld(page);

  await page.clock.runFor(2_900);
  await expect(hero(page).locator('img')).toBeVisible();
  await expect(hero(page).locator('video')).toHaveCount(0);

  await page.clock.runFor(200);
  await expect(hero(page).locator('video')).toHaveCount(1);
  await expect(hero(page).locator('img')).toHaveCount(0);

  const toggle = page.getByRole('button', { name: 'Pause video' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
  expect(
    await hero(page)
      .locator('video')
      .evaluate((video: HTMLVideoElement) => video.paused),
  ).toBe(true);

  // 3.5 s after load a configured tag manager would be requested; this server has no GTM_ID.
  await page.clock.runFor(1_000);
  expect(gtm).toEqual([]);
});

test('with reduced motion the still image stays', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openWithClockHeld(page);
  await page.clock.runFor(10_000);
  await expect(hero(page).locator('img')).toBeVisible();
  await expect(hero(page).locator('video')).toHaveCount(0);
});

test('with Save-Data the still image stays and the video is never requested', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  });
  const media: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/')) media.push(request.url());
  });
  await openWithClockHeld(page);
  await page.clock.runFor(10_000);
  await expect(hero(page).locator('img')).toBeVisible();
  await expect(hero(page).locator('video')).toHaveCount(0);
  expect(media).toEqual([]);
});

/**
 * A YouTube video in a WordPress post, end to end: the real server reads the recorded WordPress answer,
 * whose block-editor post embeds a video. Every request the page makes is watched: before the play button
 * is pressed nothing goes to YouTube or Google (the thumbnail comes from the site), and pressing it loads
 * the privacy-enhanced player, which the test answers itself. Without JavaScript the facade is a link to
 * the video on youtube.com.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility';
import { watchCsp } from './support/csp-violations';
import { siteOrigin } from './support/servers';

const POST = '/blog/moving-across-state-lines';
const VIDEO_ID = 'aqz-KE-bpKQ';
const PLAYER = `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`;
/** Any host of YouTube's or Google's. */
const THIRD_PARTY =
  /^https?:\/\/([^/]*\.)?(youtube|youtube-nocookie|ytimg|googlevideo|google|gstatic|doubleclick)\.[a-z.]+(\/|$)/i;

/** Every request the page makes; YouTube's player is answered here, anything else off the machine refused. */
async function watchRequests(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url.startsWith('https://www.youtube-nocookie.com/embed/')) {
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Playing</p>' });
    } else if (url.startsWith('http://127.0.0.1:')) {
      await route.continue();
    } else {
      await route.abort();
    }
  });
  return requests;
}

test('a post loads nothing from YouTube until its video is played, then plays it from youtube-nocookie.com', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const requests = await watchRequests(page);
  await page.goto(`${siteOrigin('wordPress')}${POST}`);
  const play = page.getByRole('button', { name: 'Play video: YouTube video' });
  await play.scrollIntoViewIfNeeded();
  const thumbnail = play.locator('img');
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => THIRD_PARTY.test(url))).toEqual([]);
  expect(new URL(await thumbnail.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname).toBe(
    `/blog/video-thumbnails/${VIDEO_ID}`,
  );
  await expectNoAxeViolations(page, 'the video facade before play');

  await play.click();
  const player = page.locator('iframe.video-facade-player');
  await expect(player).toHaveAttribute('src', PLAYER);
  await expect(player).toHaveAttribute('title', 'YouTube video');
  await expect(page.frameLocator('iframe.video-facade-player').getByText('Playing')).toBeVisible();
  await expect(player).toBeFocused();
  expect(requests.filter((url) => THIRD_PARTY.test(url))).toEqual([PLAYER]);
  await expect(play).toHaveCount(0);
  await expectNoAxeViolations(page, 'the video player after play');
  expect(await violations()).toEqual([]);
});

test('the facade plays from the keyboard too', async ({ page }) => {
  await watchRequests(page);
  await page.goto(`${siteOrigin('wordPress')}${POST}`);
  const play = page.getByRole('button', { name: 'Play video: YouTube video' });
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('iframe.video-facade-player')).toHaveAttribute('src', PLAYER);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the facade is a link to the video on youtube.com, and nothing loads from YouTube', { tag: '@steady' }, async ({
    page,
  }) => {
    const requests = await watchRequests(page);
    await page.goto(`${siteOrigin('wordPress')}${POST}`);
    const link = page.getByRole('link', { name: 'Watch on YouTube: YouTube video' });
    await expect(link).toHaveAttribute('href', `https://www.youtube.com/watch?v=${VIDEO_ID}`);
    await expect(page.getByRole('button', { name: /Play video/ })).toHaveCount(0);
    await link.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => THIRD_PARTY.test(url))).toEqual([]);
  });
});

/** Waiting for the browser to draw. */
import type { Page } from '@playwright/test';

/**
 * Two animation frames: long enough for a scroll the browser was asked for to have happened, and for what a
 * render changed to have been drawn.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Opening an example page the way a visitor does, once the widget's calls are answered (examples/mock-switch.js). */
import type { Page } from '@playwright/test';

/**
 * Opens a page below /examples/. Without `?mock=` in `path` the widget uses the real API of the test
 * server; with it, waits for the in-browser mock's service worker (examples/dev/mock-api.ts).
 */
export async function openExample(page: Page, path: string): Promise<void> {
  await page.goto(`/examples/${path}`);
  await waitForMockApi(page);
}

export async function waitForMockApi(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await window.__quoteMockReady;
  });
}

/** A ship date `days` from today in the visitor's calendar, as typed (MM/DD/YYYY) and as sent (ISO). */
export function shipDate(days: number): { typed: string; iso: string } {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return { typed: `${mm}/${dd}/${d.getFullYear()}`, iso: `${d.getFullYear()}-${mm}-${dd}` };
}

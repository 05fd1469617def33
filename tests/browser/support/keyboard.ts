/** Moving through a page with the keyboard alone, as a visitor without a mouse does. */
import { expect, type Locator, type Page } from '@playwright/test';

/** True when `target` is the focused element, looking through open shadow roots. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === el;
  });
}

/** Presses Tab until `target` has focus; fails if it is not reached within `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 25): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < limit; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await hasFocus(target), `Tab did not reach ${target}`).toBe(true);
}

/** Waits until focus is inside `container` (for example a calendar that focuses a day when it opens). */
export async function expectFocusWithin(container: Locator): Promise<void> {
  await expect
    .poll(() =>
      container.evaluate((el) => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return !!active && el.contains(active);
      }),
    )
    .toBe(true);
}

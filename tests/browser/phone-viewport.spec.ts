/**
 * On a narrow phone the form fits the screen (no sideways scrolling, WCAG 1.4.10), inputs are at least
 * 16 px so iOS does not zoom, and buttons are at least 44 px tall (widget.css).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openExample } from './support/example-page';
import { QuoteForm } from './support/quote-form';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

async function expectNoSidewaysScroll(page: Page, state: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `page width on ${state}`).toBeLessThanOrEqual(clientWidth);
}

async function expectFontAtLeast16(fields: Locator[]): Promise<void> {
  for (const field of fields) {
    const size = await field.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(size, `font size of ${field}`).toBeGreaterThanOrEqual(16);
  }
}

async function expectTallEnough(controls: Locator[]): Promise<void> {
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box, `${control} is laid out`).not.toBeNull();
    expect(box!.height, `height of ${control}`).toBeGreaterThanOrEqual(44);
  }
}

test('on a 375 px phone the form fits without sideways scrolling, with 16 px inputs and 44 px buttons', {
  tag: '@scan',
}, async ({ page }) => {
  await openExample(page, 'partner.html');
  const form = new QuoteForm(page);
  await form.ready();
  await expectNoSidewaysScroll(page, 'step 1');
  await expectFontAtLeast16([form.pickup, form.delivery, form.date]);
  await expectTallEnough([form.next, form.calendarButton]);

  await form.calendarButton.click();
  await expect(form.calendar.getByRole('grid')).toBeVisible();
  await expectNoSidewaysScroll(page, 'step 1 with the calendar open');
  await form.calendar.getByRole('button', { name: 'Close calendar' }).click();

  await form.next.click();
  await expect(form.errorSummary).toBeVisible();
  await expectNoSidewaysScroll(page, 'step 1 with errors');

  await form.fillRoute();
  await form.next.click();
  await expect(form.stepHeading('Vehicles')).toBeVisible();
  await expectNoSidewaysScroll(page, 'step 2');
  await expectFontAtLeast16([form.year, form.make, form.model]);
  await expectTallEnough([
    form.next,
    page.getByRole('button', { name: 'Previous' }),
    page.getByRole('button', { name: 'Add another vehicle' }),
  ]);

  await form.fillVehicle();
  await form.next.click();
  await expect(form.stepHeading('Your details')).toBeVisible();
  await expectNoSidewaysScroll(page, 'step 3');
  await expectFontAtLeast16([form.firstName, form.email, form.phone]);
  await expectTallEnough([form.submit]);

  await form.fillContact();
  await form.submit.click();
  await expect(form.result).toBeVisible();
  await expectNoSidewaysScroll(page, 'result');
  await expectTallEnough([form.bookingLink]);
});

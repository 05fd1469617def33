/**
 * The instant price inside the embedded form: a Dallas → Miami sedan sent to the real API shows open and
 * enclosed prices in the result step, each within the range its booking page gives.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility';
import { openExample } from './support/example-page';
import { QuoteForm } from './support/quote-form';

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

test('the result step shows the price of a Dallas → Miami sedan, within its booking page’s range', async ({
  page,
  context,
}) => {
  await openExample(page, 'partner.html');
  const form = new QuoteForm(page);
  await form.completeQuote();
  await expect(form.result).toBeVisible();

  const estimate = page.getByRole('heading', { name: 'Your instant estimate' });
  await expect(estimate).toBeVisible();
  const lines = page.getByRole('listitem').filter({ hasText: /carrier from/ });
  await expect(lines).toHaveCount(2);
  const shown: Record<string, number> = {};
  for (const line of await lines.allTextContents()) {
    const match = line.match(/^(Open|Enclosed) carrier from (\$[\d,]+), (\d+)\u2060?–\u2060?(\d+)\sdays/);
    expect(match, line).not.toBeNull();
    if (match?.[1] && match[2]) shown[match[1]] = dollars(match[2]);
  }
  await expectNoAxeViolations(page, 'result with the instant price');

  // The booking page, in a tab of its own as the link opens it: the full quote with the likely ranges.
  const href = await form.bookingLink.getAttribute('href');
  expect(href).toBeTruthy();
  const booking = await context.newPage();
  await booking.goto(href as string);
  const rangeRow = booking.getByRole('row', { name: /Likely range/ });
  const ranges = (await rangeRow.getByRole('cell').allTextContents()).map((cell) =>
    cell.split('–').map((part) => dollars(part.trim())),
  );
  expect(ranges).toHaveLength(2);
  const [[openLow, openHigh], [enclosedLow, enclosedHigh]] = ranges as [[number, number], [number, number]];
  expect(shown.Open).toBeGreaterThanOrEqual(openLow);
  expect(shown.Open).toBeLessThanOrEqual(openHigh);
  expect(shown.Enclosed).toBeGreaterThanOrEqual(enclosedLow);
  expect(shown.Enclosed).toBeLessThanOrEqual(enclosedHigh);
});

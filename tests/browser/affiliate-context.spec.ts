/**
 * A quote from an affiliate link carries the embed's own placement and, apart from it, the campaign
 * values of the page address, plus one idempotency key.
 */
import { expect, test } from '@playwright/test';
import { openExample } from './support/example-page';
import { QuoteForm } from './support/quote-form';

test('a quote from an affiliate link sends the partner id, source, marketing_id, fbclid and an idempotency key', async ({
  page,
}) => {
  await openExample(page, 'affiliate.html?marketing_id=AFF-42&fbclid=FB.123');
  const form = new QuoteForm(page);

  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/createOpportunityAndSendToBooking'),
  );
  await form.completeQuote({ compact: true });
  const body = (await sent).postDataJSON();

  expect(body.context).toMatchObject({
    placement: { id: 'AFF-LANDING', source: 'affiliate-landing' },
    campaign: { marketing_id: 'AFF-42', fbclid: 'FB.123', landing_page: '/examples/affiliate.html' },
  });
  // The page address goes without its query, which may hold personal data.
  expect(body.context.page_url).toMatch(/\/examples\/affiliate\.html$/);
  expect(body.idempotency_key).toMatch(/^[a-f0-9]{32}$/);

  await expect(form.result).toBeVisible();
  await expect(form.bookingLink).toBeVisible();
});

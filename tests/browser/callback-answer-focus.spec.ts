/**
 * The answer to a call-back request takes the focus, with JavaScript and without, at a phone's width:
 * the page runs no script, so this is the browser honouring `autofocus`, which only a browser shows. The
 * page with the answer has no axe violation.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { validSubmissionInput } from '../support/valid-submission';
import { expectNoAxeViolations } from './support/accessibility';
import { hasFocus } from './support/keyboard';

/** An overseas quote posted to the real API, which an advisor prices; answers its booking page's path. */
async function overseasBookingPath(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/createOpportunityAndSendToBooking', {
    data: validSubmissionInput({
      context: { placement: { source: 'browser-test' } },
      mode: 'international',
      transport_type: 'container',
      origin_postal_code: 'Baltimore, MD (port)',
      destination_postal_code: 'Bremerhaven, Germany (port)',
    }),
  });
  expect(answer.status()).toBe(200);
  return new URL(((await answer.json()) as { url: string }).url).pathname;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 667 } });

    test('the call-back answer comes first and has the focus once the request is sent', async ({ page, request }) => {
      await page.goto(await overseasBookingPath(request));
      const day = page.getByLabel('Preferred day');
      // The last day offered is two weeks ahead: its afternoon is open whatever the day and hour now.
      const lastDay = await day.locator('option').last().getAttribute('value');
      await day.selectOption(lastDay ?? '');
      await page.getByLabel('Afternoon, 12 noon to 5 pm').check();
      await page.getByRole('button', { name: 'Request a call back' }).click();

      const answer = page.getByRole('region', { name: 'Call back requested' });
      await expect(answer).toBeInViewport();
      await expect(answer.getByRole('status')).toContainText('in the afternoon (12 noon to 5 pm Central Time)');
      await expect.poll(() => hasFocus(answer)).toBe(true);
      // axe runs as a script in the page: the same markup is scanned once, with JavaScript on.
      if (javaScriptEnabled) await expectNoAxeViolations(page, 'call-back answer, 375 px');
    });
  });
}

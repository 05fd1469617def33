/**
 * A visitor without a mouse gets a quote on the partner page: Tab between fields, arrows and Enter for
 * suggestions and the calendar, Space for radios, Enter to submit (WCAG 2.1.1). No click anywhere.
 */
import { expect, test } from '@playwright/test';
import { openExample, shipDate } from './support/example-page';
import { expectFocusWithin, hasFocus, tabTo } from './support/keyboard';
import { PERSON, QuoteForm, VEHICLE } from './support/quote-form';

test('a visitor completes a quote with the keyboard alone and the booking page opens after about 1.5 s', async ({
  page,
  context,
}) => {
  // Playwright's clock: time flows as usual until the quote is sent, then the test moves it on.
  await page.clock.install();
  // Every booking page the widget opens goes through window.open: the calls are counted as they happen.
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.__openedUrls = [];
    window.open = (...args: Parameters<typeof window.open>) => {
      window.__openedUrls?.push(String(args[0]));
      return open(...args);
    };
  });
  await openExample(page, 'partner.html');
  const form = new QuoteForm(page);
  await form.ready();

  // Step 1. Suggestions: type, ArrowDown to the first, Enter to take it.
  await tabTo(page, form.pickup);
  await page.keyboard.type('Dall');
  await expect(page.getByRole('option', { name: 'Dallas, TX 75201' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(form.pickup).toHaveValue('Dallas, TX 75201');
  await expect(form.stepHeading('Route and date')).toBeVisible();

  await page.keyboard.press('Tab');
  expect(await hasFocus(form.delivery)).toBe(true);
  await page.keyboard.type('Mia');
  await expect(page.getByRole('option', { name: 'Miami, FL 33101' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(form.delivery).toHaveValue('Miami, FL 33101');

  // The calendar: Enter opens it on today's date (the earliest allowed); a week on with ArrowDown, Enter picks.
  await tabTo(page, form.calendarButton);
  await page.keyboard.press('Enter');
  await expect(form.calendar.getByRole('grid')).toBeVisible();
  await expectFocusWithin(form.calendar.getByRole('grid'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(form.calendar).toBeHidden();
  await expect(form.date).toHaveValue(shipDate(7).typed);
  // Focus goes back to the button that opened the calendar.
  expect(await hasFocus(form.calendarButton)).toBe(true);

  // Radios: Tab lands on the checked one, an arrow moves, Space chooses.
  const open = page.getByRole('radio', { name: 'Open carrier' });
  const enclosed = page.getByRole('radio', { name: 'Enclosed carrier' });
  await tabTo(page, open);
  await page.keyboard.press('ArrowDown');
  expect(await hasFocus(enclosed)).toBe(true);
  await page.keyboard.press('Space');
  await expect(enclosed).toBeChecked();
  await expect(open).not.toBeChecked();

  await tabTo(page, form.next);
  await page.keyboard.press('Enter');

  // Step 2: focus moves to the step heading; the fields follow in order.
  await expect(form.stepHeading('Vehicles')).toBeVisible();
  expect(await hasFocus(form.stepHeading('Vehicles'))).toBe(true);
  await tabTo(page, form.year);
  await page.keyboard.type(VEHICLE.year);
  await page.keyboard.press('Tab');
  expect(await hasFocus(form.make)).toBe(true);
  await page.keyboard.type(VEHICLE.make.type);
  await expect(page.getByRole('option', { name: VEHICLE.make.pick })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(form.make).toHaveValue(VEHICLE.make.pick);
  await tabTo(page, form.model);
  await page.keyboard.type(VEHICLE.model.type);
  await expect(page.getByRole('option', { name: VEHICLE.model.pick })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(form.model).toHaveValue(VEHICLE.model.pick);
  await tabTo(page, form.next);
  await page.keyboard.press('Enter');

  // Step 3, then Enter in the last field submits.
  await expect(form.stepHeading('Your details')).toBeVisible();
  await tabTo(page, form.firstName);
  await page.keyboard.type(PERSON.firstName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PERSON.email);
  await page.keyboard.press('Tab');
  expect(await hasFocus(form.phone)).toBe(true);
  await page.keyboard.type(PERSON.phone);

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/createOpportunityAndSendToBooking'));
  const popup = context.waitForEvent('page', { timeout: 10_000 });
  // From here the page's timers run only when the test says (the answer still comes over the network).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.keyboard.press('Enter');
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({
    origin_postal_code: 'Dallas, TX 75201',
    destination_postal_code: 'Miami, FL 33101',
    ship_date: shipDate(7).iso,
    transport_type: 'enclosed',
    vehicles: [{ year: VEHICLE.year, make: VEHICLE.make.pick, model: VEHICLE.model.pick }],
    first_name: PERSON.firstName,
    email: PERSON.email,
    phone: PERSON.phone,
  });

  await expect(form.result).toBeVisible();
  const result = await form.resultValues();
  expect(result).toMatchObject({ Status: '200', 'Quote number': expect.stringMatching(/^SQ-\d{6}-\d{6}$/) });
  const lead = result['Quote number']!;
  await expect(form.bookingLink).toHaveAttribute('target', '_blank');
  await expect(form.bookingLink).toHaveAttribute('rel', 'noopener noreferrer');
  // The real server's booking link: a random token, never the lead number.
  const href = (await form.bookingLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/booking\/[A-Za-z0-9_-]{22,}$/);
  expect(href).not.toContain(lead.slice(3));

  // The full variant opens the booking page 1.5 s after success (noopener still makes a page).
  await page.clock.runFor(1_400);
  expect(await page.evaluate(() => window.__openedUrls)).toEqual([]);
  await page.clock.runFor(200);
  expect(await page.evaluate(() => window.__openedUrls)).toEqual([href]);
  const booking = await popup;
  await booking.waitForLoadState();
  expect(booking.url()).toBe(href);
  // The real booking page: the lead, the route, and an instant price for open and enclosed transport.
  await expect(booking.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(booking.getByText(lead).first()).toBeVisible();
  await expect(booking.getByText('Dallas, TX 75201').first()).toBeVisible();
  const prices = booking.getByRole('table');
  await expect(prices.getByRole('columnheader', { name: /Open carrier/ })).toBeVisible();
  await expect(prices.getByRole('columnheader', { name: /Enclosed carrier/ })).toBeVisible();
  await expect(prices.getByText(/^\$\d{1,2},\d{3}$/).first()).toBeVisible();
});

/**
 * Booking online in the browser: a quote from the home page's form opens its booking page, whose "Book
 * this shipment" leads through the order details, the review and the signature to the confirmation. The
 * booking pages are plain HTML forms, so the same booking works with JavaScript off.
 */
import { expect, type Page, test } from '@playwright/test';
import { QuoteForm } from './support/quote-form';

/** A quote from the home page's form; answers its booking page's address. */
async function quoteFromHomePage(page: Page): Promise<string> {
  // The full form also opens the booking page in a tab of its own; this test follows the link instead.
  page.on('popup', (popup) => void popup.close());
  await page.goto('/');
  const form = new QuoteForm(page, page.locator('[data-quote-widget]').first());
  await form.ready();
  await form.completeQuote();
  await expect(form.result).toBeVisible();
  const href = await form.bookingLink.getAttribute('href');
  expect(href).toMatch(/\/booking\/[\w-]+$/);
  return href as string;
}

/** From the booking page to the confirmation; answers the order number shown. */
async function bookOnline(page: Page, bookingUrl: string): Promise<string> {
  await page.goto(bookingUrl);
  await page.getByRole('link', { name: 'Book this shipment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your order details' })).toBeVisible();

  const pickup = page.getByRole('group', { name: 'Pickup address and contact' });
  await expect(pickup.getByLabel('City')).toHaveValue('Dallas');
  await pickup.getByLabel('Street address').fill('1500 Marilla St');
  const delivery = page.getByRole('group', { name: 'Delivery address and contact' });
  await expect(delivery.getByLabel('City')).toHaveValue('Miami');
  await delivery.getByLabel('Street address').fill('200 NE 2nd Ave');
  await delivery.getByLabel('Contact name').fill('Grace Hopper');
  await delivery.getByLabel('Contact phone').fill('(305) 555-0188');
  await page.getByLabel('Yes, it starts, drives and brakes').first().check();
  await page.getByLabel('VIN (optional)').first().fill('1HGCM82633A004352');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Continue to review' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Review and sign your order' })).toBeVisible();
  await expect(page.getByText('1500 Marilla St')).toBeVisible();
  await expect(page.getByText('1HGCM82633A004352')).toBeVisible();
  await page.getByLabel('Type your full name').fill('Ada Lovelace');
  await page.getByLabel('I agree to the order terms and to sign electronically').check();
  await page.getByRole('button', { name: 'Sign and book' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`${new URL(bookingUrl).pathname}/order/confirmed`);
  const lead = await page.getByText(/Your order number is SO-\d{6}-\d{6}\./).textContent();
  return /SO-\d{6}-\d{6}/.exec(lead ?? '')?.[0] ?? '';
}

test('a quote from the home page is booked online: order details, review, signature, confirmation', async ({
  page,
}) => {
  const bookingUrl = await quoteFromHomePage(page);
  const orderNumber = await bookOnline(page, bookingUrl);
  expect(orderNumber).toMatch(/^SO-\d{6}-\d{6}$/);

  // The booking page now shows the order instead of offering to book again.
  await page.goto(bookingUrl);
  await expect(page.getByRole('link', { name: 'Book this shipment' })).toHaveCount(0);
  await expect(page.getByText(orderNumber).first()).toBeVisible();
});

test('the booking pages book with JavaScript off', async ({ page, browser }) => {
  const bookingUrl = await quoteFromHomePage(page);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const orderNumber = await bookOnline(await noScript.newPage(), bookingUrl);
    expect(orderNumber).toMatch(/^SO-\d{6}-\d{6}$/);
  } finally {
    await noScript.close();
  }
});

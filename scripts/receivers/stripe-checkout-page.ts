/**
 * The Stripe stand-in's "hosted" Checkout page: a plain HTML form (no script, so it works with
 * JavaScript off) that shows what is paid or that a card is being saved, offers the test cards as radio
 * buttons and posts the choice back to the stand-in.
 */
import type Stripe from 'stripe';
import { TEST_CARDS } from './stripe-objects';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function amountText(session: Stripe.Checkout.Session): string {
  const currency = (session.currency ?? 'usd').toUpperCase();
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format((session.amount_total ?? 0) / 100);
}

/** The page for an open session, with an error above the choices when the last try failed. */
export function checkoutPage(session: Stripe.Checkout.Session, itemName: string | null, error?: string): string {
  const paying = session.mode === 'payment';
  const heading = paying ? `Pay ${amountText(session)}` : 'Save a card';
  const intro = paying
    ? `<p>${escapeHtml(itemName ?? 'Payment')}: <strong>${amountText(session)}</strong></p>`
    : '<p>The card is saved for a later payment. Nothing is charged now.</p>';
  const choices = TEST_CARDS.map(
    (card, index) =>
      `<div><input type="radio" id="card-${index}" name="card" value="${card.number}"${index === 0 ? ' checked' : ''}>` +
      ` <label for="card-${index}">${escapeHtml(card.label)}</label></div>`,
  ).join('\n');
  const cancel = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : '';
  return page(
    heading,
    `${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}
${intro}
<form method="post" action="/checkout/${escapeHtml(session.id)}">
<fieldset><legend>Test card</legend>
${choices}
</fieldset>
<button type="submit">${paying ? 'Pay' : 'Save card'}</button>
</form>
${cancel}`,
  );
}

/** A page with only a message: an unknown or already completed session. */
export function messagePage(heading: string, message: string): string {
  return page(heading, `<p>${escapeHtml(message)}</p>`);
}

function page(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} · Stripe stand-in</title>
<style>
body { font: 1rem/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 2rem auto; max-width: 32rem; padding: 0 1rem; }
fieldset { border: 1px solid #595959; margin: 1rem 0; padding: 0.5rem 1rem; }
div { margin: 0.5rem 0; }
button { font: inherit; padding: 0.5rem 1.5rem; color: #fff; background: #0a58a8; border: 0; border-radius: 4px; min-height: 44px; }
a { color: #0a58a8; }
.error { color: #a4001d; font-weight: bold; }
:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>
`;
}

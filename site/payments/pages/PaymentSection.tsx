/**
 * The payment part of a signed order's pages (the booking page once the quote has an order, and the
 * confirmation), from the order's payment state and status (payment-offer.ts says which form it holds).
 * With card payments off, the advisor takes the total by phone once a carrier is confirmed. With them on,
 * a card is saved on the payment provider's hosted page while the order waits for its carrier, and what the
 * card could not pay is paid there with "Pay now". Each form is a plain post the server answers with a
 * redirect to the provider's page, so it works without JavaScript and no card field is ever on this site.
 */

import { cardName } from '../../../shared/card-name';
import { formatShortDate, formatUsd, formatUsdCents, formatUsdCentsIfAny } from '../../../shared/format';
import { brand } from '../../content/brand';
import type { LiveOrder } from '../../order-life/live-order';
import { type OrderPayment, type PaymentDue, receiptNumberOf, type SavedCard } from '../../order-life/payment-state';
import { orderPageCopy } from '../../signing/order-page-copy';
import { LinkedText } from '../../ui/LinkedText';
import { paymentFormOf } from '../payment-offer';

const t = orderPageCopy.payment;

/** Where the card form posts, and the pay form. */
const cardPostPath = (token: string) => `/booking/${token}/order/card`;
const payPostPath = (token: string) => `/booking/${token}/order/pay`;

/** The section's anchor: the payment emails link to `…/booking/<token>#pay`. */
const PAY_ANCHOR = 'pay';

/** "Visa ending 4242". */
const nameOf = (card: Pick<SavedCard, 'brand' | 'last4'>): string => cardName(card) ?? t.otherCard;

/** What the order's status says: "Carrier confirmed — payment due" while the confirmed carrier awaits payment. */
export function paymentDueStatus(order: LiveOrder): string | undefined {
  return order.life.status === 'carrier_assigned' && order.payment.due && !order.payment.paid ? t.dueStatus : undefined;
}

function PhoneLine({ text }: { text: string }) {
  const phone = brand.phones.support;
  return (
    <p>
      <LinkedText text={text} links={[{ text: phone.display, href: phone.href }]} />
    </p>
  );
}

/** The one form a page holds that leads to the provider, and the line, read with its button, that says where. */
const PROVIDER_HINT_ID = 'payment-provider-hint';

function ProviderForm({ action, button, secondary }: { action: string; button: string; secondary?: boolean }) {
  return (
    <form method="post" action={action} className="payment-form no-print">
      <button
        type="submit"
        className={secondary ? 'button button-secondary' : 'button'}
        aria-describedby={PROVIDER_HINT_ID}
      >
        {button}
      </button>
      <p className="hint" id={PROVIDER_HINT_ID}>
        {t.providerPage}
      </p>
    </form>
  );
}

/** The card a payment was made with, when known: a payment on the provider's page may be of another card than the one saved. */
function paidCard(paid: OrderPayment, card: SavedCard | undefined): string | undefined {
  if (paid.by === 'phone') return undefined;
  if (card && paid.savedCard) return nameOf(card);
  return paid.card ? nameOf(paid.card) : undefined;
}

// What was paid and refunded is to the cent, as the receipt email gives it: one money format for the payment.
function paidLine(paid: OrderPayment, card: SavedCard | undefined): string {
  const amount = formatUsdCents(paid.amountCents);
  const date = formatShortDate(paid.at);
  if (paid.by === 'phone') return t.paidByPhone(amount, date);
  const named = paidCard(paid, card);
  return named ? t.paidWith(amount, date, named) : t.paidByCard(amount, date);
}

/** The payment's receipt: its number, the amount, the date and the card, as the receipt email gives them. */
function Receipt({
  orderNumber,
  paid,
  card,
}: {
  orderNumber: string;
  paid: OrderPayment;
  card: SavedCard | undefined;
}) {
  const r = t.receipt;
  const how = paid.by === 'phone' ? r.byPhone : (paidCard(paid, card) ?? r.byCard);
  const rows: [string, string][] = [
    [r.number, receiptNumberOf(orderNumber, 1)],
    [r.amount, formatUsdCents(paid.amountCents)],
    [r.date, formatShortDate(paid.at)],
    [r.how, how],
  ];
  return (
    <dl className="payment-receipt">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function dueReason(due: PaymentDue, card: SavedCard | undefined): string {
  const named = card ? nameOf(card) : t.otherCard;
  switch (due.reason) {
    case 'no_card':
      return t.dueReasons.no_card;
    case 'card_declined':
      return t.dueReasons.card_declined(named);
    case 'authentication_required':
      return t.dueReasons.authentication_required(named);
    case 'failed':
      return t.dueReasons.failed;
  }
}

/** What the section says and offers. */
function PaymentBody({ token, order, cardPayments }: { token: string; order: LiveOrder; cardPayments: boolean }) {
  const { payment, life } = order;
  const phone = brand.phones.support.display;
  const total = formatUsd(order.price.total);
  if (payment.paid || payment.refunded || life.status === 'cancelled') {
    return (
      <>
        {payment.paid && <p className="payment-done">{paidLine(payment.paid, payment.card)}</p>}
        {payment.paid && <Receipt orderNumber={order.orderNumber} paid={payment.paid} card={payment.card} />}
        {payment.refunded && (
          <p className="payment-done">
            {t.refunded(formatUsdCents(payment.refunded.amountCents), formatShortDate(payment.refunded.at))}
          </p>
        )}
        {payment.refunded?.feeKeptCents && (
          <p className="payment-done">{t.feeKept(formatUsdCents(payment.refunded.feeKeptCents))}</p>
        )}
      </>
    );
  }

  const form = paymentFormOf(order, cardPayments);
  if (form === 'pay' && payment.due) {
    return (
      <>
        <p>{t.dueNow(formatUsdCentsIfAny(payment.due.amountCents))}</p>
        <p>{dueReason(payment.due, payment.card)}</p>
        <ProviderForm action={payPostPath(token)} button={t.payNow} />
        <PhoneLine text={t.payByPhone(phone)} />
      </>
    );
  }
  if (!cardPayments) {
    return life.status === 'signed' ? <p>{t.byPhoneLater(total)}</p> : <PhoneLine text={t.byPhoneNow(total, phone)} />;
  }
  if (form === 'card') {
    if (payment.card) {
      return (
        <>
          <p className="payment-card">{t.cardSaved(nameOf(payment.card))}</p>
          <p>{t.chargedOnce(total)}</p>
          <ProviderForm action={cardPostPath(token)} button={t.replaceCard} secondary />
        </>
      );
    }
    return (
      <>
        <p>{t.nothingNow(total)}</p>
        <ProviderForm action={cardPostPath(token)} button={t.addCard} />
        <p>{t.orLater}</p>
      </>
    );
  }
  // A carrier is confirmed and nothing is due yet: the saved card is being charged, or the advisor calls.
  if (payment.card) {
    return (
      <>
        <p className="payment-card">{t.cardSaved(nameOf(payment.card))}</p>
        <p>{t.chargedNow(total)}</p>
      </>
    );
  }
  return <PhoneLine text={t.byPhoneNow(total, phone)} />;
}

/** The order's payment section; a cancelled order with nothing paid has none (its notice says so). */
export function PaymentSection({
  token,
  order,
  cardPayments,
}: {
  token: string;
  order: LiveOrder;
  cardPayments: boolean;
}) {
  const { payment, life } = order;
  if (life.status === 'cancelled' && !payment.paid && !payment.refunded) return null;
  return (
    <section id={PAY_ANCHOR} aria-labelledby="payment-heading" className="order-payment">
      <h2 id="payment-heading">{t.heading}</h2>
      <PaymentBody token={token} order={order} cardPayments={cardPayments} />
    </section>
  );
}

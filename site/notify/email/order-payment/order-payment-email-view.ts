/**
 * The content of a payment's email (the receipt, the payment due, the refund), worked out once so that its
 * HTML part (OrderPaymentEmail.tsx) and its text part (order-payment-email-text.ts) say the same things.
 * Amounts are to the cent, as the payment provider counts them; the date is the broker's, named.
 */

import { cardName } from '../../../../shared/card-name';
import { formatUsdCents } from '../../../../shared/format';
import { advisorHoursSentence, brokerTimeZoneName } from '../../../content/advisor-hours';
import { brand } from '../../../content/brand';
import { formatBrokerTime } from '../../../content/broker-time';
import type { OrderPaymentEmailPayload } from '../email-payload';
import { absoluteLink, greeting, siteNumber } from '../email-values';
import type { Detail, EmailFrame, TextSection } from '../email-view';
import { type PaymentStep, orderPaymentEmailCopy as t } from './order-payment-email-copy';

export interface OrderPaymentEmailInput extends Omit<OrderPaymentEmailPayload, 'kind' | 'to' | 'token'> {
  /** The order's page, absolute. */
  orderUrl: string;
}

/** The id of the order page's payment block: "Pay now" lands there, and the page opens the payment page. */
const PAY_FRAGMENT = 'pay';

export interface LinkView {
  heading: string;
  text: string;
  button: string;
  linkText: string;
  url: string;
}

export interface OrderPaymentEmailView extends EmailFrame {
  step: PaymentStep;
  greeting: string;
  intro: readonly string[];
  /** `payment.failed` only: "Pay now", to the order's page at its payment block. */
  pay: LinkView | undefined;
  summaryHeading: string;
  summary: Detail[];
  /** What happens next, after a receipt. */
  sections: readonly TextSection[];
  /** The order's page; the payment due's "Pay now" is that link already. */
  orderLink: LinkView | undefined;
  phone: { display: string; href: string };
  callHeading: string;
  callText: string;
}

function introOf(input: OrderPaymentEmailInput, amount: string, card: string | undefined): readonly string[] {
  if (input.step === 'order.paid') return t.paidIntro;
  if (input.step === 'payment.card_saved') return t.cardSavedIntro(card ?? t.yourCardUnnamed, amount);
  if (input.step === 'order.refunded') {
    if (input.refundReason === 'cancelled' && input.feeKeptCents) {
      return [t.refundIntro, t.refundWithFee(formatUsdCents(input.feeKeptCents), amount), t.refundTiming];
    }
    return input.refundReason
      ? [t.refundIntro, t.refundWhy[input.refundReason], t.refundTiming]
      : [t.refundIntro, t.refundTiming];
  }
  const reason = input.reason ?? 'failed';
  return [t.dueIntro(amount), t.dueReasons[reason](card === undefined ? t.yourCardUnnamed : t.yourCard(card))];
}

function howOf(input: OrderPaymentEmailInput, card: string | undefined): Detail[] {
  if (input.step === 'payment.card_saved') return card ? [{ label: t.savedCard, value: card }] : [];
  if (input.step === 'order.paid') {
    const how = input.by === 'phone' ? t.byPhone : (card ?? t.byCardUnnamed);
    return [{ label: t.paidHow, value: how }];
  }
  if (input.step === 'order.refunded') {
    return [{ label: t.refundedTo, value: card ?? t.refundToCardPaid }];
  }
  return [];
}

/**
 * A receipt's number, then what the order costs: its lines as signed and its total, to the cent like the
 * amount paid, so the receipt has one money format throughout.
 */
function receiptLines(input: OrderPaymentEmailInput): Detail[] {
  return [
    ...(input.receiptNumber ? [{ label: t.receiptNumber, value: input.receiptNumber }] : []),
    ...(input.priceLines ?? []).map((line) => ({ label: line.label, value: formatUsdCents(line.amount * 100) })),
    ...(input.totalCents === undefined ? [] : [{ label: t.orderTotal, value: formatUsdCents(input.totalCents) }]),
  ];
}

/** The order's page at its payment block. */
function payUrl(orderUrl: string): string {
  const url = new URL(orderUrl);
  url.hash = PAY_FRAGMENT;
  return url.href;
}

export function orderPaymentEmailView(input: OrderPaymentEmailInput): OrderPaymentEmailView {
  const orderNumber = siteNumber(input.orderNumber);
  const copy = t.steps[input.step];
  const phone = brand.phones.support;
  const orderUrl = absoluteLink(input.orderUrl);
  const amount = formatUsdCents(input.amountCents);
  // A card the customer paid by phone with is not the saved card: the receipt says "by phone" only.
  const card = input.step === 'order.paid' && input.by === 'phone' ? undefined : cardName(input.card);
  const when = Date.parse(input.occurredAt);
  const due = input.step === 'payment.failed';
  const hours = advisorHoursSentence();
  return {
    step: input.step,
    subject: copy.subject(orderNumber),
    preview: copy.preview,
    greeting: greeting(input.firstName),
    intro: introOf(input, amount, card),
    pay: due
      ? { heading: t.payHeading, text: t.payText, button: t.payButton, linkText: t.payLinkText, url: payUrl(orderUrl) }
      : undefined,
    summaryHeading: copy.summaryHeading,
    summary: [
      { label: t.orderNumber, value: orderNumber },
      ...(input.step === 'order.paid' ? receiptLines(input) : []),
      { label: copy.amount, value: amount },
      ...howOf(input, card),
      ...(Number.isNaN(when) ? [] : [{ label: copy.when, value: formatBrokerTime(when) }]),
    ],
    sections: input.step === 'order.paid' ? [{ heading: t.nextHeading, paragraphs: t.nextSteps }] : [],
    orderLink: due
      ? undefined
      : {
          heading: t.orderLinkHeading,
          text: t.orderLinkText,
          button: t.orderLinkButton,
          linkText: t.orderLinkLinkText,
          url: orderUrl,
        },
    phone: { display: phone.display, href: phone.href },
    callHeading: due ? t.payByPhoneHeading : t.callHeading,
    callText: (due ? t.payByPhoneText : t.callText)(phone.display, hours, brokerTimeZoneName),
    footerWhy: t.footerWhy,
  };
}

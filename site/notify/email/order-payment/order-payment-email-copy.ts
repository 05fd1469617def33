/**
 * The words of the emails about an order's payment, as data (copy is data): the receipt, the payment due
 * when the saved card could not be charged, and the refund. Subjects are built only from the order number
 * the site made (../email-copy.ts says why). "Pay now" links to the order's page, which opens the payment
 * page when asked, never to a payment provider's address: a provider's payment page expires long before
 * an email is read for the last time, and the order's page is on the one address the customer knows.
 */
import { nextStepsCopy } from '../../../content/next-steps';
import type { OrderPaymentEmailPayload } from '../email-payload';

export type PaymentStep = OrderPaymentEmailPayload['step'];
type DueReason = NonNullable<OrderPaymentEmailPayload['reason']>;

interface StepCopy {
  subject: (orderNumber: string) => string;
  /** The line inbox lists show after the subject. */
  preview: string;
  summaryHeading: string;
  amount: string;
  /** The label of the payment's date in the summary. */
  when: string;
}

export const orderPaymentEmailCopy = {
  steps: {
    'payment.card_saved': {
      subject: (orderNumber: string) => `Your order ${orderNumber}: card saved`,
      preview: 'Your card is saved. It is charged only once a carrier is confirmed.',
      summaryHeading: 'Your card',
      amount: 'Charged once a carrier is confirmed',
      when: 'Saved on',
    },
    'order.paid': {
      subject: (orderNumber: string) => `Your order ${orderNumber}: payment received`,
      preview: 'Your receipt, and what happens next.',
      summaryHeading: 'Your payment',
      amount: 'Amount paid',
      when: 'Paid on',
    },
    'payment.failed': {
      subject: (orderNumber: string) => `Your order ${orderNumber}: payment due now`,
      preview: 'A carrier is confirmed and your order’s total is due now. Pay on your order page.',
      summaryHeading: 'Your order',
      amount: 'Amount due',
      when: 'Due since',
    },
    'order.refunded': {
      subject: (orderNumber: string) => `Your order ${orderNumber}: refund issued`,
      preview: 'Your refund is on its way to your card.',
      summaryHeading: 'Your refund',
      amount: 'Amount refunded',
      when: 'Refunded on',
    },
  } satisfies Record<PaymentStep, StepCopy>,

  orderNumber: 'Order number',

  /** A saved card as the customer knows it: "Visa ending 4242". */
  /** A card payment whose card the email was not told of. */
  byCardUnnamed: 'Credit or debit card',

  paidIntro: [
    'Thank you: we have received your payment for your order.',
    'This email is your receipt. Keep it with your order.',
  ],
  paidHow: 'Payment method',
  receiptNumber: 'Receipt number',
  /** The order's total, after its price lines. */
  orderTotal: 'Order total',

  cardSavedIntro: (card: string, total: string) => [
    `Your ${card} is saved with your order.`,
    `It is charged ${total}, your order’s total, only once a carrier is confirmed for your order. We email you a receipt then.`,
    'Nothing has been charged yet. To use another card, replace it on your order page before a carrier is confirmed.',
  ],
  savedCard: 'Card',
  byPhone: 'By phone with customer support',
  nextHeading: nextStepsCopy.heading,
  nextSteps: [
    'Your carrier calls you ahead of pickup to agree on a time.',
    'We email you when your vehicle is picked up, and again when it is delivered.',
    'Your carrier, the pickup window and your order’s status are on your order page.',
  ],

  dueIntro: (total: string) =>
    `A carrier is confirmed for your order, so its total of ${total} is now due, as your order says.`,
  /** Why the saved card was not charged, in plain words; `card` is "your Visa ending 4242" or "your card". */
  dueReasons: {
    no_card: () => 'No card is saved with your order, so nothing has been charged.',
    card_declined: (card: string) =>
      `Your bank declined ${card}, the card saved with your order, so nothing has been charged.`,
    authentication_required: (card: string) =>
      `Your bank asks you to confirm this payment yourself, so ${card} has not been charged yet.`,
    failed: (card: string) => `We could not charge ${card}, the card saved with your order. Nothing has been charged.`,
  } satisfies Record<DueReason, (card: string) => string>,
  yourCard: (card: string) => `your ${card}`,
  yourCardUnnamed: 'your card',
  payHeading: 'Pay now',
  payText:
    'Pay securely online: your order page opens our secure payment page, where you can use any major credit or debit card.',
  payButton: 'Pay now',
  payLinkText: 'Pay on your order page:',
  payByPhoneHeading: 'Or pay by phone',
  payByPhoneText: (phone: string, hours: string, zone: string) =>
    `Call customer support at ${phone}, ${hours} (${zone}), to pay by credit or debit card over the phone, and have your order number ready.`,

  refundIntro: 'We have issued a refund for your order.',
  /** Why we refunded, when we did it ourselves. */
  refundWhy: {
    cancelled: 'Your order is cancelled, so what you paid for it is refunded in full.',
    overpaid:
      'Your order was already paid when this payment arrived (from a second payment page, for example), so the extra payment is refunded in full.',
  },
  /** A cancellation after dispatch: the agreement's fee kept, the rest of what was paid refunded. */
  refundWithFee: (fee: string, refunded: string) =>
    `Your order was cancelled after a carrier had been dispatched, so the cancellation fee your order agreement sets, ${fee}, is kept for the carrier's wasted trip, and the rest, ${refunded}, is refunded.`,
  refundedTo: 'Refunded to',
  refundTiming: 'Banks usually show a refund on your statement within 5–10 business days.',
  refundToCardPaid: 'The card you paid with',

  orderLinkHeading: 'Your order online',
  orderLinkText: 'Your order’s status, its payment and the order you signed are on your order page.',
  orderLinkButton: 'See your order',
  orderLinkLinkText: 'Your order page:',

  callHeading: 'Questions? Call us',
  callText: (phone: string, hours: string, zone: string) =>
    `Call customer support at ${phone}, ${hours} (${zone}), and have your order number ready.`,

  footerWhy: 'You receive this email because you placed an order for vehicle shipping on our site.',
} as const;

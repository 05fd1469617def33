/**
 * The words of the email sent at each step of a signed order, as data (copy is data). Subjects are built
 * only from the order number the site made, never from a name, a carrier or a reason (../email-copy.ts says
 * why). The payment and cancellation sentences say what the agreement says (site/signing/agreement-copy.ts):
 * the total is charged only once a carrier is confirmed, cancelling is free until then, and afterwards the
 * agreement's fee may apply. The payment is taken as the order's payload says: the saved card charged, online
 * from the order's page, or by phone when the site takes no card.
 */
import type { OrderStep } from '../email-payload';

interface StepCopy {
  subject: (orderNumber: string) => string;
  /** The line inbox lists show after the subject. */
  preview: string;
  /** The first paragraphs, after the greeting. */
  intro: readonly string[];
  /** The label of the step's date in the order's summary. */
  when: string;
}

export const orderStepEmailCopy = {
  steps: {
    'carrier.assigned': {
      subject: (orderNumber: string) => `Your order ${orderNumber}: a carrier is assigned`,
      preview: 'Your carrier, the confirmed pickup window and what happens now.',
      intro: [
        'Good news: a carrier is assigned to your order and has confirmed the pickup window below.',
        'The carrier calls you ahead of pickup to agree on a time.',
      ],
      when: 'Assigned on',
    },
    'carrier.unassigned': {
      subject: (orderNumber: string) => `Your order ${orderNumber}: we are finding a new carrier`,
      preview: 'The carrier can no longer take your order. We are finding another.',
      intro: [
        'The carrier assigned to your order can no longer take it. We are finding another carrier now, and we email you as soon as one is confirmed.',
        'Your order is back to waiting for a carrier. Until one is confirmed you pay nothing, and you may cancel the order at no cost on your order page.',
      ],
      when: 'Carrier withdrawn on',
    },
    'order.picked_up': {
      subject: (orderNumber: string) => `Your order ${orderNumber}: your vehicle is picked up`,
      preview: 'Your vehicle is on its way.',
      intro: [
        'Your vehicle is picked up and on its way.',
        'Your carrier’s name and phone number, and your order’s status, are on your order page.',
      ],
      when: 'Picked up on',
    },
    'order.delivered': {
      subject: (orderNumber: string) => `Your order ${orderNumber}: your vehicle is delivered`,
      preview: 'Thank you for shipping with us.',
      intro: ['Your vehicle is delivered. Thank you for shipping with us.'],
      when: 'Delivered on',
    },
    'order.cancelled': {
      subject: (orderNumber: string) => `Your order ${orderNumber} is cancelled`,
      preview: 'Your order is cancelled, and nothing is charged.',
      intro: ['Your order is cancelled.'],
      when: 'Cancelled on',
    },
  } satisfies Record<OrderStep, StepCopy>,

  summaryHeading: 'Your order',
  orderNumber: 'Order number',

  carrierHeading: 'Your carrier',
  carrierName: 'Carrier',
  carrierMc: 'MC number',
  carrierPhone: 'Phone',
  mcValue: (mc: string) => `MC ${mc}`,
  pickupWindow: 'Confirmed pickup window',
  /** One day, or the first and last days, and whose calendar they are dates of. */
  pickupWindowValue: (from: string, to: string | undefined, zone: string) =>
    to === undefined ? `${from} (${zone})` : `${from} to ${to} (${zone})`,
  deliveryEta: 'Estimated delivery',
  deliveryEtaValue: (date: string, zone: string) => `${date} (${zone}), an estimate`,
  calendarNote: (filename: string) => `Add the pickup window to your calendar: it is attached as ${filename}.`,

  paymentHeading: 'Payment',
  payment: (total: string) =>
    `Now that a carrier is confirmed, the total of ${total} is due, as your order says: you are charged only once a carrier is confirmed.`,
  paymentHow: (phone: string) =>
    `We call you to take the payment by credit or debit card over the phone, or call customer support at ${phone} with your order number to pay now.`,
  savedCard: 'card',
  paymentByCard: (card: string) =>
    `We charge it to your saved ${card} now, and email you a receipt; if the bank asks you to confirm it, we email you how to pay instead.`,
  paymentOnline: (phone: string) =>
    `Pay it online from your order page, where the card form is on our payment provider's secure page, or call customer support at ${phone} with your order number.`,

  /** A carrier assigned in place of another: what changed, before the new carrier's details. */
  reassignedSubject: (orderNumber: string) => `Your order ${orderNumber}: your carrier has changed`,
  reassignedPreview: 'A new carrier replaces the one assigned before, with its own pickup window.',
  reassignedIntro: (before: string, after: string) => [
    `Your carrier has changed: ${after} replaces ${before}, who can no longer take your order.`,
    'The new carrier has confirmed the pickup window below, which replaces the one you had, and calls you ahead of pickup to agree on a time.',
  ],
  /** A cancellation after dispatch: the agreement's fee for the carrier's wasted trip applies. */
  feeApplies: (fee: string) =>
    `It was cancelled after a carrier had been dispatched, so the cancellation fee your order agreement sets, ${fee}, applies for the carrier's wasted trip: it is kept from what you paid and the rest is refunded to your card (or, if nothing was paid, it is charged to your saved card). A separate email confirms each amount.`,
  feePreview: 'Your order is cancelled; the cancellation fee of your order agreement applies.',
  cancellationHeading: 'Cancelling',
  cancellationEnded: (phone: string) =>
    `Free cancellation online ended when the carrier was assigned. To cancel now, call customer support at ${phone}; the cancellation fee in your order may apply.`,

  cancelledBy: {
    customer: 'You cancelled it on your order page.',
    broker: 'Your advisor cancelled it.',
    dispatch: 'Our dispatch team cancelled it.',
  },
  reason: 'Reason',
  nothingCharged: 'Nothing is charged for this order.',

  reviewHeading: 'How did we do?',
  reviewText: 'A few words about your shipment help other customers choose, and help us do better.',
  reviewButton: 'Leave a review',
  reviewLinkText: 'Leave a review at:',
  reviewMailLinkText: 'Email your review to:',
  /** The subject of the email a review is written in when the site has no review page. */
  reviewMailSubject: (orderNumber: string) => `My review of order ${orderNumber}`,

  orderLinkHeading: 'Your order online',
  /** What the order's page holds at each step: a carrier only once one is assigned, and none once cancelled. */
  orderLinkText: {
    'carrier.assigned': 'Your order’s status, your carrier and the order you signed are on your order page.',
    'carrier.unassigned':
      'Your order’s status, your new carrier as soon as one is confirmed, and the order you signed are on your order page.',
    'order.picked_up': 'Your order’s status, your carrier and the order you signed are on your order page.',
    'order.delivered': 'Your order’s status, your carrier and the order you signed are on your order page.',
    'order.cancelled': 'Your order’s status and the order you signed are on your order page.',
  } satisfies Record<OrderStep, string>,
  orderLinkButton: 'See your order',
  orderLinkLinkText: 'Your order page:',

  callHeading: 'Questions? Call us',
  callText: (phone: string, hours: string, zone: string) =>
    `Call customer support at ${phone}, ${hours} (${zone}), and have your order number ready.`,

  footerWhy: 'You receive this email because you placed an order for vehicle shipping on our site.',
} as const;

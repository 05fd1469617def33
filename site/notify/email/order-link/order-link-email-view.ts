/**
 * The "Find my order" email's content, worked out once so that its HTML part (OrderLinkEmail.tsx) and its
 * text part (order-link-email-text.ts) say the same things.
 */
import { emailCopy } from '../email-copy';
import { absoluteLink, siteNumber } from '../email-values';
import type { Detail, EmailFrame } from '../email-view';
import { orderLinkEmailCopy as t } from './order-link-email-copy';

export interface OrderLinkEmailInput {
  /** "SQ-261125-482193": the lead asked about. */
  leadNumber: string;
  /** "SO-261125-482193", when the lead has an order. */
  orderNumber?: string;
  /** The lead's booking page, absolute. */
  bookingUrl: string;
}

export interface OrderLinkEmailView extends EmailFrame {
  /** No first name: the email repeats nothing the customer typed, whoever asked for it. */
  greeting: string;
  intro: string;
  summary: Detail[];
  bookingUrl: string;
  notYou: string;
}

export function orderLinkEmailView(input: OrderLinkEmailInput): OrderLinkEmailView {
  const leadNumber = siteNumber(input.leadNumber);
  const orderNumber = input.orderNumber === undefined ? undefined : siteNumber(input.orderNumber);
  return {
    subject: orderNumber ? t.subject('order', orderNumber) : t.subject('quote', leadNumber),
    preview: t.preview,
    greeting: emailCopy.greetingWithoutName,
    intro: t.intro,
    summary: [
      ...(orderNumber ? [{ label: t.orderNumber, value: orderNumber }] : []),
      { label: t.leadNumber, value: leadNumber },
    ],
    bookingUrl: absoluteLink(input.bookingUrl),
    notYou: t.notYou,
    footerWhy: t.footerWhy,
  };
}

/**
 * The order confirmation's content, worked out once so that its HTML part (OrderConfirmationEmail.tsx) and
 * its text part (order-email-text.ts) say the same things.
 */

import { formatShortDate, formatUsd } from '../../shared/format';
import type { TransportType, Vehicle } from '../../shared/schema';
import { transportNames } from '../../shared/transport-names';
import { brand } from '../content/brand';
import { emailCopy } from './email-copy';
import { greeting, siteNumber, typedText, vehicleLine } from './email-values';
import type { Detail } from './quote-email-view';

const t = emailCopy.order;

export interface OrderConfirmationInput {
  /** "SQ-261125-482193": the lead number the order was made from. */
  orderNumber: string;
  firstName: string;
  origin: string;
  destination: string;
  /** ISO date the vehicle is ready. */
  shipDate: string;
  vehicles: readonly Pick<Vehicle, 'year' | 'make' | 'model'>[];
  transport: TransportType;
  /** The agreed total in whole US dollars; undefined while the advisor confirms it. */
  price: number | undefined;
  /** The name the customer signed with. */
  signedBy: string;
  /** ISO 8601 timestamp of the signature. */
  signedAt: string;
  /** The exact text the customer signed, line breaks included: the attached PDF holds it. */
  agreementText: string;
}

export interface OrderEmailView {
  subject: string;
  preview: string;
  greeting: string;
  intro: string;
  orderNumber: Detail;
  route: Detail[];
  vehicles: string[];
  summary: Detail[];
  attachmentName: string;
  attachmentNote: string;
  nextSteps: readonly string[];
  phone: { display: string; href: string };
  changesText: string;
}

/** "Fri, Nov 20, 2026, 09:28 UTC": the signing time as the PDF states it, in UTC; '' when unreadable. */
export function formatSignedAt(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  return `${formatShortDate(iso)}, ${time.toISOString().slice(11, 16)} UTC`;
}

/** "order-SQ-261125-482193.pdf". */
export function signedOrderFileName(orderNumber: string): string {
  return `order-${siteNumber(orderNumber)}.pdf`;
}

export function orderEmailView(input: OrderConfirmationInput): OrderEmailView {
  const orderNumber = siteNumber(input.orderNumber);
  const attachmentName = signedOrderFileName(orderNumber);
  const phone = brand.phones.advisors;
  return {
    subject: t.subject(orderNumber),
    preview: t.preview,
    greeting: greeting(input.firstName),
    intro: t.intro,
    orderNumber: { label: t.orderNumber, value: orderNumber },
    route: [
      { label: emailCopy.pickup, value: typedText(input.origin) },
      { label: emailCopy.delivery, value: typedText(input.destination) },
      { label: emailCopy.readyOn, value: formatShortDate(input.shipDate) },
    ],
    vehicles: input.vehicles.map(vehicleLine),
    summary: [
      { label: t.transport, value: transportNames[input.transport] },
      { label: t.price, value: input.price === undefined ? t.priceByAdvisor : formatUsd(input.price) },
      { label: t.signedBy, value: typedText(input.signedBy) },
      { label: t.signedAt, value: formatSignedAt(input.signedAt) },
    ],
    attachmentName,
    attachmentNote: t.attachmentNote(attachmentName),
    nextSteps: t.nextSteps,
    phone: { display: phone.display, href: phone.href },
    changesText: t.changesText(phone.display),
  };
}

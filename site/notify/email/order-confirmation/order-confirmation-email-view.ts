/**
 * The order confirmation's content, worked out once so that its HTML part (OrderConfirmationEmail.tsx) and
 * its text part (order-confirmation-email-text.ts) say the same things.
 */

import { formatShortDate, formatUsd } from '../../../../shared/format';
import type { Address } from '../../../../shared/order-schema';
import { parsePostalCode } from '../../../../shared/postal-code';
import type { TransportType, Vehicle } from '../../../../shared/schema';
import { transportNames } from '../../../../shared/transport-names';
import { brand } from '../../../content/brand';
import { formatBrokerTime } from '../../../content/broker-time';
import { emailCopy } from '../email-copy';
import { absoluteLink, contactPhone, greeting, oneLine, siteNumber, typedText, vehicleLine } from '../email-values';
import type { Detail, EmailFrame } from '../email-view';
import { signedOrderFileName } from '../pdf/order-pdf';
import { plainText } from '../visitor-text';
import { orderConfirmationEmailCopy as t } from './order-confirmation-email-copy';

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
  /**
   * The addresses and contacts signed for. This and the fields below are absent from an outbox row written
   * before the confirmation carried them: its email is the shorter one it always was.
   */
  pickup?: Address;
  delivery?: Address;
  /** ISO dates: the business days the carrier picks up within. */
  pickupWindow?: { first: string; last: string };
  /** The agreement's cancellation sentences, word for word. */
  cancellationTerms?: readonly string[];
  /** The price's lines as the review showed them above the sign box (transport, fees), whole dollars. */
  priceLines?: readonly { label: string; amount: number }[];
  /** The booking page, which leads with the order: absolute, made from the site's public origin when sent. */
  orderUrl?: string;
}

export interface OrderEmailView extends EmailFrame {
  greeting: string;
  intro: string;
  orderNumber: Detail;
  route: Detail[];
  vehicles: string[];
  summary: Detail[];
  cancellation: readonly string[];
  orderUrl: string | undefined;
  attachmentName: string;
  attachmentNote: string;
  nextSteps: readonly string[];
  phone: { display: string; href: string };
  changesText: string;
}

/**
 * "Sat, Nov 21, 2026, 3:28 AM Central Time": the signing time in the broker's time zone, named, as the
 * advisors the customer calls read their clocks; '' when unreadable.
 */
export function formatSignedAt(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  return formatBrokerTime(time.getTime());
}

/**
 * "1500 Marilla St, Dallas, TX 75201-1234" on one line, or words saying it is not repeated. Each part is
 * held to its own rule: as one string, a ZIP+4's nine digits would read as a phone number. The state and
 * the code are repeated only as the order form writes them.
 */
function streetAddress(place: Address): string {
  const street = plainText(oneLine(place.street));
  const city = plainText(oneLine(place.city));
  const regionOk = /^[A-Z]{2}$/.test(place.state) && parsePostalCode(place.postal_code)?.code === place.postal_code;
  if (street === undefined || city === undefined || !regionOk) return emailCopy.notRepeated;
  return `${street}, ${city}, ${place.state} ${place.postal_code}`;
}

/** "Ada Lovelace, (512) 555-0100": each part as ../visitor-text.ts allows it. */
function contact(place: Address): string {
  return `${typedText(place.contact_name)}, ${contactPhone(place.contact_phone)}`;
}

function routeOf(input: OrderConfirmationInput): Detail[] {
  const { pickup, delivery, pickupWindow } = input;
  const places: Detail[] =
    pickup && delivery
      ? [
          { label: emailCopy.pickup, value: streetAddress(pickup) },
          { label: t.pickupContact, value: contact(pickup) },
          { label: emailCopy.delivery, value: streetAddress(delivery) },
          { label: t.deliveryContact, value: contact(delivery) },
        ]
      : [
          { label: emailCopy.pickup, value: typedText(input.origin) },
          { label: emailCopy.delivery, value: typedText(input.destination) },
        ];
  if (!pickupWindow) return [...places, { label: emailCopy.readyOn, value: formatShortDate(input.shipDate) }];
  return [
    ...places,
    { label: t.firstAvailable, value: formatShortDate(input.shipDate) },
    {
      label: t.pickupWindow,
      value: t.pickupWindowSpan(formatShortDate(pickupWindow.first), formatShortDate(pickupWindow.last)),
    },
  ];
}

export function orderEmailView(input: OrderConfirmationInput): OrderEmailView {
  const orderNumber = siteNumber(input.orderNumber);
  const attachmentName = signedOrderFileName(orderNumber);
  const phone = brand.phones.support;
  return {
    subject: t.subject(orderNumber),
    preview: t.preview,
    greeting: greeting(input.firstName),
    intro: t.intro,
    orderNumber: { label: t.orderNumber, value: orderNumber },
    route: routeOf(input),
    vehicles: input.vehicles.map(vehicleLine),
    summary: [
      { label: t.transport, value: transportNames[input.transport] },
      // The lines the customer saw above the sign box, then the total they add up to.
      ...(input.price === undefined ? [] : (input.priceLines ?? [])).map((line) => ({
        label: oneLine(line.label),
        value: formatUsd(line.amount),
      })),
      { label: t.price, value: input.price === undefined ? t.priceByAdvisor : formatUsd(input.price) },
      { label: t.signedBy, value: typedText(input.signedBy) },
      { label: t.signedAt, value: formatSignedAt(input.signedAt) },
    ],
    cancellation: input.cancellationTerms ?? [],
    orderUrl: input.orderUrl === undefined ? undefined : absoluteLink(input.orderUrl),
    attachmentName,
    attachmentNote: t.attachmentNote(attachmentName),
    nextSteps: t.nextSteps,
    phone: { display: phone.display, href: phone.href },
    changesText: t.changesText(phone.display),
    footerWhy: t.footerWhy,
  };
}

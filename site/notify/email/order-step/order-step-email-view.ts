/**
 * The content of a step's email (a carrier assigned, picked up …), worked out once so that its HTML part
 * (OrderStepEmail.tsx) and its text part (order-step-email-text.ts) say the same things. Dates are the
 * broker's, and say so: the pickup window is a span of days in the broker's time zone.
 */

import { cardName } from '../../../../shared/card-name';
import { formatShortDate, formatUsd, formatUsdCents } from '../../../../shared/format';
import { advisorHoursSentence, brokerTimeZoneName } from '../../../content/advisor-hours';
import { afterDeliveryCopy, claimParagraphs } from '../../../content/after-delivery';
import { brand } from '../../../content/brand';
import { formatBrokerTime } from '../../../content/broker-time';
import type { OrderStep, OrderStepEmailPayload } from '../email-payload';
import { absoluteLink, greeting, oneLine, siteNumber, telHref } from '../email-values';
import type { Detail, EmailFrame, TextSection } from '../email-view';
import { pickupCalendarFileName } from '../pickup-calendar';
import { reasonText } from '../visitor-text';
import { orderStepEmailCopy as t } from './order-step-email-copy';

export interface OrderStepEmailInput extends Omit<OrderStepEmailPayload, 'kind' | 'to' | 'token'> {
  /** The order's page, absolute. */
  orderUrl: string;
  /** Where a delivered order's customer leaves a review (REVIEW_URL); undefined: an email to support. */
  reviewUrl?: string | undefined;
}

export interface PhoneLink {
  display: string;
  /** A `tel:` link; undefined when the number cannot be dialled as written (shown as text). */
  href: string | undefined;
}

export interface CarrierView {
  /** The carrier's name and MC number. */
  details: Detail[];
  phoneLabel: string;
  phone: PhoneLink;
  /** The confirmed pickup window and, when given, the estimated delivery. */
  dates: Detail[];
  calendarName: string;
  calendarNote: string;
}

export interface OrderStepEmailView extends EmailFrame {
  step: OrderStep;
  greeting: string;
  intro: readonly string[];
  summary: Detail[];
  /** `carrier.assigned` only. */
  carrier: CarrierView | undefined;
  /** What the step changes for the customer: payment and cancelling, once a carrier is assigned. */
  sections: readonly TextSection[];
  /** `order.delivered` only: where to leave a review, and the address as the email writes it out. */
  review: { url: string; display: string; linkText: string } | undefined;
  orderUrl: string;
  orderLinkText: string;
  phone: { display: string; href: string };
  callText: string;
}

/** "Tue, Dec 1, 2026 to Thu, Dec 3, 2026 (Central Time)", or the one day. */
function pickupWindowText(window: { from: string; to: string }): string {
  const from = formatShortDate(window.from);
  return t.pickupWindowValue(
    from,
    window.to === window.from ? undefined : formatShortDate(window.to),
    brokerTimeZoneName,
  );
}

function carrierOf(input: OrderStepEmailInput, orderNumber: string): CarrierView | undefined {
  const { assignment } = input;
  if (input.step !== 'carrier.assigned' || !assignment) return undefined;
  const phone = oneLine(assignment.carrier.phone);
  const calendarName = pickupCalendarFileName(orderNumber);
  return {
    details: [
      { label: t.carrierName, value: oneLine(assignment.carrier.name) },
      { label: t.carrierMc, value: t.mcValue(oneLine(assignment.carrier.mc)) },
    ],
    phoneLabel: t.carrierPhone,
    phone: { display: phone, href: telHref(phone) },
    dates: [
      { label: t.pickupWindow, value: pickupWindowText(assignment.pickupWindow) },
      ...(assignment.deliveryEta === undefined
        ? []
        : [
            {
              label: t.deliveryEta,
              value: t.deliveryEtaValue(formatShortDate(assignment.deliveryEta), brokerTimeZoneName),
            },
          ]),
    ],
    calendarName,
    calendarNote: t.calendarNote(calendarName),
  };
}

function introOf(input: OrderStepEmailInput): readonly string[] {
  if (input.step === 'carrier.assigned' && input.replacedCarrier && input.assignment) {
    return t.reassignedIntro(oneLine(input.replacedCarrier), oneLine(input.assignment.carrier.name));
  }
  const intro = t.steps[input.step].intro;
  if (input.step !== 'order.cancelled') return intro;
  if (input.cancellationFeeCents) {
    return [...intro, t.cancelledBy[input.actor], t.feeApplies(formatUsdCents(input.cancellationFeeCents))];
  }
  return [...intro, t.cancelledBy[input.actor], t.nothingCharged];
}

/** How the total is paid now, as the payload says (rows without it were written when the site took no card). */
function paymentHowOf(input: OrderStepEmailInput, phone: string): string {
  const payment = input.payment ?? { how: 'phone' as const };
  if (payment.how === 'card') return t.paymentByCard(cardName(payment) ?? t.savedCard);
  if (payment.how === 'online') return t.paymentOnline(phone);
  return t.paymentHow(phone);
}

function sectionsOf(input: OrderStepEmailInput, phone: string): TextSection[] {
  if (input.step === 'order.delivered') {
    const carrier = input.assignment?.carrier;
    const named = carrier && { name: oneLine(carrier.name), mc: oneLine(carrier.mc) };
    return [
      { heading: afterDeliveryCopy.inspectHeading, paragraphs: [...afterDeliveryCopy.inspect] },
      { heading: afterDeliveryCopy.claimHeading, paragraphs: claimParagraphs(named, phone) },
    ];
  }
  if (input.step !== 'carrier.assigned') return [];
  return [
    { heading: t.paymentHeading, paragraphs: [t.payment(formatUsd(input.total)), paymentHowOf(input, phone)] },
    { heading: t.cancellationHeading, paragraphs: [t.cancellationEnded(phone)] },
  ];
}

/**
 * The reason an order was cancelled, when one was given and is one an email repeats (../visitor-text.ts): the
 * customer types it, and anyone holding the order's link could, so a reason that reads as a link or a phone
 * number is left out rather than put in front of the mailbox's owner.
 */
function reasonDetails(input: OrderStepEmailInput): Detail[] {
  if (input.step !== 'order.cancelled' || input.reason === undefined) return [];
  const reason = reasonText(oneLine(input.reason));
  return reason === undefined ? [] : [{ label: t.reason, value: reason }];
}

/** On the way and at delivery: who carries the vehicle, and when it is expected. */
function carrierDetails(input: OrderStepEmailInput): Detail[] {
  const { assignment } = input;
  if ((input.step !== 'order.picked_up' && input.step !== 'order.delivered') || !assignment) return [];
  return [
    { label: t.carrierName, value: oneLine(assignment.carrier.name) },
    { label: t.carrierMc, value: t.mcValue(oneLine(assignment.carrier.mc)) },
    ...(input.step === 'order.picked_up' && assignment.deliveryEta !== undefined
      ? [
          {
            label: t.deliveryEta,
            value: t.deliveryEtaValue(formatShortDate(assignment.deliveryEta), brokerTimeZoneName),
          },
        ]
      : []),
  ];
}

function reviewOf(input: OrderStepEmailInput, orderNumber: string): OrderStepEmailView['review'] {
  if (input.step !== 'order.delivered') return undefined;
  if (input.reviewUrl !== undefined) {
    const url = absoluteLink(input.reviewUrl);
    return { url, display: url, linkText: t.reviewLinkText };
  }
  const support = brand.mailboxes.support;
  const subject = encodeURIComponent(t.reviewMailSubject(orderNumber));
  return { url: `${support.href}?subject=${subject}`, display: support.address, linkText: t.reviewMailLinkText };
}

export function orderStepEmailView(input: OrderStepEmailInput): OrderStepEmailView {
  const orderNumber = siteNumber(input.orderNumber);
  const copy = t.steps[input.step];
  const phone = brand.phones.support;
  const when = Date.parse(input.occurredAt);
  const reassigned = input.step === 'carrier.assigned' && input.replacedCarrier !== undefined;
  return {
    step: input.step,
    subject: reassigned ? t.reassignedSubject(orderNumber) : copy.subject(orderNumber),
    preview: reassigned
      ? t.reassignedPreview
      : input.step === 'order.cancelled' && input.cancellationFeeCents
        ? t.feePreview
        : copy.preview,
    greeting: greeting(input.firstName),
    intro: introOf(input),
    summary: [
      { label: t.orderNumber, value: orderNumber },
      ...(Number.isNaN(when) ? [] : [{ label: copy.when, value: formatBrokerTime(when) }]),
      ...reasonDetails(input),
      ...carrierDetails(input),
    ],
    carrier: carrierOf(input, orderNumber),
    sections: sectionsOf(input, phone.display),
    review: reviewOf(input, orderNumber),
    orderUrl: absoluteLink(input.orderUrl),
    orderLinkText: t.orderLinkText[input.step],
    phone: { display: phone.display, href: phone.href },
    callText: t.callText(phone.display, advisorHoursSentence(), brokerTimeZoneName),
    footerWhy: t.footerWhy,
  };
}

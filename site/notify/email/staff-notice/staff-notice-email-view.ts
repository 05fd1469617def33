/**
 * A staff notice's content, worked out once so that its HTML part (StaffNoticeEmail.tsx) and its text part
 * (staff-notice-email-text.ts) say the same things: what happened, the link to the order's page, and the
 * command line that acts on the order.
 */
import { formatShortDate, formatUsd, formatUsdCentsIfAny } from '../../../../shared/format';
import { brokerTimeZoneName, callbackSpan, spanText } from '../../../content/advisor-hours';
import type { StaffNotice, StaffNoticePayload } from '../email-payload';
import { absoluteLink, oneLine, siteNumber } from '../email-values';
import type { Detail, EmailFrame } from '../email-view';
import { greetingName, plainText, reasonText } from '../visitor-text';
import { staffNoticeEmailCopy as t } from './staff-notice-email-copy';

export interface StaffNoticeEmailInput extends Omit<StaffNoticePayload, 'kind' | 'to' | 'token'> {
  /** The order's page (the quote's booking page for a call back), absolute; undefined once the lead is erased. */
  orderUrl?: string | undefined;
}

export interface StaffNoticeEmailView extends EmailFrame {
  intro: string;
  summary: Detail[];
  link: { heading: string; text: string; url: string } | undefined;
  /** `npm run order -- <order number>`, for a notice about an order. */
  command: string | undefined;
}

/** A typed name or place as the notice repeats it, or undefined when it must not. */
const nameOf = (text: string) => greetingName(oneLine(text));
const placeOf = (text: string) => plainText(oneLine(text));

/** The order's number, which a notice of anything but a call back must have. */
function orderNumberOf(input: StaffNoticeEmailInput): string {
  if (input.orderNumber === undefined) throw new Error('A staff notice of an order needs its order number.');
  return siteNumber(input.orderNumber);
}

function windowText(notice: Extract<StaffNotice, { fact: 'callback.requested' }>): string {
  const name = t.windowNames[notice.timeWindow];
  const span = callbackSpan(notice.preferredDate, notice.timeWindow);
  return span ? t.timeValue(name, spanText(span), brokerTimeZoneName) : `${name}, ${brokerTimeZoneName}`;
}

function subjectOf(input: StaffNoticeEmailInput): string {
  const { notice } = input;
  if (notice.fact === 'callback.requested') {
    return t.subjects.callback(
      siteNumber(input.leadNumber),
      formatShortDate(notice.preferredDate),
      t.windowNames[notice.timeWindow],
    );
  }
  const orderNumber = orderNumberOf(input);
  if (notice.fact === 'order.signed') {
    const origin = placeOf(notice.origin);
    const destination = placeOf(notice.destination);
    const about = [
      nameOf(notice.firstName),
      origin !== undefined && destination !== undefined ? t.route(origin, destination) : undefined,
      formatUsd(notice.total),
    ].filter((part): part is string => part !== undefined);
    return t.subjects.signed(orderNumber, about);
  }
  if (notice.fact === 'order.cancelled') return t.subjects.cancelled(orderNumber, t.actors[notice.actor]);
  if (notice.fact === 'payment.failed') return t.subjects.failed(orderNumber, formatUsdCentsIfAny(notice.amountCents));
  if (notice.fact === 'event.refused') return t.subjects.refused(orderNumber, notice.type);
  return t.subjects.refunded(orderNumber, formatUsdCentsIfAny(notice.amountCents));
}

function factDetails(notice: StaffNotice): Detail[] {
  switch (notice.fact) {
    case 'order.signed':
      return [
        { label: t.customer, value: nameOf(notice.firstName) ?? t.notRepeated },
        {
          label: t.routeLabel,
          value: t.route(placeOf(notice.origin) ?? t.notRepeated, placeOf(notice.destination) ?? t.notRepeated),
        },
        { label: t.total, value: formatUsd(notice.total) },
        { label: t.payment, value: notice.cardPayments ? t.cardPayments : t.byPhone },
      ];
    case 'order.cancelled': {
      const reason =
        notice.reason === undefined ? t.noReason : (reasonText(oneLine(notice.reason)) ?? t.reasonNotRepeated);
      return [
        { label: t.cancelledBy, value: t.actors[notice.actor] },
        { label: t.reason, value: reason },
      ];
    }
    case 'payment.failed':
      return [
        { label: t.why, value: t.dueReasons[notice.reason] },
        { label: t.amountDue, value: formatUsdCentsIfAny(notice.amountCents) },
      ];
    case 'order.refunded':
      return [{ label: t.amountRefunded, value: formatUsdCentsIfAny(notice.amountCents) }];
    case 'event.refused':
      return [
        { label: t.eventType, value: notice.type },
        { label: t.sentBy, value: t.actors[notice.actor] },
        { label: t.refusal, value: oneLine(notice.refusal) },
      ];
    case 'callback.requested':
      return [
        { label: t.customer, value: nameOf(notice.firstName) ?? t.notRepeated },
        { label: t.day, value: formatShortDate(notice.preferredDate) },
        { label: t.time, value: windowText(notice) },
      ];
  }
}

export function staffNoticeEmailView(input: StaffNoticeEmailInput): StaffNoticeEmailView {
  const { notice } = input;
  const onQuote = notice.fact === 'callback.requested' && input.orderNumber === undefined;
  const orderNumber = onQuote ? undefined : orderNumberOf(input);
  return {
    subject: subjectOf(input),
    preview: t.previews[notice.fact],
    intro: t.intros[notice.fact],
    summary: [
      ...(orderNumber === undefined ? [] : [{ label: t.orderNumber, value: orderNumber }]),
      { label: t.leadNumber, value: siteNumber(input.leadNumber) },
      ...factDetails(notice),
    ],
    link:
      input.orderUrl === undefined
        ? undefined
        : {
            heading: onQuote ? t.quoteLinkHeading : t.orderLinkHeading,
            text: onQuote ? t.quoteLinkText : t.orderLinkText,
            url: absoluteLink(input.orderUrl),
          },
    command: orderNumber === undefined ? undefined : t.command(orderNumber),
    footerWhy: t.footerWhy,
  };
}

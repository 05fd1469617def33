/**
 * The call-back confirmation's content, worked out once so that its HTML part (CallbackEmail.tsx) and its
 * text part (callback-email-text.ts) say the same things. The day and time are the broker's, named.
 */
import { formatShortDate } from '../../../../shared/format';
import type { CallbackWindow } from '../../../../shared/order-schema';
import { advisorHoursSentence, brokerTimeZoneName, callbackSpan, spanText } from '../../../content/advisor-hours';
import { brand } from '../../../content/brand';
import { absoluteLink, greeting, siteNumber } from '../email-values';
import type { Detail, EmailFrame } from '../email-view';
import { callbackEmailCopy as t } from './callback-email-copy';

export interface CallbackEmailInput {
  /** "SQ-261125-482193": the quote the call back is about. */
  leadNumber: string;
  firstName: string;
  /** ISO date of the call, in the broker's time zone. */
  preferredDate: string;
  timeWindow: CallbackWindow;
  /** The quote's booking page, absolute. */
  bookingUrl: string;
}

export interface CallbackEmailView extends EmailFrame {
  greeting: string;
  intro: string;
  summary: Detail[];
  bookingUrl: string;
  phone: { display: string; href: string };
  callText: string;
}

export function callbackEmailView(input: CallbackEmailInput): CallbackEmailView {
  const leadNumber = siteNumber(input.leadNumber);
  const span = callbackSpan(input.preferredDate, input.timeWindow);
  const phone = brand.phones.advisors;
  return {
    subject: t.subject(leadNumber),
    preview: t.preview,
    greeting: greeting(input.firstName),
    intro: t.intro,
    summary: [
      { label: t.leadNumber, value: leadNumber },
      { label: t.day, value: formatShortDate(input.preferredDate) },
      {
        label: t.time,
        // A stored request the hours no longer cover still names its part of the day and the zone.
        value: span
          ? t.timeValue(t.windowNames[input.timeWindow], spanText(span), brokerTimeZoneName)
          : `${t.windowNames[input.timeWindow]}, ${brokerTimeZoneName}`,
      },
    ],
    bookingUrl: absoluteLink(input.bookingUrl),
    phone: { display: phone.display, href: phone.href },
    callText: t.callText(phone.display, advisorHoursSentence(), brokerTimeZoneName),
    footerWhy: t.footerWhy,
  };
}

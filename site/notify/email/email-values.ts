/** How the emails write the values they are given, the same way in the HTML part and the text part. */
import { parseHttpUrl } from '../../../shared/http-url';
import { isLeadNumberShape, isOrderNumberShape } from '../../../shared/reference-numbers';
import type { Vehicle } from '../../../shared/schema';
import { vehicleName } from '../../../shared/vehicle-name';
import { emailCopy } from './email-copy';
import { contactPhoneText, greetingName, plainText } from './visitor-text';

/**
 * Text a visitor typed, on one line: a line break in a name or a place must not start a paragraph of its
 * own in the text part, where it would read as the broker's words.
 */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ').trim();
}

/** "Hi Dana," or, when the first name is not one an email repeats (visitor-text.ts), "Hello,". */
export function greeting(firstName: string): string {
  const name = greetingName(oneLine(firstName));
  return name === undefined ? emailCopy.greetingWithoutName : emailCopy.greeting(name);
}

/** A place or a name as typed, on one line, or words saying it is not repeated (visitor-text.ts). */
export function typedText(text: string): string {
  return plainText(oneLine(text)) ?? emailCopy.notRepeated;
}

/** A contact's phone number as typed, or words saying it is not repeated (visitor-text.ts): the order confirmation only. */
export function contactPhone(text: string): string {
  return contactPhoneText(oneLine(text)) ?? emailCopy.notRepeated;
}

/** "2019 Toyota Camry", on one line; the year alone with a note when the make or model is not repeated. */
export function vehicleLine(vehicle: Pick<Vehicle, 'year' | 'make' | 'model'>): string {
  const make = plainText(oneLine(vehicle.make));
  const model = plainText(oneLine(vehicle.model));
  if (make === undefined || model === undefined) return emailCopy.vehicleNotRepeated(vehicle.year);
  return oneLine(vehicleName({ year: vehicle.year, make, model }));
}

/**
 * The number as given, when it is one the site made (a lead's "SQ-261125-482193" or an order's
 * "SO-261125-482193"). Subjects are built from it, so anything else is a bug in the caller and stops the
 * email rather than putting other text in a subject.
 */
export function siteNumber(value: string): string {
  if (!isLeadNumberShape(value) && !isOrderNumberShape(value))
    throw new Error('An email subject takes a lead or order number only.');
  return value;
}

/** A link as given, when it is an absolute http(s) address: a relative link means nothing in a mail client. */
export function absoluteLink(value: string): string {
  // Without a base, URL refuses a relative address.
  const url = parseHttpUrl(value);
  if (!url) throw new Error('An email link must be an absolute http(s) address.');
  return url.href;
}

/** The booking page of a lead, as submit answers link it: the site's public origin and the lead's token. */
export function bookingPageUrl(publicUrl: string, token: string): string {
  return absoluteLink(`${publicUrl.replace(/\/+$/, '')}/booking/${encodeURIComponent(token)}`);
}

/**
 * A phone number as a `tel:` link in E.164 form: ten digits are a North American number, as are eleven
 * starting with 1; a number written with its "+" keeps its own country code. Undefined for anything else,
 * which the email then shows as text only: a call button to a wrong number is worse than none.
 */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `tel:+${digits}` : undefined;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return undefined;
}

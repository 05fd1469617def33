/**
 * What the "Find my order" form posts, read and checked: an order number (SO-…) or a quote's lead number
 * (SQ-…), in any case and with spaces around it, and an email address. Only malformed input is a
 * problem of a field; whether the pair matches anything is never one.
 */
import { isLeadNumberShape, isOrderNumberShape } from '../../shared/reference-numbers';
import { EMAIL_PATTERN, type FieldError } from '../../shared/schema';
import { findOrderCopy as t } from './find-order-copy';

/** The form's fields, in its order: the error summary lists their problems so. */
export const FIND_ORDER_FIELDS = ['number', 'email'] as const;

/** Longer than any honest address (RFC 5321's 254) or number: a value is kept, as typed, only this long. */
const MAX_VALUE_LENGTH = 320;

export type FindOrderValues = Record<(typeof FIND_ORDER_FIELDS)[number], string>;

export type FindOrderInput =
  | { ok: true; number: string; email: string }
  | { ok: false; values: FindOrderValues; errors: FieldError[] };

/** The posted values of the form's own fields, as typed (cut to length); any other name is left out. */
export function postedValues(body: string): FindOrderValues {
  const params = new URLSearchParams(body);
  const value = (name: string) => (params.get(name) ?? '').slice(0, MAX_VALUE_LENGTH);
  return { number: value('number'), email: value('email') };
}

/** The number as the site writes it, from what was typed: "  so-261125-482193 " is "SO-261125-482193". */
export const normalNumber = (typed: string) => typed.trim().toUpperCase();

export function checkedInput(values: FindOrderValues): FindOrderInput {
  const number = normalNumber(values.number);
  const email = values.email.trim();
  const errors: FieldError[] = [];
  if (number === '') errors.push({ path: 'number', message: t.numberRequired });
  else if (!isOrderNumberShape(number) && !isLeadNumberShape(number))
    errors.push({ path: 'number', message: t.numberInvalid });
  if (email === '') errors.push({ path: 'email', message: t.emailRequired });
  else if (!EMAIL_PATTERN.test(email)) errors.push({ path: 'email', message: t.emailInvalid });
  return errors.length > 0 ? { ok: false, values, errors } : { ok: true, number, email };
}

/**
 * The one field of the cancellation form: an optional reason, from a text area. It goes to the CRM and into
 * the order's events as typed, so it holds what the order's notes may hold: lines, and no control or
 * invisible character, at most 500 characters. Empty is no reason.
 */
import * as v from 'valibot';
import { hasControlCharacters } from '../../shared/control-characters';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import { orderPageCopy } from '../signing/order-page-copy';

const c = orderPageCopy.cancel;

export const CANCEL_REASON_MAX = 500;

export const cancelFormSchema = v.strictObject({
  reason: v.optional(
    v.pipe(
      v.string(c.notText),
      v.transform((text) => text.replace(/\r\n?/g, '\n')),
      v.trim(),
      v.check((text) => !hasControlCharacters(text.replaceAll('\n', '')), c.reasonControlCharacters),
      v.check((text) => !hasInvisibleCharacters(text), c.reasonInvisible),
      v.maxLength(CANCEL_REASON_MAX, c.reasonTooLong),
      v.transform((text) => (text === '' ? undefined : text)),
    ),
  ),
});

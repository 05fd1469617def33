/**
 * A new order's number: what the confirmation, the signed agreement and the advisor on the phone call the
 * order (shared/reference-numbers.ts says why it looks as it does). The order is reached through the
 * booking link's token, never by its number; the store draws again when a number is taken, as for leads.
 */
import { ORDER_NUMBER_PREFIX } from '../../shared/reference-numbers';
import { newReferenceNumber } from '../quote/new-reference-number';

/** A new order number for an order placed at `now`; the next one cannot be guessed from the last. */
export function newOrderNumber(now: Date): string {
  return newReferenceNumber(ORDER_NUMBER_PREFIX, now);
}

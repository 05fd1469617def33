/**
 * What the broker typed to find an order (order-command.ts: `find`, and the history's number), as a search
 * of the store: an order or lead number in any case, an email address, or a phone number's last 4 digits.
 */
import { isLeadNumberShape, isOrderNumberShape } from '../shared/reference-numbers';
import type { OrderSearch } from '../site/storage/order-listing';

/** The search `term` asks for, or undefined when it is none of them. */
export function orderSearchOf(term: string): OrderSearch | undefined {
  const text = term.trim();
  const upper = text.toUpperCase();
  if (isOrderNumberShape(upper)) return { orderNumber: upper };
  if (isLeadNumberShape(upper)) return { leadNumber: upper };
  if (/^\d{4}$/.test(text)) return { phoneEnd: text };
  // The store matches the whole address, ignoring case and surrounding spaces.
  if (/^[^\s@]+@[^\s@]+$/.test(text)) return { email: text };
  return undefined;
}

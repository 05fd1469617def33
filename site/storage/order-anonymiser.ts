/**
 * What anonymising an order means, for both stores. An order is a contract: its number, date, price (the
 * lines and totals), the agreement's template version and hash, when it was signed and what the customer
 * agreed to carry (carrier, first available date, whether each vehicle runs) are kept, for the broker's
 * books and any dispute about what was agreed (docs/product.md). Everything that names or locates the
 * person is blanked: names, addresses, phones, the email in the agreement, VINs, notes, the typed
 * signature, the user agent and the client address. The blanked agreement no longer hashes to the kept
 * hash; the hash stays as the record that an agreement of that text was signed.
 */
import type { OrderRow } from './order-columns';

/** Text kept under these keys: none of it is about the person. */
const KEPT_TEXT = new Set([
  'carrier',
  'first_available_date',
  'firstAvailableDate',
  'runs',
  'consent',
  'orderNumber',
  'leadNumber',
  'signedAt',
]);

/** Whole values kept under these keys of the agreement's data: the broker's, the price, the terms, the window. */
const KEPT_WHOLE = new Set(['broker', 'price', 'terms', 'pickupWindow']);

/** Strings blanked unless their key is kept; numbers and booleans stay. */
function blank(value: unknown, key: string | undefined): unknown {
  if (key !== undefined && KEPT_WHOLE.has(key)) return value;
  if (typeof value === 'string') return key !== undefined && KEPT_TEXT.has(key) ? value : '';
  if (Array.isArray(value)) return value.map((item) => blank(item, undefined));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, blank(item, name)]));
  }
  return value;
}

/** The columns an anonymised order is updated with. */
export interface AnonymisedOrderColumns {
  signed_name: string;
  client_address: null;
  user_agent: null;
  details_json: string;
  agreement_json: string;
}

export function anonymisedOrderColumns(row: Pick<OrderRow, 'details_json' | 'agreement_json'>): AnonymisedOrderColumns {
  const agreement = JSON.parse(row.agreement_json) as { templateVersion: number; hash: string; data: unknown };
  return {
    signed_name: '',
    client_address: null,
    user_agent: null,
    details_json: JSON.stringify(blank(JSON.parse(row.details_json), undefined)),
    agreement_json: JSON.stringify({ ...agreement, data: blank(agreement.data, undefined) }),
  };
}

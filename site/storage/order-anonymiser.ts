/**
 * What anonymising an order means, for both stores. An order is a contract: its number, date, price (the
 * lines' amounts and kinds, and the totals), the agreement's template version and hash, when it was signed
 * and what the customer agreed to carry (carrier, first available date, whether each vehicle runs) are
 * kept, for the broker's books and any dispute about what was agreed (docs/product.md). Everything that
 * names or locates the person is blanked: names, addresses, phones, the email in the agreement, vehicles
 * (in the price lines' labels too, "2019 Toyota Camry, open carrier"), VINs, notes, the typed signature,
 * the user agent and the client address. The blanked agreement no longer hashes to the kept hash; the hash
 * stays as the record that an agreement of that text was signed.
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

interface PriceLine {
  label?: unknown;
  vehicleIndex?: unknown;
}
const linesOf = (price: unknown): PriceLine[] => {
  const lines = (price as { lines?: unknown } | null)?.lines;
  return Array.isArray(lines) ? (lines as PriceLine[]) : [];
};

/**
 * The price with the label of each line about one vehicle blanked (such a line has `vehicleIndex`: its
 * label names the vehicle), and `labels`, the labels so blanked wherever else they appear.
 */
function withoutVehicleLabels(price: unknown, labels: ReadonlySet<unknown>): unknown {
  if (linesOf(price).length === 0) return price;
  const lines = linesOf(price).map((line) =>
    line.vehicleIndex !== undefined || labels.has(line.label) ? { ...line, label: '' } : line,
  );
  return { ...(price as object), lines };
}

/** The columns an anonymised order is updated with. */
export interface AnonymisedOrderColumns {
  signed_name: string;
  client_address: null;
  user_agent: null;
  details_json: string;
  price_json: string;
  agreement_json: string;
}

export function anonymisedOrderColumns(
  row: Pick<OrderRow, 'details_json' | 'price_json' | 'agreement_json'>,
): AnonymisedOrderColumns {
  const price = JSON.parse(row.price_json) as unknown;
  // The agreement's price lines carry labels only: those of the order's vehicle lines are the ones to blank.
  const vehicleLabels = new Set(
    linesOf(price)
      .filter((line) => line.vehicleIndex !== undefined)
      .map((line) => line.label),
  );
  const agreement = JSON.parse(row.agreement_json) as {
    templateVersion: number;
    hash: string;
    data: Record<string, unknown>;
  };
  const data = blank(agreement.data, undefined) as Record<string, unknown>;
  return {
    signed_name: '',
    client_address: null,
    user_agent: null,
    details_json: JSON.stringify(blank(JSON.parse(row.details_json), undefined)),
    price_json: JSON.stringify(withoutVehicleLabels(price, vehicleLabels)),
    agreement_json: JSON.stringify({
      ...agreement,
      data: 'price' in data ? { ...data, price: withoutVehicleLabels(data.price, vehicleLabels) } : data,
    }),
  };
}

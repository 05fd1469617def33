/**
 * An order's price and its parts. The order is priced by the quote's own pricing (site/quote/pricing/route-price.ts)
 * with what the order form changed: whether each vehicle runs and the first available date. The rate
 * table does the arithmetic; nothing here adds a fee of its own, so the order and the booking page
 * cannot disagree about what a fee is.
 *
 * The quote's price holds for QUOTE_PRICE_DAYS days from the lead's creation: within them the order is
 * priced as of that moment, as the booking page is; after them, as of now, and the answer says so with
 * both totals (docs/orders.md).
 */
import type { Carrier, Runs } from '../../shared/order-schema';
import { DEFAULT_QUOTE_PRICE_DAYS, isQuotePriceCurrent } from '../../shared/price-hold';
import { vehicleName } from '../../shared/vehicle-name';
import type { DomesticEstimate, DomesticLine, PriceComponent } from '../quote/pricing/pricing';
import { RATE_TABLE, type RateTable } from '../quote/pricing/rate-table';
import { type PlaceResolver, priceQuote, type QuoteToPrice } from '../quote/pricing/route-price';
import { orderPriceCopy as t } from './order-copy';

export interface OrderPriceLine {
  /** `transport`: a vehicle's carriage, with its multi-vehicle discount and body type's extra. */
  kind: 'transport' | 'inop' | 'short-notice';
  label: string;
  /** Whole US dollars. */
  amount: number;
  /** The vehicle's position in the order, for a line about one vehicle. */
  vehicleIndex?: number;
}

interface PricedOrderBase {
  kind: 'priced';
  carrier: Carrier;
  lines: OrderPriceLine[];
  /** The sum of the lines, whole US dollars. */
  total: number;
  /** ISO timestamp the order is priced as of: the lead's creation, or now once the quote's price has lapsed. */
  pricedAsOf: string;
  /**
   * The ends whose ZIP or postal code the data could not place: priced for the quote's place there, so the
   * advisor confirms the price before a carrier is booked.
   */
  toBeConfirmed?: readonly ('pickup' | 'delivery')[];
}

export type OrderPrice =
  | (PricedOrderBase & { priceSource: 'quote' })
  | (PricedOrderBase & {
      priceSource: 'repriced';
      /** What the same order would have cost at the quote's price, to show beside the new total. */
      quotedTotal: number;
    });

/** No instant price for the route: an advisor prices the order (international routes always). */
export interface UnpricedOrder {
  kind: 'unpriced';
  reason: 'route-not-placed' | 'outside-table' | 'international';
}

export interface OrderPriceInput {
  /** The lead's quote. */
  quote: QuoteToPrice;
  /** ISO timestamp the lead was created. */
  quotedAt: string;
  carrier: Carrier;
  /** Whether each of the quote's vehicles runs, in the quote's order. */
  runs: readonly Runs[];
  /** ISO date from the order form. */
  firstAvailableDate: string;
  /** Milliseconds since the epoch. */
  now: number;
  quotePriceDays?: number;
}

/** The quote as the order has it: its vehicles' running condition and the order's first available date. */
function orderedQuote({ quote, runs, firstAvailableDate }: OrderPriceInput): QuoteToPrice {
  if (runs.length !== quote.vehicles.length) {
    throw new RangeError(`The order has ${runs.length} vehicles' running condition for ${quote.vehicles.length}`);
  }
  return {
    ...quote,
    ship_date: firstAvailableDate,
    // vehicle_inop is "Yes" when the vehicle does NOT run.
    vehicles: quote.vehicles.map((vehicle, i) => ({ ...vehicle, vehicle_inop: runs[i] === 'no' ? 'Yes' : 'No' })),
  };
}

type Priced = { kind: 'domestic'; estimate: DomesticEstimate } | UnpricedOrder;

function estimateAsOf(quote: QuoteToPrice, resolve: PlaceResolver, asOf: string, rates: RateTable): Priced {
  const { estimate } = priceQuote(quote, resolve, asOf, rates);
  if (estimate.kind === 'domestic') return { kind: 'domestic', estimate };
  return { kind: 'unpriced', reason: estimate.kind === 'international' ? 'international' : estimate.reason };
}

const sumOn = (components: readonly PriceComponent[], carrier: Carrier) =>
  components.reduce((sum, component) => sum + component[carrier], 0);

/** The estimate's vehicle lines as the order's: transport per vehicle, each non-runner's fee, then short notice. */
function linesOf(estimate: DomesticEstimate, quote: QuoteToPrice, carrier: Carrier): OrderPriceLine[] {
  const nameOf = (line: DomesticLine) => {
    const vehicle = quote.vehicles[line.vehicleIndex];
    return vehicle ? vehicleName(vehicle) : '';
  };
  const lines: OrderPriceLine[] = [];
  for (const line of estimate.lines) {
    const transport = line.components.filter((c) => c.kind !== 'inop' && c.kind !== 'short-notice');
    lines.push({
      kind: 'transport',
      label: t.transport(nameOf(line), carrier),
      amount: sumOn(transport, carrier),
      vehicleIndex: line.vehicleIndex,
    });
  }
  for (const line of estimate.lines) {
    const inop = line.components.filter((c) => c.kind === 'inop');
    if (inop.length > 0) {
      lines.push({
        kind: 'inop',
        label: t.inop(nameOf(line)),
        amount: sumOn(inop, carrier),
        vehicleIndex: line.vehicleIndex,
      });
    }
  }
  const shortNotice = estimate.lines.flatMap((line) => line.components.filter((c) => c.kind === 'short-notice'));
  if (shortNotice.length > 0) {
    lines.push({
      kind: 'short-notice',
      label: t.shortNotice(
        estimate.lines.filter((line) => line.components.some((c) => c.kind === 'short-notice')).length,
      ),
      amount: sumOn(shortNotice, carrier),
    });
  }
  return lines;
}

const totalOf = (lines: readonly OrderPriceLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/**
 * The order's price on `carrier`, line by line. Within the quote's validity it is priced as of the lead's
 * creation; after it, as of `now`, with `quotedTotal` the same order at the quote's price.
 */
export function priceOrder(
  input: OrderPriceInput,
  resolve: PlaceResolver,
  rates: RateTable = RATE_TABLE,
): OrderPrice | UnpricedOrder {
  const { quotedAt, carrier, now, quotePriceDays = DEFAULT_QUOTE_PRICE_DAYS } = input;
  const quote = orderedQuote(input);
  const quoted = estimateAsOf(quote, resolve, quotedAt, rates);
  if (quoted.kind === 'unpriced') return quoted;
  if (isQuotePriceCurrent(quotedAt, now, quotePriceDays)) {
    const lines = linesOf(quoted.estimate, quote, carrier);
    return { kind: 'priced', carrier, lines, total: totalOf(lines), pricedAsOf: quotedAt, priceSource: 'quote' };
  }
  const asOf = new Date(now).toISOString();
  const current = estimateAsOf(quote, resolve, asOf, rates);
  if (current.kind === 'unpriced') return current;
  const lines = linesOf(current.estimate, quote, carrier);
  return {
    kind: 'priced',
    carrier,
    lines,
    total: totalOf(lines),
    pricedAsOf: asOf,
    priceSource: 'repriced',
    quotedTotal: totalOf(linesOf(quoted.estimate, quote, carrier)),
  };
}

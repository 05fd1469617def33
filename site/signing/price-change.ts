/**
 * Why an order's total is not its quote's, told from the lines of both: each vehicle's non-runner's fee
 * added or taken off, the short-notice fee, and what moved the transport itself (the route, today's rates,
 * or the first available date's season). The quote is the lead's stored estimate on the order's carrier,
 * the figure the booking page showed; nothing here prices anything.
 */
import { formatUsd } from '../../shared/format';
import type { DomesticEstimate, PriceComponent } from '../quote/pricing/pricing';
import { orderPageCopy } from './order-page-copy';
import type { OrderPrice } from './order-price';

const t = orderPageCopy.priceReasons;

export interface PriceChange {
  /** The quote's total on the order's carrier, whole US dollars. */
  quoted: number;
  /** Each reason as a phrase with its signed amount, in the order of the price's lines. */
  reasons: string[];
}

/** "+$150", "−$150" (a minus sign, as read aloud). */
const signed = (amount: number) => `${amount < 0 ? '−' : '+'}${formatUsd(Math.abs(amount))}`;

export function priceChangeOf(
  quote: DomesticEstimate,
  price: OrderPrice,
  options: {
    /** The quote's vehicles' names, in its order. */
    vehicles: readonly string[];
    shortNoticeDays: number;
    routeMoved: boolean;
  },
): PriceChange | undefined {
  const { carrier } = price;
  const quoted = quote[carrier].point;
  if (quoted === price.total) return undefined;
  const sum = (components: readonly PriceComponent[]) => components.reduce((total, c) => total + c[carrier], 0);
  const ofKind = (kind: PriceComponent['kind'], index?: number) =>
    sum(
      quote.lines
        .filter((line) => index === undefined || line.vehicleIndex === index)
        .flatMap((line) => line.components.filter((c) => c.kind === kind)),
    );
  const ordered = (kind: 'transport' | 'inop' | 'short-notice', index?: number) =>
    price.lines
      .filter((line) => line.kind === kind && (index === undefined || line.vehicleIndex === index))
      .reduce((total, line) => total + line.amount, 0);

  const reasons: string[] = [];
  const transport =
    ordered('transport') -
    (quote.lines.reduce((total, line) => total + line[carrier], 0) - ofKind('inop') - ofKind('short-notice'));
  if (transport !== 0) {
    const why = options.routeMoved ? t.route : price.priceSource === 'repriced' ? t.rates : t.season;
    reasons.push(why(signed(transport)));
  }
  options.vehicles.forEach((name, i) => {
    const inop = ordered('inop', i) - ofKind('inop', i);
    const vehicle = options.vehicles.length > 1 ? name : undefined;
    if (inop > 0) reasons.push(t.inopAdded(vehicle, signed(inop)));
    if (inop < 0) reasons.push(t.inopRemoved(vehicle, signed(inop)));
  });
  const shortNotice = ordered('short-notice') - ofKind('short-notice');
  const since = price.priceSource === 'repriced' ? 'today' : 'quote';
  if (shortNotice > 0) reasons.push(t.shortNoticeAdded(options.shortNoticeDays, since, signed(shortNotice)));
  if (shortNotice < 0) reasons.push(t.shortNoticeRemoved(signed(shortNotice)));
  return reasons.length > 0 ? { quoted, reasons } : undefined;
}

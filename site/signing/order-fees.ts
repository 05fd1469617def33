/**
 * What step 1 tells of the fees its answers add or remove, worked out on the server from the order's own
 * pricing (order-details-check.ts), so the form's notes and its live price cannot disagree with the review:
 * the non-runner's fee, the short-notice rule, and the order's total by first available date with every
 * vehicle running. The total of any answers is then that date's total and the fee of each vehicle that does
 * not run, which is all the page's script (live-price-script.ts) adds up: no request, no price of its own.
 */
import { isQuotePriceCurrent } from '../../shared/price-hold';
import { DAY_MS } from '../../shared/time';
import type { BookingLead } from '../booking/booking-view';
import { RATE_TABLE } from '../quote/pricing/rate-table';
import { type OrderPricing, priceOfOrder } from './order-details-check';

/** A run of first available dates with the same totals: from `from` on, until the next run's. */
export type LivePriceRun = [from: string, open: number, enclosed: number];

export interface OrderFees {
  /** Whole US dollars, per vehicle that does not run, on either carrier. */
  inopFee: number;
  /** The short-notice rule, when a date the form allows can be short notice. */
  shortNotice?: {
    days: number;
    /** Per vehicle, whole US dollars. */
    fee: number;
    /** ISO date: the first date that is not short notice. */
    firstRegularDate: string;
    /** What the days count from: the quote's day while its price holds, else today. */
    since: 'quote' | 'today';
  };
  /** The totals with every vehicle running, by date, within the form's bounds; none when a date is unpriced. */
  runs?: LivePriceRun[];
}

const dayAfter = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function orderFeesOf(
  pricing: OrderPricing,
  lead: BookingLead,
  bounds: { today: string; latest: string },
): OrderFees {
  const rates = pricing.rates ?? RATE_TABLE;
  const now = pricing.now();
  const current = isQuotePriceCurrent(lead.createdAt, now, pricing.quotePriceDays);
  const pricedOn = current ? lead.createdAt.slice(0, 10) : new Date(now).toISOString().slice(0, 10);
  const firstRegularDate = dayAfter(pricedOn, rates.shortNoticeDays);
  const fees: OrderFees = {
    inopFee: rates.inopFee,
    ...(rates.shortNoticeFee > 0 && firstRegularDate > bounds.today
      ? {
          shortNotice: {
            days: rates.shortNoticeDays,
            fee: rates.shortNoticeFee,
            firstRegularDate,
            since: current ? 'quote' : 'today',
          },
        }
      : {}),
  };
  const vehicles = lead.submission.vehicles.map(() => ({ runs: 'yes' as const }));
  const runs: LivePriceRun[] = [];
  for (let date = bounds.today; date <= bounds.latest; date = dayAfter(date, 1)) {
    const totals = (['open', 'enclosed'] as const).map((carrier) => {
      const price = priceOfOrder(pricing, lead, { carrier, first_available_date: date, vehicles });
      return price.kind === 'priced' ? price.total : undefined;
    });
    const [open, enclosed] = totals;
    if (open === undefined || enclosed === undefined) return fees;
    const last = runs.at(-1);
    if (!last || last[1] !== open || last[2] !== enclosed) runs.push([date, open, enclosed]);
  }
  return { ...fees, runs };
}

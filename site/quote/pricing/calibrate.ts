/**
 * Fits the per-mile curve to what carriers accepted: each order's carrier pay plus the broker's margin is
 * what its price should have been (`--margin 20` keeps 20 % of the price: price = pay ÷ 0.8), and the
 * part of it that is the curve's (transport before season, surcharges and fees, open carrier, one
 * vehicle) is compared with the curve, so nothing is learnt twice. Band by band, from the shortest, each
 * rate is the median of what the orders in that band say it should be (robust to a few odd orders), never
 * below 0, so the curve stays continuous and never falls with distance. A rate moves at most 25 % in one
 * run unless forced; a band no order falls in keeps its rate. Pure: `npm run pricing -- calibrate` reads
 * the orders and writes the file.
 */
import { median, type PricedLead } from './pricing-report';
import type { MileBand } from './rate-table';

export const MIN_CALIBRATION_ORDERS = 20;
export const MAX_RATE_STEP_PERCENT = 25;
/** Orders this close to a band's start say little about its rate (a small run of miles divides the error). */
const MIN_MILES_INTO_BAND = 25;

export interface CalibrationInput {
  bands: readonly MileBand[];
  leads: readonly PricedLead[];
  /** The share of the price the broker keeps, in percent (0–90). */
  marginPercent: number;
  force?: boolean;
}

export type Calibration =
  | { ok: true; bands: MileBand[]; orders: number; capped: number[] }
  | { ok: false; problem: string; orders: number };

/** The curve's price of `miles` in whole dollars by marginal bands, as pricing.ts works it out. */
function curveAt(bands: readonly MileBand[], miles: number): number {
  let cents = 0;
  let from = 0;
  for (const band of bands) {
    if (miles <= from) break;
    cents += (Math.min(miles, band.upToMiles) - from) * band.centsPerMile;
    from = band.upToMiles;
  }
  return cents / 100;
}

export function calibrate({ bands, leads, marginPercent, force = false }: CalibrationInput): Calibration {
  // An order priced at the minimum tells nothing about the curve beneath it.
  const usable = leads.filter((lead) => lead.ordered && lead.carrierPay !== undefined && !lead.minimumApplied);
  if (usable.length < MIN_CALIBRATION_ORDERS) {
    return {
      ok: false,
      orders: usable.length,
      problem: `Only ${usable.length} orders with the carrier's pay in the range; calibrating needs at least ${MIN_CALIBRATION_ORDERS}. Nothing was written.`,
    };
  }
  const keep = 1 - marginPercent / 100;
  const targets = usable.map((lead) => ({
    miles: lead.miles,
    dollars: (((lead.carrierPay as number) / keep) * lead.openTransportShare) / lead.vehicles,
  }));
  const fitted: MileBand[] = [];
  const capped: number[] = [];
  let from = 0;
  for (const [index, band] of bands.entries()) {
    const before = curveAt(fitted, from);
    const says = targets
      .filter((t) => t.miles > from + MIN_MILES_INTO_BAND && t.miles <= band.upToMiles)
      .map((t) => ((t.dollars - before) * 100) / (t.miles - from));
    const wanted = median(says);
    let cents = wanted === undefined ? band.centsPerMile : Math.max(0, wanted);
    if (!force) {
      const low = band.centsPerMile * (1 - MAX_RATE_STEP_PERCENT / 100);
      const high = band.centsPerMile * (1 + MAX_RATE_STEP_PERCENT / 100);
      if (cents < low || cents > high) capped.push(index);
      cents = Math.min(high, Math.max(low, cents));
    }
    fitted.push({ upToMiles: band.upToMiles, centsPerMile: Math.round(cents) });
    from = band.upToMiles;
  }
  return { ok: true, bands: fitted, orders: usable.length, capped };
}

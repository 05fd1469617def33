/**
 * Which season of the rate table a trip falls in: by the two ends' states and the day of the year of the
 * vehicle's first available date. The first rule that matches applies, so the table lists the narrow
 * lanes (snowbird directions) before the seasons that hold everywhere (holiday weeks, summer).
 */
import type { MonthDay, RateTable, SeasonRule } from './rate-table-shape';

export interface SeasonEnds {
  /** The states or provinces of the pickup and the delivery, when known. */
  fromState?: string;
  toState?: string;
  /** ISO date (YYYY-MM-DD) the vehicle is ready. */
  shipDate: string;
}

/** Whether "MM-DD" `day` falls between `from` and `to`, both included, wrapping over the new year. */
export function withinDates(day: MonthDay, { from, to }: SeasonRule['dates']): boolean {
  return from <= to ? day >= from && day <= to : day >= from || day <= to;
}

function matches(rule: SeasonRule, { fromState, toState, shipDate }: SeasonEnds): boolean {
  if (!withinDates(shipDate.slice(5, 10), rule.dates)) return false;
  if (!rule.from && !rule.to) return true;
  // A lane's season is about crossing from one part of the country to another.
  if (!fromState || !toState || fromState === toState) return false;
  return (!rule.from || rule.from.includes(fromState)) && (!rule.to || rule.to.includes(toState));
}

/** The season rule that prices this trip, if any. */
export function seasonOf(ends: SeasonEnds, rates: RateTable): SeasonRule | undefined {
  if (!/^\d{4}-\d{2}-\d{2}/.test(ends.shipDate)) return undefined;
  return rates.seasons.find((rule) => matches(rule, ends));
}

/**
 * The lines the instant price carries beside its figures, in the broker's words: the season that moved
 * the price (its label, written in the rate file) and, for a trip across the water, each leg. The widget
 * shows them as they come, so every host page says the same as the booking page.
 */
import { formatMiles, formatSpan } from '../../../shared/format';
import type { DomesticEstimate, SeaLeg } from './pricing';

export const priceNotesCopy = {
  road: (from: string, to: string, miles: string) => `By road from ${from} to ${to}, ${miles}.`,
  dropOff: (port: string) => `You drop the vehicle off at the port of ${port}.`,
  pickUp: (port: string) => `You pick the vehicle up at the port of ${port}.`,
  sailing: (from: string, to: string, days: string) => `By sea from ${from} to ${to}: ${days} at sea.`,
};

export function legLine(leg: SeaLeg): string {
  const t = priceNotesCopy;
  if (leg.kind === 'road') return t.road(leg.from, leg.to, formatMiles(leg.miles));
  if (leg.kind === 'port') return leg.action === 'drop-off' ? t.dropOff(leg.port) : t.pickUp(leg.port);
  return t.sailing(leg.from, leg.to, formatSpan(leg.days.min, leg.days.max, 'day'));
}

export function priceNotes(estimate: DomesticEstimate): string[] {
  return [...(estimate.season ? [estimate.season.label] : []), ...(estimate.sea?.legs.map(legLine) ?? [])];
}

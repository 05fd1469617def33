/**
 * What the broker learns after quotes come back: per distance band and per pair of regions, the quotes,
 * the orders, the quote-to-order rate, the median instant price, the median carrier pay and the margin
 * between them. Pure: `npm run pricing -- report` hands it the stored leads (lead-report.ts pricingRecords).
 */
import type { PricingRecord } from '../../storage/lead-report';
import type { DomesticEstimate } from './pricing';
import type { RateTable } from './rate-table';

/** A stored lead with a domestic instant price, as calibration and the report read it. */
export interface PricedLead {
  miles: number;
  fromRegion: string;
  toRegion: string;
  /** The point price of the carrier the visitor chose, all vehicles. */
  price: number;
  /**
   * The per-mile curve's share of that price for one vehicle, open carrier: the transport part before
   * season, surcharges and fees, which calibration compares the carrier's pay with.
   */
  transportPerVehicle: number;
  /**
   * The open carrier's transport part as a share of the chosen carrier's price: what of a price is the
   * curve's, so the carrier's pay is compared with the curve alone.
   */
  openTransportShare: number;
  minimumApplied: boolean;
  vehicles: number;
  ordered: boolean;
  /** What the carrier agreed to, by the latest assignment that said it. */
  carrierPay?: number;
}

const REGION_OF_STATE: Record<string, string> = {};
for (const [region, states] of Object.entries({
  Northeast: ['CT', 'DC', 'DE', 'MA', 'MD', 'ME', 'NH', 'NJ', 'NY', 'PA', 'RI', 'VT'],
  Southeast: ['AL', 'FL', 'GA', 'KY', 'MS', 'NC', 'SC', 'TN', 'VA', 'WV'],
  Midwest: ['IA', 'IL', 'IN', 'KS', 'MI', 'MN', 'MO', 'ND', 'NE', 'OH', 'SD', 'WI'],
  South: ['AR', 'LA', 'OK', 'TX'],
  West: ['AZ', 'CA', 'CO', 'ID', 'MT', 'NM', 'NV', 'OR', 'UT', 'WA', 'WY'],
  'Across the water': ['AK', 'HI', 'PR'],
  Canada: ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'],
})) {
  for (const state of states) REGION_OF_STATE[state] = region;
}

/** The state a submitted place names ("Dallas, TX 75201", "Austin, TX"), if it names one. */
export function stateOfLabel(label: string): string | undefined {
  return /,\s*([A-Z]{2})\b/.exec(label)?.[1];
}

export const regionOfLabel = (label: string) => REGION_OF_STATE[stateOfLabel(label) ?? ''] ?? 'Unknown';

/** The lead's domestic price, read as kept; undefined for any other price (international, an agent's, none). */
function domesticOf(price: unknown): { estimate: DomesticEstimate; chosen: string; roadMiles: number } | undefined {
  const kept = price as { estimate?: DomesticEstimate; chosen?: string; roadMiles?: number } | null;
  if (kept?.estimate?.kind !== 'domestic' || kept.estimate.sea || typeof kept.roadMiles !== 'number') return undefined;
  return { estimate: kept.estimate, chosen: kept.chosen ?? 'open', roadMiles: kept.roadMiles };
}

export function pricedLeads(records: readonly PricingRecord[]): PricedLead[] {
  const leads: PricedLead[] = [];
  for (const record of records) {
    const domestic = domesticOf(record.price);
    if (!domestic) continue;
    const { estimate, roadMiles } = domestic;
    const carrier = domestic.chosen === 'enclosed' ? 'enclosed' : 'open';
    const transportOf = (kind: 'open' | 'enclosed') =>
      estimate.lines.reduce(
        (sum, line) => sum + line.components.filter((c) => c.kind === 'transport').reduce((s, c) => s + c[kind], 0),
        0,
      );
    const total = estimate.lines.reduce((sum, line) => sum + line[carrier], 0);
    const vehicles = Math.max(1, estimate.lines.length);
    const pay = record.carrierPays.filter((p): p is number => p !== undefined).at(-1);
    leads.push({
      miles: roadMiles,
      fromRegion: regionOfLabel(record.origin),
      toRegion: regionOfLabel(record.destination),
      price: estimate[carrier].point,
      transportPerVehicle: transportOf('open') / vehicles,
      openTransportShare: total > 0 ? transportOf('open') / total : 0,
      minimumApplied: estimate.lines.some((line) => line.minimumApplied),
      vehicles,
      ordered: record.ordered,
      ...(pay === undefined ? {} : { carrierPay: pay }),
    });
  }
  return leads;
}

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export interface ReportRow {
  group: string;
  quotes: number;
  orders: number;
  /** Orders per quote, 0–1. */
  rate: number;
  medianPrice?: number;
  medianCarrierPay?: number;
  /** 1 − carrier pay ÷ price, the median over the orders that say what the carrier is paid. */
  margin?: number;
}

function rowOf(group: string, leads: readonly PricedLead[]): ReportRow {
  const orders = leads.filter((lead) => lead.ordered);
  const paid = orders.filter((lead) => lead.carrierPay !== undefined);
  const medianPrice = median(leads.map((lead) => lead.price));
  const medianCarrierPay = median(paid.map((lead) => lead.carrierPay as number));
  const margin = median(paid.map((lead) => 1 - (lead.carrierPay as number) / lead.price));
  return {
    group,
    quotes: leads.length,
    orders: orders.length,
    rate: leads.length ? orders.length / leads.length : 0,
    ...(medianPrice === undefined ? {} : { medianPrice }),
    ...(medianCarrierPay === undefined ? {} : { medianCarrierPay }),
    ...(margin === undefined ? {} : { margin }),
  };
}

/** The band of the rate table's curve `miles` fall in, named by its miles ("300–700 mi"). */
export function bandName(miles: number, rates: RateTable): string {
  let from = 0;
  for (const band of rates.openMileBands) {
    if (miles <= band.upToMiles) {
      return Number.isFinite(band.upToMiles)
        ? `${from.toLocaleString('en-US')}–${band.upToMiles.toLocaleString('en-US')} mi`
        : `over ${from.toLocaleString('en-US')} mi`;
    }
    from = band.upToMiles;
  }
  return `over ${from.toLocaleString('en-US')} mi`;
}

function grouped(leads: readonly PricedLead[], keyOf: (lead: PricedLead) => string, order: readonly string[]) {
  const groups = new Map<string, PricedLead[]>(order.map((key) => [key, []]));
  for (const lead of leads) {
    const key = keyOf(lead);
    groups.set(key, [...(groups.get(key) ?? []), lead]);
  }
  return [...groups].filter(([, members]) => members.length > 0).map(([key, members]) => rowOf(key, members));
}

export function pricingReport(leads: readonly PricedLead[], rates: RateTable) {
  const bands = rates.openMileBands.map((band) => bandName(band.upToMiles === Infinity ? 1e9 : band.upToMiles, rates));
  return {
    byBand: grouped(leads, (lead) => bandName(lead.miles, rates), bands),
    byRegions: grouped(leads, (lead) => `${lead.fromRegion} → ${lead.toRegion}`, []).sort((a, b) =>
      a.group.localeCompare(b.group),
    ),
    total: rowOf('All', leads),
  };
}

/**
 * Leads (and the orders they led to) counted per day and per attribution key, so the broker can pay partners per lead (`npm run report`,
 * scripts/report-command.ts). Part of the storage contract (lead-repository.ts): each store aggregates in
 * SQL and hands back dates, flags and the key only, never a lead's personal data.
 */
import { isIsoDate } from '../../shared/dates';
import { DAY_MS } from '../../shared/time';

/** What a lead is counted by. The JSON paths below are the only ones a query reads; no user text reaches SQL. */
export const REPORT_KEYS = ['source', 'placement', 'marketing_id', 'utm_source'] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

export const isReportKey = (word: string): word is ReportKey => (REPORT_KEYS as readonly string[]).includes(word);

/**
 * Where each key sits in a lead's context_json (shared/schema.ts contextSchema): the embed's own data-source
 * and data-id, and the visit's last campaign touch (the first touch is not what a partner is paid for).
 */
export const REPORT_KEY_PATHS: Readonly<Record<ReportKey, readonly [string, string]>> = {
  source: ['placement', 'source'],
  placement: ['placement', 'id'],
  marketing_id: ['campaign', 'marketing_id'],
  utm_source: ['campaign', 'utm_source'],
};

export interface LeadCountQuery {
  /** The first UTC day counted, YYYY-MM-DD. */
  from: string;
  /** The last UTC day counted, YYYY-MM-DD, included. */
  to: string;
  by: ReportKey;
}

/** The leads of one UTC day under one value of the key. */
export interface LeadCountRow {
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** The key's value; null when the lead has none (or an empty one), anonymised leads included. */
  key: string | null;
  /** Leads that are not flagged. */
  leads: number;
  /** Leads whose honeypot was filled in, counted apart so bots are not paid for. */
  flagged: number;
  /** Orders of this row's leads (not flagged), whenever they were signed: the day is the lead's. */
  orders: number;
}

/**
 * A lead of the pricing report (site/quote/pricing/pricing-report.ts): the price it was shown, the ends as
 * submitted (the report reads their states only) and, when it was ordered, what each applied carrier
 * assignment said the carrier is paid, in the order they happened.
 */
export interface PricingRecord {
  /** ISO 8601, UTC. */
  createdAt: string;
  origin: string;
  destination: string;
  /** The stored price (site/quote/pricing/quoted-price.ts), as it was kept; null when none was. */
  price: unknown;
  ordered: boolean;
  /** `data.carrier_pay` of each applied carrier.assigned event, undefined where it was not given. */
  carrierPays: (number | undefined)[];
}

export interface LeadReportRepository {
  /**
   * The counts of every (day, key) with at least one lead, flagged or not, ordered by day, then by key in
   * code-point order with null last.
   */
  countsByDay(query: LeadCountQuery): Promise<LeadCountRow[]>;
  /** The leads (not flagged) made from `start` included to `end` excluded, ISO instants, oldest first. */
  pricingRecords(range: { start: string; end: string }): Promise<PricingRecord[]>;
}

/** One row of the pricing records' query: a lead, joined to each applied assignment of its order. */
export interface PricingRecordRow {
  lead_id: number | string;
  created_at: string | Date;
  origin: string;
  destination: string;
  price_json: string | null;
  order_id: number | string | null;
  assignment_json: string | null;
}

/** The query's rows, one per lead and assignment, folded into one record per lead. */
export function pricingRecordsOf(rows: readonly PricingRecordRow[]): PricingRecord[] {
  const records = new Map<string, PricingRecord>();
  for (const row of rows) {
    const id = String(row.lead_id);
    let record = records.get(id);
    if (!record) {
      record = {
        createdAt: typeof row.created_at === 'string' ? row.created_at : row.created_at.toISOString(),
        origin: row.origin,
        destination: row.destination,
        price: row.price_json === null ? null : (JSON.parse(row.price_json) as unknown),
        ordered: row.order_id !== null,
        carrierPays: [],
      };
      records.set(id, record);
    }
    if (row.assignment_json !== null) {
      const pay = (JSON.parse(row.assignment_json) as { carrier_pay?: unknown }).carrier_pay;
      record.carrierPays.push(typeof pay === 'number' ? pay : undefined);
    }
  }
  return [...records.values()];
}

/**
 * The query's days as instants, `start` included and `end` excluded: a plain range on created_at, which
 * the leads_created_at index serves, and 23:59:59.999 on the last day is still in.
 */
export function reportBounds(query: LeadCountQuery): { start: string; end: string } {
  if (!isIsoDate(query.from) || !isIsoDate(query.to)) throw new RangeError('The report needs days as YYYY-MM-DD');
  const start = Date.parse(`${query.from}T00:00:00.000Z`);
  const end = Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS;
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

/**
 * JSON text spells a NUL character `\u0000`, which PostgreSQL's json types refuse to read: one lead sent
 * with one would make its report fail. Both stores swap it for U+FFFD before reading the JSON, the same
 * six characters for six, so the text stays valid JSON and both stores give the same key.
 */
export const JSON_NUL_ESCAPE = '\\u0000';
export const JSON_REPLACEMENT_ESCAPE = '\\ufffd';

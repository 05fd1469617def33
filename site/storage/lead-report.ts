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

export interface LeadReportRepository {
  /**
   * The counts of every (day, key) with at least one lead, flagged or not, ordered by day, then by key in
   * code-point order with null last.
   */
  countsByDay(query: LeadCountQuery): Promise<LeadCountRow[]>;
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

/**
 * The lead report's one grouped query (lead-report.ts), written once for both stores (statement.ts). Only
 * dates, the flag and the key are read: nothing personal leaves the database.
 */
import {
  JSON_NUL_ESCAPE,
  JSON_REPLACEMENT_ESCAPE,
  type LeadCountQuery,
  REPORT_KEY_PATHS,
  reportBounds,
} from '../lead-report';
import { sql } from './statement';

/**
 * SQLite keeps created_at as toISOString() text (lead-columns.ts): its first ten characters are the UTC
 * day. PostgreSQL keeps a timestamptz: the day is taken in UTC whatever the session's time zone.
 */
const UTC_DAY = {
  sqlite: 'substr(leads.created_at, 1, 10)',
  postgres: "to_char(leads.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')",
};

/**
 * The key at @path in context_json (text in both), NUL escapes swapped first (lead-report.ts
 * JSON_NUL_ESCAPE). An empty key counts as none, like a missing one. SQLite's path is '$.a.b', PostgreSQL's
 * a text array; COLLATE "C" orders keys by code point there, as SQLite does, whatever the database's
 * collation.
 */
const KEY_AT_PATH = {
  sqlite: "CAST(nullif(json_extract(replace(context_json, @nul, @replacement), @path), '') AS TEXT)",
  postgres: `nullif(replace(context_json, @nul, @replacement)::jsonb #>> @path::text[], '') COLLATE "C"`,
};

/**
 * The range on created_at is served by the leads_created_at index (in SQLite because text order is time
 * order). A lead has at most one order (orders.lead_id is UNIQUE), so the join adds no rows.
 */
export const COUNTS_BY_DAY = sql`
  SELECT ${UTC_DAY} AS day,
    ${KEY_AT_PATH} AS key,
    count(*) FILTER (WHERE NOT flagged) AS leads,
    count(*) FILTER (WHERE flagged) AS flagged,
    count(orders.id) FILTER (WHERE NOT flagged) AS orders
  FROM leads LEFT JOIN orders ON orders.lead_id = leads.id
  WHERE leads.created_at >= @start AND leads.created_at < @end
  GROUP BY 1, 2
  ORDER BY day, key NULLS LAST
`;

export interface CountsByDayParams {
  nul: string;
  replacement: string;
  path: unknown;
  start: string;
  end: string;
}

/** COUNTS_BY_DAY's parameters for a query; `path` spells the key's place as the store's JSON function reads it. */
export function countsByDayParams(
  query: LeadCountQuery,
  path: (keyPath: readonly [string, string]) => unknown,
): CountsByDayParams {
  return {
    nul: JSON_NUL_ESCAPE,
    replacement: JSON_REPLACEMENT_ESCAPE,
    path: path(REPORT_KEY_PATHS[query.by]),
    ...reportBounds(query),
  };
}

/**
 * The pricing report's leads: each with its stored price and, through its order, every applied carrier
 * assignment in the order they happened (several rows for a lead reassigned). Flagged leads are left out.
 */
export const PRICING_RECORDS = sql`
  SELECT leads.id AS lead_id, leads.created_at, leads.origin, leads.destination, leads.price_json,
    orders.id AS order_id, e.data_json AS assignment_json
  FROM leads
  LEFT JOIN orders ON orders.lead_id = leads.id
  LEFT JOIN order_events e ON e.order_id = orders.id AND e.type = 'carrier.assigned' AND e.refusal IS NULL
  WHERE leads.created_at >= @start AND leads.created_at < @end AND NOT leads.flagged
  ORDER BY leads.id, e.occurred_at, e.seq
`;

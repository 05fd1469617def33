/** The lead report (lead-report.ts) in PostgreSQL: one grouped query over the leads of the days asked for. */
import {
  JSON_NUL_ESCAPE,
  JSON_REPLACEMENT_ESCAPE,
  type LeadReportRepository,
  REPORT_KEY_PATHS,
  reportBounds,
} from '../lead-report';
import type { PostgresConnections } from './postgres-pool';

// created_at is timestamptz: the day is taken in UTC whatever the session's time zone, and the plain range
// is served by the leads_created_at index. context_json is text, read as jsonb here. An empty key counts as
// none, like a missing one. COLLATE "C" orders keys by code point, as SQLite does, whatever the database's
// collation. Only dates, the flag and the key are read: nothing personal leaves the database.
// A lead has at most one order (orders.lead_id is UNIQUE), so the join adds no rows.
const COUNTS_BY_DAY = `
  SELECT to_char(leads.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
    nullif(replace(context_json, $1, $2)::jsonb #>> $3::text[], '') COLLATE "C" AS key,
    count(*) FILTER (WHERE NOT flagged) AS leads,
    count(*) FILTER (WHERE flagged) AS flagged,
    count(orders.id) FILTER (WHERE NOT flagged) AS orders
  FROM leads LEFT JOIN orders ON orders.lead_id = leads.id
  WHERE leads.created_at >= $4::timestamptz AND leads.created_at < $5::timestamptz
  GROUP BY 1, 2
  ORDER BY day, key NULLS LAST
`;

export function createPostgresLeadReport(pool: PostgresConnections): LeadReportRepository {
  return {
    async countsByDay(query) {
      const { start, end } = reportBounds(query);
      const { rows } = await pool.query<{
        day: string;
        key: string | null;
        leads: string;
        flagged: string;
        orders: string;
      }>(COUNTS_BY_DAY, [JSON_NUL_ESCAPE, JSON_REPLACEMENT_ESCAPE, REPORT_KEY_PATHS[query.by], start, end]);
      // count() is bigint, which pg hands back as text.
      return rows.map((row) => ({
        day: row.day,
        key: row.key,
        leads: Number(row.leads),
        flagged: Number(row.flagged),
        orders: Number(row.orders),
      }));
    },
  };
}

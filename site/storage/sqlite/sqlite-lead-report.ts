/** The lead report (lead-report.ts) in SQLite: one grouped query over the leads of the days asked for. */
import type { Database } from 'better-sqlite3';
import {
  JSON_NUL_ESCAPE,
  JSON_REPLACEMENT_ESCAPE,
  type LeadCountRow,
  type LeadReportRepository,
  REPORT_KEY_PATHS,
  reportBounds,
} from '../lead-report';

// created_at is always toISOString() (lead-columns.ts): its first ten characters are the UTC day, and text
// order is time order, so the range is served by the leads_created_at index. An empty key counts as none,
// like a missing one. Only dates, the flag and the key are read: nothing personal leaves the database.
// A lead has at most one order (orders.lead_id is UNIQUE), so the join adds no rows.
const COUNTS_BY_DAY = `
  SELECT substr(leads.created_at, 1, 10) AS day,
    CAST(nullif(json_extract(replace(context_json, ?, ?), ?), '') AS TEXT) AS key,
    sum(flagged = 0) AS leads,
    sum(flagged = 1) AS flagged,
    sum(flagged = 0 AND orders.id IS NOT NULL) AS orders
  FROM leads LEFT JOIN orders ON orders.lead_id = leads.id
  WHERE leads.created_at >= ? AND leads.created_at < ?
  GROUP BY day, key
  ORDER BY day, key IS NULL, key
`;

export function createSqliteLeadReport(db: Database): LeadReportRepository {
  const counts = db.prepare<[string, string, string, string, string], LeadCountRow>(COUNTS_BY_DAY);
  return {
    async countsByDay(query) {
      const { start, end } = reportBounds(query);
      const [object, field] = REPORT_KEY_PATHS[query.by];
      return counts.all(JSON_NUL_ESCAPE, JSON_REPLACEMENT_ESCAPE, `$.${object}.${field}`, start, end);
    },
  };
}

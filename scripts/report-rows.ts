/**
 * The stores' rows (site/storage/lead-report.ts) as the report prints them: each key as it reads
 * (report-key-text.ts), and the rows of one day whose keys then read the same merged into one. The stores
 * group by the stored text; a partner's "partner-blog" with a zero-width space in it is still "partner-blog".
 */
import type { LeadCountRow } from '../site/storage/lead-report';
import { compareReportKeys, reportKeyText } from './report-key-text';

/** Ordered by day, then by key as the stores order theirs. */
export function rowsByReadableKey(rows: readonly LeadCountRow[]): LeadCountRow[] {
  const merged = new Map<string, LeadCountRow>();
  for (const row of rows) {
    const key = reportKeyText(row.key);
    // JSON keeps a null key apart from the text "null".
    const id = JSON.stringify([row.day, key]);
    const existing = merged.get(id);
    if (existing) {
      existing.leads += row.leads;
      existing.flagged += row.flagged;
      existing.orders += row.orders;
    } else {
      merged.set(id, { day: row.day, key, leads: row.leads, flagged: row.flagged, orders: row.orders });
    }
  }
  return [...merged.values()].sort((a, b) =>
    a.day === b.day ? compareReportKeys(a.key, b.key) : a.day < b.day ? -1 : 1,
  );
}

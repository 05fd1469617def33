/** The lead report (lead-report.ts) in PostgreSQL: one grouped query over the leads of the days asked for. */
import { type LeadReportRepository, type PricingRecordRow, pricingRecordsOf } from '../lead-report';
import { COUNTS_BY_DAY, countsByDayParams, PRICING_RECORDS } from '../statements/report-statements';
import type { PostgresConnections } from './postgres-pool';
import { runStatement } from './postgres-statement';

export function createPostgresLeadReport(pool: PostgresConnections): LeadReportRepository {
  return {
    async countsByDay(query) {
      // The key's path as the text array #>> takes.
      const params = countsByDayParams(query, (keyPath) => keyPath);
      const { rows } = await runStatement<{
        day: string;
        key: string | null;
        leads: string;
        flagged: string;
        orders: string;
      }>(pool, COUNTS_BY_DAY, params);
      // count() is bigint, which pg hands back as text.
      return rows.map((row) => ({
        day: row.day,
        key: row.key,
        leads: Number(row.leads),
        flagged: Number(row.flagged),
        orders: Number(row.orders),
      }));
    },
    async pricingRecords(range) {
      const { rows } = await runStatement<PricingRecordRow>(pool, PRICING_RECORDS, range);
      return pricingRecordsOf(rows);
    },
  };
}

/** The lead report (lead-report.ts) in SQLite: one grouped query over the leads of the days asked for. */
import type { Database } from 'better-sqlite3';
import { type LeadCountRow, type LeadReportRepository, type PricingRecordRow, pricingRecordsOf } from '../lead-report';
import {
  COUNTS_BY_DAY,
  type CountsByDayParams,
  countsByDayParams,
  PRICING_RECORDS,
} from '../statements/report-statements';

export function createSqliteLeadReport(db: Database): LeadReportRepository {
  const counts = db.prepare<[CountsByDayParams], LeadCountRow>(COUNTS_BY_DAY.sqlite);
  const pricing = db.prepare<[{ start: string; end: string }], PricingRecordRow>(PRICING_RECORDS.sqlite);
  return {
    async countsByDay(query) {
      return counts.all(countsByDayParams(query, ([object, field]) => `$.${object}.${field}`));
    },
    async pricingRecords(range) {
      return pricingRecordsOf(pricing.all(range));
    },
  };
}

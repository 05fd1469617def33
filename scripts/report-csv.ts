/**
 * The lead report as CSV (RFC 4180), for a spreadsheet or the partner's invoice: one row per day and key,
 * no totals, so a sum over the file is the total.
 */
import type { LeadCountRow, ReportKey } from '../site/leads/lead-report';
import { NO_KEY, withoutControlsButLineBreaks } from './report-key-text';

/**
 * A spreadsheet runs a cell that starts like a formula; a partner could write one into its data-source and
 * have it run on the broker's computer. The leading apostrophe makes it text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function reportCsv(rows: readonly LeadCountRow[], by: ReportKey): string[] {
  return [
    `day,${by},leads,flagged`,
    ...rows.map((row) => {
      const key = row.key === null ? NO_KEY : withoutControlsButLineBreaks(row.key);
      return [row.day, cell(key), String(row.leads), String(row.flagged)].join(',');
    }),
  ];
}

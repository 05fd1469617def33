/**
 * The lead report as CSV, for a spreadsheet or the partner's invoice: one row per day and key, no totals,
 * so a sum over the file is the total. Written by csv-stringify.
 */
import { stringify } from 'csv-stringify/sync';
import type { LeadCountRow, ReportKey } from '../site/storage/lead-report';

const KEY_COLUMN = 1;

/**
 * The rows as one CSV text, lines ending in `\n`, the last without one. Keys are expected as
 * report-rows.ts leaves them: one line each.
 *
 * Every key is quoted, so a spreadsheet that splits on semicolons (as many European locales do) still
 * reads `x;=1+1` as one text cell. A key that a spreadsheet would run as a formula (starting with `=`, `+`,
 * `-`, `@`, a tab, a carriage return, or their full-width forms) gets a leading `'`, which makes it text.
 * No key is an empty cell: any text there, "(none)" say, is also a key a partner could send.
 */
export function reportCsv(rows: readonly LeadCountRow[], by: ReportKey): string {
  return stringify(
    // orders comes last, so a sheet that reads the earlier columns by position still reads them.
    rows.map((row) => [row.day, row.key, row.leads, row.flagged, row.orders]),
    {
      header: true,
      columns: ['day', by, 'leads', 'flagged', 'orders'],
      eof: false,
      escape_formulas: true,
      cast: {
        string: (value, context) =>
          !context.header && context.column === KEY_COLUMN ? { value, quoted: true } : value,
      },
    },
  );
}

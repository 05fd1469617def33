/**
 * The broker's rate table: the figures live in a data file the broker edits (rate-table.json beside this
 * file, or the file named by RATE_TABLE_FILE), checked by rate-table-schema.ts; docs/pricing.md gives the
 * sources behind them.
 */
import defaultTable from './rate-table.json';
import { readRateTable } from './rate-table-schema';
import type { RateTable } from './rate-table-shape';

export * from './rate-table-shape';

/** The repository's own table (rate-table.json), read when this module loads: a broken file stops here. */
export const RATE_TABLE: RateTable = (() => {
  const read = readRateTable(defaultTable);
  if (!read.ok) throw new Error(`site/quote/pricing/rate-table.json: ${read.problem}`);
  return read.table;
})();

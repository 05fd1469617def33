/**
 * `npm run report -- --from <day> --to <day> [--by <key>] [--csv]`: leads per day and per attribution key,
 * for paying partners per lead, from the server's database (scripts/report.ts is the entry point; this is
 * its testable body). The counting is the stores' (site/storage/lead-report.ts); what it prints is dates,
 * keys and counts, never personal data.
 */

import { openCommandDatabase } from './command-database';
import { type CommandOutput, refuseUsage } from './command-output';
import { MAX_REPORT_DAYS, parseReportArguments } from './report-arguments';
import { reportCsv } from './report-csv';
import { rowsByReadableKey } from './report-rows';
import { reportTable } from './report-table';

/** Exit codes: 0 done (leads or none), 1 the database could not be used, 2 the command was written wrong. */
const DONE = 0;
const FAILED = 1;

export const USAGE = `Usage: npm run report -- --from <YYYY-MM-DD> --to <YYYY-MM-DD> [--by <key>] [--csv]

Counts the leads of each day from --from to --to, both included, per value of the key: what partners
are paid by. Days are UTC days, ${MAX_REPORT_DAYS} at most. Flagged (honeypot) leads are counted apart and are not
in "leads". "orders" counts the orders of those leads, on the lead's day; the totals give the lead to order
rate. Nothing personal is printed.

  --by source         the embed's data-source (context.placement.source); the default
  --by placement      the embed's data-id (context.placement.id)
  --by marketing_id   marketing_id of the visit's last campaign touch (context.campaign.marketing_id)
  --by utm_source     utm_source of the visit's last campaign touch (context.campaign.utm_source)
  --csv               CSV instead of the table: day,<key>,leads,flagged,orders, one row per day and key, no totals

A lead without the key is counted under "(no key)" in the table and with an empty key cell in the CSV, and
so is an anonymised lead (erased, or older than LEAD_RETENTION_DAYS): its date stays, its attribution does
not. Keys are counted as they read: characters that do not print (control characters, zero-width and
direction marks) are taken out, and keys that then read the same are counted together. In the table, a key
that starts with "(" or a quote, or starts or ends with a space, is shown in double quotes; in the CSV,
every key is quoted. The database is DATABASE_URL when set (PostgreSQL), else DATABASE_FILE (default
data/shipquote.db), as for the server.`;

/** Runs the command line `args` (without node and the script) and resolves with the exit code. */
export async function runReportCommand(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CommandOutput,
  cwd: string = process.cwd(),
): Promise<number> {
  const parsed = parseReportArguments(args);
  if (parsed.kind === 'help') {
    io.out(USAGE);
    return DONE;
  }
  if (parsed.kind === 'wrong') return refuseUsage(io, USAGE, parsed.problem);
  const { csv, ...query } = parsed.options;

  const store = await openCommandDatabase(env, (line) => io.err(line), cwd);
  if (!store) return FAILED;
  try {
    const rows = rowsByReadableKey(await store.reports.countsByDay(query));
    for (const line of csv ? [reportCsv(rows, query.by)] : reportTable(rows, query)) io.out(line);
    // stdout stays the CSV alone when redirected to a file; the terminal still hears why it is empty.
    if (csv && rows.length === 0) io.err('No leads in these days, flagged or not.');
    return DONE;
  } catch (error) {
    // A database error names tables and columns, not the values in them.
    io.err(`The report failed: ${error instanceof Error ? error.message : String(error)}`);
    return FAILED;
  } finally {
    await store.close();
  }
}

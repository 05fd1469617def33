/**
 * The command line of `npm run report` (report-command.ts), read into the report's query. Every mistake is
 * named in words, so the broker can fix the line without reading code.
 */
import { isIsoDate } from '../shared/dates';
import { DAY_MS } from '../shared/time';
import { isReportKey, type LeadCountQuery, REPORT_KEYS } from '../site/storage/lead-report';
import { quoted, readCommandLine } from './command-line';

export interface ReportOptions extends LeadCountQuery {
  csv: boolean;
}

export type ReportArguments =
  | { kind: 'help' }
  | { kind: 'report'; options: ReportOptions }
  | { kind: 'wrong'; problem: string };

/** A year, a leap day included: enough for any payout period, small enough to read in a terminal. */
export const MAX_REPORT_DAYS = 366;

const OPTIONS = { from: 'string', to: 'string', by: 'string', csv: 'boolean' } as const;

const wrong = (problem: string): ReportArguments => ({ kind: 'wrong', problem });

const daysFrom = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/** Reads `--from <day> --to <day> [--by <key>] [--csv]`; `--name=value` is read like `--name value`. */
export function parseReportArguments(args: readonly string[]): ReportArguments {
  const line = readCommandLine(args, OPTIONS);
  if (line.kind !== 'read') return line;
  const { from, to, csv = false } = line.values;
  if (from === undefined || to === undefined) {
    return wrong('Give the first day with --from and the last with --to, as YYYY-MM-DD.');
  }
  for (const [name, day] of [
    ['--from', from],
    ['--to', to],
  ] as const) {
    if (!isIsoDate(day)) return wrong(`${name} must be a calendar date written YYYY-MM-DD; ${quoted(day)} is not.`);
  }
  if (from > to) return wrong('--from is after --to.');
  if (daysFrom(from, to) > MAX_REPORT_DAYS) {
    return wrong(`That is ${daysFrom(from, to)} days; a report covers ${MAX_REPORT_DAYS} days at most.`);
  }
  const by = line.values.by ?? 'source';
  if (!isReportKey(by)) return wrong(`--by must be one of ${REPORT_KEYS.join(', ')}.`);
  return { kind: 'report', options: { from, to, by, csv } };
}

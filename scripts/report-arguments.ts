/**
 * The command line of `npm run report` (report-command.ts), read into the report's query. Every mistake is
 * named in words, so the broker can fix the line without reading code.
 */
import { isIsoDate } from '../shared/dates';
import { isReportKey, type LeadCountQuery, REPORT_KEYS } from '../site/leads/lead-report';
import { withoutControls } from './report-key-text';

export interface ReportOptions extends LeadCountQuery {
  csv: boolean;
}

export type ReportArguments =
  | { kind: 'help' }
  | { kind: 'report'; options: ReportOptions }
  | { kind: 'wrong'; problem: string };

/** A year, a leap day included: enough for any payout period, small enough to read in a terminal. */
export const MAX_REPORT_DAYS = 366;

const VALUE_OPTIONS = ['--from', '--to', '--by'] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];
const isValueOption = (name: string): name is ValueOption => (VALUE_OPTIONS as readonly string[]).includes(name);

const HELP = new Set(['--help', '-h', 'help']);
const DAY_MS = 86_400_000;

const wrong = (problem: string): ReportArguments => ({ kind: 'wrong', problem });

/** An argument quoted back: without control characters, and short, since it may be anything pasted. */
const quoted = (arg: string) => JSON.stringify(withoutControls(arg).slice(0, 40));

const daysFrom = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/** Reads `--from <day> --to <day> [--by <key>] [--csv]`; `--name=value` is read like `--name value`. */
export function parseReportArguments(args: readonly string[]): ReportArguments {
  if (args.some((arg) => HELP.has(arg))) return { kind: 'help' };
  const values = new Map<ValueOption, string>();
  let csv = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    if (name === '--csv') {
      if (equals > 0) return wrong('--csv takes no value.');
      if (csv) return wrong('--csv is given twice.');
      csv = true;
      continue;
    }
    if (!isValueOption(name)) return wrong(`Unknown argument ${quoted(arg)}.`);
    if (values.has(name)) return wrong(`${name} is given twice.`);
    let value: string | undefined;
    if (equals > 0) {
      value = arg.slice(equals + 1);
    } else {
      const next = args[i + 1];
      // A missing value must not swallow the next option: "--from --to 2026-11-30" names the mistake.
      if (next !== undefined && !next.startsWith('--')) {
        value = next;
        i++;
      }
    }
    if (value === undefined || value.trim() === '') return wrong(`Give a value after ${name}.`);
    values.set(name, value.trim());
  }

  const from = values.get('--from');
  const to = values.get('--to');
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
  const by = values.get('--by') ?? 'source';
  if (!isReportKey(by)) return wrong(`--by must be one of ${REPORT_KEYS.join(', ')}.`);
  return { kind: 'report', options: { from, to, by, csv } };
}

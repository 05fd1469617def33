/**
 * The lead report as text for a terminal (report-command.ts): a table of days and keys, then each key's
 * totals, then the grand total. The rows' keys are as report-rows.ts leaves them; no personal data is in
 * the rows to begin with (lead-report.ts).
 */
import { truncateOver } from '../shared/text';
import type { LeadCountQuery, LeadCountRow } from '../site/storage/lead-report';
import { plural } from './command-output';
import { compareReportKeys } from './report-key-text';

/** A key longer than this is cut (with an ellipsis), so one long value does not stretch every line. */
const KEY_WIDTH = 60;

/** How a lead without the key (or an anonymised one) is listed. */
const NO_KEY = '(no key)';

/**
 * A key that could be read as NO_KEY, or whose edges a column's padding would hide, is shown in double
 * quotes, escaped as in JSON; so is one that starts with a quote, so that a quoted key is always one.
 */
const SHOWN_QUOTED = /^[("\s]|\s$/;

function shownKey(key: string | null): string {
  if (key === null) return NO_KEY;
  const text = SHOWN_QUOTED.test(key) ? JSON.stringify(key) : key;
  return truncateOver(text, KEY_WIDTH, KEY_WIDTH - 1);
}

interface Column {
  title: string;
  /** Numbers line up on the right, text on the left. */
  right: boolean;
}

function table(columns: readonly Column[], rows: readonly string[][]): string[] {
  const widths = columns.map((column, i) =>
    Math.max(Array.from(column.title).length, ...rows.map((cells) => Array.from(cells[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => {
        const pad = ' '.repeat(widths[i]! - Array.from(cell).length);
        return columns[i]?.right ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.title)), ...rows.map(line)];
}

interface KeyTotal {
  key: string | null;
  leads: number;
  flagged: number;
  orders: number;
}

/** Orders per lead as a percentage with one decimal; a dash when there were no leads. */
function orderRate(orders: number, leads: number): string {
  return leads === 0 ? '–' : `${((orders / leads) * 100).toFixed(1)}%`;
}

function totalsByKey(rows: readonly LeadCountRow[]): KeyTotal[] {
  const totals = new Map<string | null, KeyTotal>();
  for (const row of rows) {
    const total = totals.get(row.key) ?? { key: row.key, leads: 0, flagged: 0, orders: 0 };
    total.leads += row.leads;
    total.flagged += row.flagged;
    total.orders += row.orders;
    totals.set(row.key, total);
  }
  return [...totals.values()].sort((a, b) => b.leads - a.leads || compareReportKeys(a.key, b.key));
}

function reportHeader(query: LeadCountQuery): string {
  return `Leads from ${query.from} to ${query.to} (UTC days), by ${query.by}. Flagged (honeypot) leads are counted apart and are not in "leads".`;
}

/** The report's lines; days without leads are left out. */
export function reportTable(rows: readonly LeadCountRow[], query: LeadCountQuery): string[] {
  const header = reportHeader(query);
  if (rows.length === 0) return [header, '', 'No leads in these days, flagged or not.'];
  const key: Column = { title: query.by, right: false };
  const counts: Column[] = [
    { title: 'leads', right: true },
    { title: 'orders', right: true },
    { title: 'flagged', right: true },
  ];
  const byDay = table(
    [{ title: 'day', right: false }, key, ...counts],
    rows.map((row) => [row.day, shownKey(row.key), String(row.leads), String(row.orders), String(row.flagged)]),
  );
  const totals = totalsByKey(rows);
  const byKey = table(
    [key, ...counts, { title: 'order rate', right: true }],
    totals.map((total) => [
      shownKey(total.key),
      String(total.leads),
      String(total.orders),
      String(total.flagged),
      orderRate(total.orders, total.leads),
    ]),
  );
  const leads = totals.reduce((sum, total) => sum + total.leads, 0);
  const flagged = totals.reduce((sum, total) => sum + total.flagged, 0);
  const orders = totals.reduce((sum, total) => sum + total.orders, 0);
  return [
    header,
    '',
    ...byDay,
    '',
    `Totals by ${query.by}:`,
    ...byKey,
    '',
    `Total: ${plural(leads, 'lead', 'leads')}, ${flagged} flagged, ${plural(orders, 'order', 'orders')} (lead to order rate ${orderRate(orders, leads)}).`,
  ];
}

/**
 * `npm run pricing -- <preview|report|calibrate|lanes>`: what a rate file does before it goes live, what
 * carriers were paid against what was quoted, and a curve fitted to it (scripts/pricing.ts is the entry
 * point; this is its testable body). Prices and pay only: nothing personal is printed.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatUsd } from '../shared/format';
import { DAY_MS } from '../shared/time';
import { calibrate, MAX_RATE_STEP_PERCENT } from '../site/quote/pricing/calibrate';
import { bandName, median, pricedLeads, pricingReport, type ReportRow } from '../site/quote/pricing/pricing-report';
import { RATE_TABLE, type RateTable } from '../site/quote/pricing/rate-table';
import defaultFile from '../site/quote/pricing/rate-table.json';
import { readRateTableFile } from '../site/quote/pricing/rate-table-file';
import { openCommandDatabase } from './command-database';
import { readCommandLine } from './command-line';
import { type CommandOutput, refuseUsage } from './command-output';
import { againstPublished, PUBLISHED_LANES, priceLane } from './pricing-lanes';

export const USAGE = `Usage: npm run pricing -- <step> [options]

  preview <file> [--ship-date YYYY-MM-DD]
      the sample lanes' open-carrier price for one sedan by the rate table in use (RATE_TABLE_FILE, or
      the repository's site/quote/pricing/rate-table.json) and by <file>, side by side
  report [--from YYYY-MM-DD] [--to YYYY-MM-DD]
      per distance band and per pair of regions: quotes, orders, the quote-to-order rate, the median
      instant price, the median carrier pay and the margin (default: the last 90 days)
  calibrate --margin <percent> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--force] [--write <file>]
      fits the curve's band rates to the orders' carrier pay plus the margin (--margin 20: the broker
      keeps 20 % of the price); no rate moves more than ${MAX_RATE_STEP_PERCENT} % unless --force; prints old and
      new, and writes a new version of the rate file to <file> only with --write
  lanes [--ship-date YYYY-MM-DD]
      the published lanes beside our price, as the table of docs/pricing.md

report and calibrate read the server's database (DATABASE_URL, else DATABASE_FILE, as for the server).`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_REPORT_DAYS = 90;
const OPTIONS = {
  'ship-date': 'string',
  from: 'string',
  to: 'string',
  margin: 'string',
  force: 'boolean',
  write: 'string',
} as const;

export interface PricingCommandSources {
  now?: () => number;
}

const isDay = (text: string | undefined) => text !== undefined && DAY.test(text) && !Number.isNaN(Date.parse(text));
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;
const change = (before: number, after: number) =>
  before === after ? '–' : `${after > before ? '+' : ''}${Math.round(((after - before) / before) * 100)} %`;

/** Columns padded to their widest cell, the first left-aligned and the rest right-aligned. */
function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

/** The rate table in use: RATE_TABLE_FILE's, else the repository's; with the file's JSON to write a new version from. */
function tableInUse(env: Readonly<Record<string, string | undefined>>, cwd: string) {
  if (!env.RATE_TABLE_FILE) return { ok: true as const, table: RATE_TABLE, json: defaultFile as unknown };
  return readRateTableFile(resolve(cwd, env.RATE_TABLE_FILE));
}

function sampleLines(before: RateTable, after: RateTable, shipDate: string, quotedOn: string): string[] {
  const rows: string[][] = [['Lane', 'Miles', 'Published', 'Before', 'After', 'Change']];
  for (const lane of PUBLISHED_LANES) {
    const old = priceLane(lane, before, shipDate, quotedOn);
    const next = priceLane(lane, after, shipDate, quotedOn);
    if (!old || !next) continue;
    rows.push([
      `${lane.from} → ${lane.to}`,
      old.miles.toLocaleString('en-US'),
      lane.low === lane.high ? formatUsd(lane.low) : `${formatUsd(lane.low)}–${formatUsd(lane.high)}`,
      formatUsd(old.open),
      formatUsd(next.open),
      change(old.open, next.open),
    ]);
  }
  return table(rows);
}

function reportLines(title: string, rows: readonly ReportRow[]): string[] {
  const cells = rows.map((row) => [
    row.group,
    String(row.quotes),
    String(row.orders),
    percent(row.rate),
    row.medianPrice === undefined ? '–' : formatUsd(Math.round(row.medianPrice)),
    row.medianCarrierPay === undefined ? '–' : formatUsd(Math.round(row.medianCarrierPay)),
    row.margin === undefined ? '–' : percent(row.margin),
  ]);
  return [
    '',
    title,
    ...table([
      [
        title === 'By distance' ? 'Band' : 'Regions',
        'Quotes',
        'Orders',
        'Rate',
        'Median price',
        'Median carrier pay',
        'Margin',
      ],
      ...cells,
    ]),
  ];
}

export async function runPricingCommand(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CommandOutput,
  sources: PricingCommandSources = {},
  cwd: string = process.cwd(),
): Promise<number> {
  const line = readCommandLine(args, OPTIONS, { allowPositionals: true });
  if (line.kind === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (line.kind === 'wrong') return refuseUsage(io, USAGE, line.problem);
  const now = sources.now ?? Date.now;
  const [step, ...rest] = line.positionals;
  const values = line.values;
  for (const name of ['ship-date', 'from', 'to'] as const) {
    if (values[name] !== undefined && !isDay(values[name])) {
      return refuseUsage(io, USAGE, `--${name} must be a day, such as 2026-11-01.`);
    }
  }
  const quotedOn = new Date(now()).toISOString();
  const shipDate = values['ship-date'] ?? dayOf(now() + 14 * DAY_MS);
  const inUse = tableInUse(env, cwd);
  if (!inUse.ok) {
    io.err(`RATE_TABLE_FILE ${inUse.problem}`);
    return 1;
  }

  if (step === 'preview' || step === 'lanes') {
    if (step === 'lanes') {
      if (rest.length > 0) return refuseUsage(io, USAGE, 'lanes takes no file.');
      const rows: string[][] = [['Lane', 'Source', 'Date', 'Published', 'Ours', 'Ratio', 'Within 20 %']];
      const ratios: number[] = [];
      let within = 0;
      for (const lane of PUBLISHED_LANES) {
        const ours = priceLane(lane, inUse.table, shipDate, quotedOn);
        if (!ours) continue;
        const { ratio, within20 } = againstPublished(lane, ours.open);
        ratios.push(ratio);
        if (within20) within++;
        rows.push([
          `${lane.from} → ${lane.to} (${ours.miles.toLocaleString('en-US')} mi)`,
          lane.source,
          lane.date,
          lane.low === lane.high ? formatUsd(lane.low) : `${formatUsd(lane.low)}–${formatUsd(lane.high)}`,
          formatUsd(ours.open),
          ratio.toFixed(2),
          within20 ? 'yes' : 'no',
        ]);
      }
      const middle = median(ratios) ?? 0;
      io.out(`| ${rows[0]?.join(' | ')} |`);
      io.out(`| ${rows[0]?.map(() => '---').join(' | ')} |`);
      for (const row of rows.slice(1)) io.out(`| ${row.join(' | ')} |`);
      io.out('');
      io.out(
        `${ratios.length} lanes, ship date ${shipDate}: median ratio ${middle.toFixed(2)}, ${within} of ${ratios.length} (${percent(within / Math.max(1, ratios.length))}) within 20 % of the published range.`,
      );
      return 0;
    }
    const [file, ...extra] = rest;
    if (file === undefined || extra.length > 0) return refuseUsage(io, USAGE, 'Give one rate file to preview.');
    const next = readRateTableFile(resolve(cwd, file));
    if (!next.ok) {
      io.err(next.problem);
      return 1;
    }
    io.out(
      `Rate table version ${inUse.table.version} (in use) → version ${next.table.version} (${file}), ship date ${shipDate}:`,
    );
    for (const row of sampleLines(inUse.table, next.table, shipDate, quotedOn)) io.out(row);
    return 0;
  }

  if (step === 'report' || step === 'calibrate') {
    if (rest.length > 0) return refuseUsage(io, USAGE, `${step} takes no other argument.`);
    const to = values.to ?? dayOf(now());
    const from = values.from ?? dayOf(Date.parse(to) - DEFAULT_REPORT_DAYS * DAY_MS);
    if (from > to) return refuseUsage(io, USAGE, '--from must not be after --to.');
    let margin = 0;
    if (step === 'calibrate') {
      const text = values.margin;
      margin = Number(text);
      if (text === undefined || !/^\d{1,2}(\.\d+)?$/.test(text) || margin >= 90) {
        return refuseUsage(
          io,
          USAGE,
          '--margin must be the percentage of the price the broker keeps, from 0 to 89, such as 20.',
        );
      }
    }
    const store = await openCommandDatabase(env, (text) => io.err(text), cwd);
    if (!store) return 1;
    let leads: ReturnType<typeof pricedLeads>;
    try {
      const end = dayOf(Date.parse(to) + DAY_MS);
      leads = pricedLeads(
        await store.reports.pricingRecords({ start: `${from}T00:00:00.000Z`, end: `${end}T00:00:00.000Z` }),
      );
    } finally {
      await store.close();
    }
    if (step === 'report') {
      const report = pricingReport(leads, inUse.table);
      io.out(
        `Quotes with an instant price from ${from} to ${to}: ${report.total.quotes}, orders ${report.total.orders} (${percent(report.total.rate)}).`,
      );
      for (const row of reportLines('By distance', report.byBand)) io.out(row);
      for (const row of reportLines('By regions', report.byRegions)) io.out(row);
      return 0;
    }
    const fitted = calibrate({
      bands: inUse.table.openMileBands,
      leads,
      marginPercent: margin,
      force: values.force === true,
    });
    if (!fitted.ok) {
      io.err(fitted.problem);
      return 1;
    }
    const nextTable: RateTable = { ...inUse.table, version: inUse.table.version + 1, openMileBands: fitted.bands };
    io.out(`Fitted to ${fitted.orders} orders from ${from} to ${to}, margin ${margin} %:`);
    const bandRows = inUse.table.openMileBands.map((band, i) => [
      bandName(band.upToMiles === Infinity ? 1e9 : band.upToMiles, inUse.table),
      `${band.centsPerMile}¢/mi`,
      `${fitted.bands[i]?.centsPerMile}¢/mi`,
      fitted.capped.includes(i) ? `held to ${MAX_RATE_STEP_PERCENT} % (use --force)` : '',
    ]);
    for (const row of table([['Band', 'Old', 'New', ''], ...bandRows])) io.out(row);
    io.out('');
    for (const row of sampleLines(inUse.table, nextTable, shipDate, quotedOn)) io.out(row);
    if (values.write === undefined) {
      io.out('');
      io.out('Nothing written: add --write <file> to write this version of the rate file.');
      return 0;
    }
    const json = structuredClone(inUse.json) as {
      version: number;
      domestic: { openMileBands: { fromMiles: number; centsPerMile: number }[] };
    };
    json.version = nextTable.version;
    json.domestic.openMileBands = json.domestic.openMileBands.map((band, i) => ({
      ...band,
      centsPerMile: fitted.bands[i]?.centsPerMile ?? band.centsPerMile,
    }));
    const target = resolve(cwd, values.write);
    writeFileSync(target, `${JSON.stringify(json, null, 2)}\n`);
    io.out('');
    io.out(
      `Wrote version ${json.version} to ${values.write}. Point RATE_TABLE_FILE at it (or replace site/quote/pricing/rate-table.json) and restart to use it.`,
    );
    return 0;
  }
  return refuseUsage(io, USAGE, step === undefined ? 'Give the step.' : `Unknown step: ${step}.`);
}

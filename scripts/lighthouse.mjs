#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 12, mobile (the default config), in Debian's Chromium, three runs on /,
 * a service page, the FAQ, the blog and one of its posts, the two landing pages, the embed builder, and a
 * fresh quote's booking page and order form (the quote is made through the API first); prints the median
 * score of each category, the JavaScript each page transfers, and the audits that keep a category under
 * its goal.
 * `npm run lighthouse -- /blog /booking/:token` measures only the pages named.
 * A report, not a gate: it exits 0 under goal, and 1 only when Lighthouse itself fails.
 *
 * The server is started here, directly (not through npx), in its own process group with a throwaway
 * database, on a free port; it is stopped by its process group at the end.
 * Needs the build (`npm run build`): the pages load dist/site and dist/widget.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnServer } from './server-process.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PAGES = [
  '/',
  '/services/open-auto-shipping',
  '/frequently-asked-questions',
  '/blog',
  '/blog/how-much-does-it-cost-to-ship-a-car',
  '/landing',
  '/international',
  '/partners',
];
const RUNS = 3;
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const CATEGORIES = Object.keys(GOALS);
/**
 * The ad landing pages must be the fastest of the site. They are noindex on purpose, which Lighthouse's
 * "is crawlable" audit counts against SEO, so SEO is reported but is no goal there.
 */
const LANDING_GOALS = { performance: 97, accessibility: 100, 'best-practices': 100, seo: 0 };
/**
 * The embed builder is a tool for partners, noindex like the landings: it runs the live widget preview
 * and its own script at once, so it is held to the main site's speed, not the landings'.
 */
const PARTNER_GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 0 };
/**
 * A booking page is reached only through its secret link, so it is noindex and sends no referrer; SEO is
 * no goal there either.
 */
const BOOKING_GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 0 };
/** The booking pages, as the report names them: their token is a key and is not printed. */
const BOOKING_PAGES = ['/booking/:token', '/booking/:token/order'];
const goalsFor = (path) =>
  path === '/partners'
    ? PARTNER_GOALS
    : BOOKING_PAGES.includes(path)
      ? BOOKING_GOALS
      : ['/landing', '/international'].includes(path)
        ? LANDING_GOALS
        : GOALS;
/** Cumulative layout shift under this on every page. */
const CLS_GOAL = 0.05;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const START_TIMEOUT_MS = 60_000;
/** Audits listed per category under goal. */
const AUDITS_SHOWN = 6;

function fail(message) {
  console.error(`lighthouse: ${message}`);
  process.exitCode = 1;
}

function checkBuild() {
  const site = join(ROOT, 'dist/site');
  const islands = existsSync(site) && readdirSync(site).some((name) => /^islands(?:-[\w-]+)?\.js$/.test(name));
  if (!islands || !existsSync(join(ROOT, 'dist/widget/quote-widget.js'))) {
    throw new Error('the build is missing (dist/site, dist/widget): run `npm run build` first.');
  }
}

/** The real server (scripts/server-process.mjs) on a free port with a throwaway database. */
function startServer(tempDir) {
  return spawnServer({
    env: {
      DATABASE_FILE: join(tempDir, 'leads.db'),
      // The booking pages' quote writes its email as a file: into the throwaway folder, not data/mail.
      MAIL_DIR: join(tempDir, 'mail'),
      PUBLIC_URL: '',
      CRM_WEBHOOK_URL: '',
      CRM_WEBHOOK_SECRET: '',
      GTM_ID: '',
    },
    startTimeoutMs: START_TIMEOUT_MS,
  });
}

async function stopServer(server) {
  await server.stop('SIGTERM');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const scoreOf = (lhr, category) => {
  const score = lhr.categories[category]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : Number.NaN;
};

const layoutShift = (lhr) => lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;

function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/** The run whose performance score is the median one: its audits explain the median. */
function medianRun(runs) {
  const target = median(runs.map((lhr) => scoreOf(lhr, 'performance')));
  return runs.find((lhr) => scoreOf(lhr, 'performance') === target) ?? runs[0];
}

/** The audits that cost a category the most: weighted ones first, then failing diagnostics. */
function failingAudits(lhr, category) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const rows = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score === undefined) continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
    if (audit.scoreDisplayMode === 'informative') continue;
    if (audit.score >= (ref.weight > 0 ? 1 : 0.9)) continue;
    rows.push({ id: audit.id, title: audit.title, score: audit.score, weight: ref.weight, value: audit.displayValue });
  }
  rows.sort((a, b) => b.weight * (1 - b.score) - a.weight * (1 - a.score) || a.score - b.score);
  return rows.slice(0, AUDITS_SHOWN);
}

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printReport(results) {
  const pageWidth = Math.max(...results.map((r) => r.path.length), 4) + 2;
  const header = [
    pad('Page', pageWidth),
    ...CATEGORIES.map((c) => padLeft(c, 15)),
    padLeft('CLS', 9),
    padLeft('JS transferred', 16),
  ];
  console.log(
    `\nLighthouse ${results[0]?.version ?? ''} · mobile · median of ${RUNS} runs · ${results[0]?.chrome ?? ''}`,
  );
  console.log(header.join(''));
  console.log('-'.repeat(header.join('').length));
  for (const result of results) {
    const cells = CATEGORIES.map((category) => {
      const value = result.medians[category];
      const mark = value < goalsFor(result.path)[category] ? ' ✗' : '  ';
      return padLeft(`${value}${mark}`, 15);
    });
    const cls = `${result.cls.toFixed(3)}${result.cls < CLS_GOAL ? '  ' : ' ✗'}`;
    console.log([pad(result.path, pageWidth), ...cells, padLeft(cls, 9), padLeft(kb(result.scriptBytes), 16)].join(''));
  }
  console.log(
    `Goals: ${CATEGORIES.map((c) => `${c} ≥ ${GOALS[c]}`).join(', ')}, CLS < ${CLS_GOAL}; landing pages: ${CATEGORIES.filter(
      (c) => LANDING_GOALS[c] > 0,
    )
      .map((c) => `${c} ≥ ${LANDING_GOALS[c]}`)
      .join(', ')}, SEO none (noindex); /partners: ${CATEGORIES.filter((c) => PARTNER_GOALS[c] > 0)
      .map((c) => `${c} ≥ ${PARTNER_GOALS[c]}`)
      .join(', ')}, SEO none (noindex); booking pages: ${CATEGORIES.filter((c) => BOOKING_GOALS[c] > 0)
      .map((c) => `${c} ≥ ${BOOKING_GOALS[c]}`)
      .join(', ')}, SEO none (noindex) (✗ under goal). All runs: ${results
      .map((r) => `${r.path} perf ${r.runs.map((lhr) => scoreOf(lhr, 'performance')).join('/')}`)
      .join('; ')}`,
  );

  for (const result of results) {
    const goals = goalsFor(result.path);
    const under = CATEGORIES.filter((category) => result.medians[category] < goals[category]);
    if (under.length === 0) continue;
    const lhr = medianRun(result.runs);
    console.log(`\n${result.path}: under goal in ${under.join(', ')} (audits of the median run)`);
    for (const category of under) {
      const audits = failingAudits(lhr, category);
      console.log(`  ${category} ${result.medians[category]} (goal ${goals[category]}):`);
      if (audits.length === 0) console.log('    (no failing audit listed for this category)');
      for (const audit of audits) {
        const value = audit.value ? ` — ${audit.value}` : '';
        console.log(`    ${audit.id}: ${audit.title} · score ${audit.score.toFixed(2)}${value}`);
      }
    }
  }
}

/** A date a week after today, as the quote form sends it (the form's own calendar offers no earlier day). */
function weekAhead() {
  const date = new Date();
  date.setDate(date.getDate() + 7);
  const pad2 = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** A domestic quote with an instant price, made through the API as the widget makes it; answers its booking path. */
async function quoteBookingPath(origin) {
  const response = await fetch(`${origin}/api/createOpportunityAndSendToBooking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      mode: 'domestic',
      origin_postal_code: '75201',
      destination_postal_code: '33101',
      ship_date: weekAhead(),
      transport_type: 'open',
      vehicles: [{ year: '2021', make: 'Toyota', model: 'Camry', make_id: 448 }],
      first_name: 'Lighthouse',
      email: 'lighthouse@example.com',
      phone: '2145551234',
      idempotency_key: `lighthouse-${Date.now().toString(36)}`,
      context: { source: 'lighthouse' },
    }),
  });
  if (!response.ok)
    throw new Error(`the quote for the booking pages failed: ${response.status} ${await response.text()}`);
  const { url } = await response.json();
  return new URL(url, origin).pathname;
}

async function main() {
  checkBuild();
  const tempDir = mkdtempSync(join(tmpdir(), 'shipquote-lighthouse-'));
  const server = startServer(tempDir);
  let chrome;
  try {
    const origin = await server.ready;
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    const { positionals: named } = parseArgs({ allowPositionals: true });
    const wanted = (path) => named.length === 0 || named.includes(path);
    const booking = await quoteBookingPath(origin);
    const pages = [
      ...PAGES.map((path) => [path, path]),
      [BOOKING_PAGES[0], booking],
      [BOOKING_PAGES[1], `${booking}/order`],
    ];
    const results = [];
    for (const [path, realPath] of pages.filter(([path]) => wanted(path))) {
      const url = `${origin}${realPath}`;
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        process.stdout.write(`Lighthouse ${path} run ${run}/${RUNS}… `);
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no result for ${path}`);
        if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const missing = CATEGORIES.filter((category) => Number.isNaN(scoreOf(lhr, category)));
        if (missing.length > 0) throw new Error(`${path}: no score for ${missing.join(', ')}`);
        console.log(CATEGORIES.map((category) => `${category} ${scoreOf(lhr, category)}`).join(' · '));
        runs.push(lhr);
      }
      const medians = Object.fromEntries(
        CATEGORIES.map((category) => [category, median(runs.map((lhr) => scoreOf(lhr, category)))]),
      );
      results.push({
        path,
        runs,
        medians,
        scriptBytes: median(runs.map(scriptBytes)),
        cls: median(runs.map(layoutShift)),
        version: runs[0].lighthouseVersion,
        chrome: runs[0].environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0],
      });
    }
    printReport(results);
  } finally {
    await chrome?.kill();
    await stopServer(server);
    rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));

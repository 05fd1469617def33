/**
 * `npm run soak`: the real server under a steady mixed load for SOAK_MINUTES (default 5), to find what
 * only time shows: memory that grows, errors that start after a while, an outbox that falls behind.
 *
 * - The load: SOAK_RATE requests a second (default 200), 80 % lookups, 15 % page views and 5 % quotes
 *   (scripts/soak-traffic.ts), after a 15 s warm-up that is not counted. A steady rate rather than as many
 *   as the server can take: a soak looks for what accumulates, and a saturated server measures its queue.
 * - The servers: site/server.ts as child processes on loopback (scripts/soak-server.mjs), NODE_ENV=production,
 *   their CRM webhook pointed at a local receiver (scripts/receivers/crm-receiver.ts) and their email at a local
 *   SMTP server (scripts/receivers/smtp-receiver.ts), both answering in this process. SQLite by default; with
 *   --postgres or SOAK_DATABASE_URL (scripts/soak-settings.ts), two servers share one PostgreSQL database,
 *   each taking half the load, as several instances run (a throwaway cluster as the storage tests start theirs,
 *   scripts/postgres-cluster.mjs, unless a URL is given).
 * - Every 10 s: each server's RSS and its heap right after a full garbage collection, asked over the IPC
 *   channel to the child (no port, no endpoint; scripts/soak-server.mjs says how).
 * - At the end: p50 and p99 of every answer and by kind, any 5xx, and the outbox: how long after the load
 *   stopped every lead reached the CRM and every quote email the SMTP server.
 *
 * Goals: the heap after GC grows by less than 10 % between the first minute of the load and the last
 * (scripts/soak-stats.ts), no 5xx, and nothing left in the outbox 60 s after the load stops. A report, not
 * part of npm test; it exits 1 when a goal is missed. The figures measured so far are in docs/performance.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { MINUTE_MS } from '../shared/time';
import { startPostgresCluster } from './postgres-cluster.mjs';
import { startCrmReceiver } from './receivers/crm-receiver';
import { startSmtpReceiver } from './receivers/smtp-receiver';
import type { ServerProcess } from './server-process.d.mts';
import { spawnServer } from './server-process.mjs';
import { type OutboxCounts, openOutboxReader, pendingRows } from './soak-outbox';
import { readSoakSettings } from './soak-settings';
import { type HeapSample, heapGrowth, percentile } from './soak-stats';
import { type Kind, type LoadRequest, lookupRequests, MIX, quoteRequest, sitemapPaths } from './soak-traffic';

const WARM_UP_SECONDS = 15;
const SAMPLE_EVERY_MS = 10_000;
const DRAIN_LIMIT_MS = 60_000;
const HEAP_GROWTH_GOAL = 0.1;
/**
 * Connections per kind of request and server. autocannon keeps each connection to one request at a time,
 * so these must cover the rate at the latencies of a busy machine (200 lookups/s at 50 ms needs 10),
 * and a slow page must not hold the lookups back.
 */
const CONNECTIONS: Record<Kind, number> = { lookups: 24, pages: 8, quotes: 4 };
const MB = 1024 * 1024;

const parsed = readSoakSettings(process.env, process.argv.slice(2));
if (!parsed.ok) {
  console.error(parsed.error);
  process.exit(2);
}
const settings = parsed.settings;
const tempDir = mkdtempSync(join(tmpdir(), 'shipquote-soak-'));
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
const runId = Date.now().toString(36);

async function cleanUp() {
  await Promise.all(servers.splice(0).map((server) => server.stop('SIGTERM')));
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  rmSync(tempDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}

const formatMb = (bytes: number) => `${(bytes / MB).toFixed(1)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The PostgreSQL database: the one given, or a new one in a throwaway cluster. Its address is never printed. */
async function postgresDatabase(): Promise<{ url: string; where: string } | undefined> {
  const postgres = settings.postgres;
  if (postgres === undefined) return undefined;
  if (postgres !== 'throwaway') return { url: postgres.url, where: 'the database given' };
  const cluster = await startPostgresCluster();
  cleanups.push(() => cluster.stop());
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    await client.query('CREATE DATABASE shipquote_soak');
  } finally {
    await client.end();
  }
  const url = new URL(cluster.url);
  url.pathname = '/shipquote_soak';
  return { url: url.href, where: 'a throwaway cluster' };
}

/** Quotes sent so far, warm-up included: each the next lead. */
let quotes = 0;
let heapRequests = 0;
function heapOf(server: ServerProcess): Promise<Omit<HeapSample, 'atMs'>> {
  const id = ++heapRequests;
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type?: string; id?: number; rss: number; heapUsed: number; code: number }) => {
      if (message?.type !== 'heap' || message.id !== id) return;
      done();
      resolve({ rss: message.rss, heapUsed: message.heapUsed, code: message.code });
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('a server did not report its heap within 10 s'));
    }, 10_000);
    const done = () => {
      clearTimeout(timer);
      server.child.off('message', onMessage);
    };
    server.child.on('message', onMessage);
    server.child.send({ type: 'heap', id });
  });
}

interface Recorded {
  latencies: Record<Kind, number[]>;
  statuses: Map<number, number>;
  errors: number;
}

/** One autocannon per kind and server, all at once, at the kind's share of the rate; records what came back. */
function load(
  urls: readonly string[],
  pages: readonly string[],
  seconds: number,
  recorded: Recorded | undefined,
): Promise<unknown> {
  const lookups = lookupRequests();
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const requestsOf: Record<Kind, () => LoadRequest> = {
    lookups: () => pick(lookups),
    pages: () => ({ method: 'GET', path: pick(pages) }),
    quotes: () => quoteRequest(runId, quotes++, new Date()),
  };
  const runs = urls.flatMap((url) =>
    (Object.keys(MIX) as Kind[]).map(
      (kind) =>
        new Promise((resolve, reject) => {
          const instance = autocannon(
            {
              url,
              connections: CONNECTIONS[kind],
              duration: seconds,
              overallRate: Math.max(1, Math.round((settings.ratePerSecond * MIX[kind]) / urls.length)),
              timeout: 30,
              // Over autocannon's own fields (host, port), a new request each time.
              requests: [{ setupRequest: (request) => ({ ...request, ...requestsOf[kind]() }) }],
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
          if (!recorded) return;
          instance.on('response', (_client, status, _bytes, ms) => {
            recorded.latencies[kind].push(ms);
            recorded.statuses.set(status, (recorded.statuses.get(status) ?? 0) + 1);
          });
          instance.on('reqError', () => {
            recorded.errors++;
          });
        }),
    ),
  );
  return Promise.all(runs);
}

async function main(): Promise<number> {
  const crm = await startCrmReceiver();
  cleanups.push(() => crm.close());
  const smtp = await startSmtpReceiver();
  cleanups.push(() => smtp.close());
  // What reached the receivers, counted as it comes and then dropped, so a long run holds no bodies here.
  const crmLeads = new Set<string>();
  let emails = 0;
  const drainReceivers = () => {
    for (const request of crm.requests.splice(0)) {
      const key = request.headers['idempotency-key'];
      if (typeof key === 'string') crmLeads.add(key);
    }
    emails += smtp.received.splice(0).length;
  };
  const receiverTimer = setInterval(drainReceivers, 1000);
  cleanups.push(async () => clearInterval(receiverTimer));

  const postgres = await postgresDatabase();
  const databaseFile = join(tempDir, 'leads.db');
  const count = postgres ? 2 : 1;
  for (let i = 0; i < count; i++) {
    servers.push(
      spawnServer({
        entry: 'scripts/soak-server.mjs',
        nodeOptions: ['--expose-gc'],
        ipc: true,
        outputLimit: 50_000,
        env: {
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://quotes.example.com',
          DATABASE_FILE: databaseFile,
          DATABASE_URL: postgres?.url ?? '',
          // Every request comes from one client (loopback): the per-client limits would answer 429s.
          RATE_LIMIT_LOOKUPS: '999999999',
          RATE_LIMIT_SUBMISSIONS: '999999999',
          CRM_WEBHOOK_URL: crm.url,
          CRM_WEBHOOK_SECRET: 'soak-webhook-secret-0123456789',
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          MAIL_FROM: 'ShipQuote <quotes@example.com>',
        },
      }),
    );
  }
  const urls = await Promise.all(servers.map((server) => server.ready));
  const outbox = await openOutboxReader(postgres ? { url: postgres.url } : { file: databaseFile });
  cleanups.push(() => outbox.close());
  const pages = sitemapPaths(await (await fetch(`${urls[0]}/sitemap.xml`)).text());
  if (pages.length === 0) throw new Error('the sitemap lists no pages');

  const durationMs = settings.minutes * MINUTE_MS;
  console.log(
    `${count === 1 ? 'Server' : 'Servers'} on ${urls.join(' and ')}, ${postgres ? `PostgreSQL (${postgres.where})` : `SQLite in ${tempDir}`}`,
  );
  console.log(
    `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}; ${settings.minutes} min at ${settings.ratePerSecond} req/s (80 % lookups, 15 % of ${pages.length} pages, 5 % quotes) after a ${WARM_UP_SECONDS} s warm-up\n`,
  );

  process.stdout.write('warming up… ');
  await load(urls, pages, WARM_UP_SECONDS, undefined);
  console.log('done');

  const recorded: Recorded = { latencies: { lookups: [], pages: [], quotes: [] }, statuses: new Map(), errors: 0 };
  const samples: HeapSample[][] = servers.map(() => []);
  const startedAt = Date.now();
  let lastSampleAt = 0;
  const sample = async () => {
    const atMs = Date.now() - startedAt;
    lastSampleAt = Date.now();
    const heaps = await Promise.all(servers.map(heapOf));
    heaps.forEach((heap, i) => {
      samples[i]!.push({ atMs, ...heap });
    });
    const line = heaps.map(
      (heap) =>
        `RSS ${formatMb(heap.rss)} MB, heap after GC ${formatMb(heap.heapUsed)} MB (code ${formatMb(heap.code)})`,
    );
    console.log(`${String(Math.round(atMs / 1000)).padStart(5)} s  ${line.join('  |  ')}`);
  };
  await sample();
  const sampler = setInterval(() => void sample().catch((error) => console.error(String(error))), SAMPLE_EVERY_MS);
  await load(urls, pages, durationMs / 1000, recorded);
  clearInterval(sampler);
  const loadStoppedAt = Date.now();
  // The load's last moment, unless the timer has just taken it.
  if (loadStoppedAt - lastSampleAt > SAMPLE_EVERY_MS / 2) await sample();

  // The outbox after the load: polled until every row is delivered (or given up) and no lead has been
  // added for a second (a quote still in flight when the load stopped is stored after it), for at most a minute.
  let counts: OutboxCounts = await outbox.counts();
  const pendingAtStop = pendingRows(counts);
  let leadsBefore = -1;
  while ((pendingRows(counts) > 0 || counts.leads !== leadsBefore) && Date.now() - loadStoppedAt < DRAIN_LIMIT_MS) {
    leadsBefore = counts.leads;
    await sleep(1000);
    counts = await outbox.counts();
  }
  const drainMs = Date.now() - loadStoppedAt;
  await sleep(1100);
  drainReceivers();
  return report({ recorded, samples, durationMs, counts, pendingAtStop, drainMs, crmLeads: crmLeads.size, emails });
}

interface Report {
  recorded: Recorded;
  samples: HeapSample[][];
  durationMs: number;
  counts: OutboxCounts;
  pendingAtStop: number;
  drainMs: number;
  crmLeads: number;
  emails: number;
}

function report({ recorded, samples, durationMs, counts, pendingAtStop, drainMs, crmLeads, emails }: Report): number {
  const all = Object.values(recorded.latencies).flat();
  const row = (name: string, values: number[]) =>
    `${name.padEnd(8)} ${String(values.length).padStart(9)}  ${(values.length / (durationMs / 1000)).toFixed(1).padStart(7)}  ${percentile(values, 0.5).toFixed(1).padStart(7)}  ${percentile(values, 0.99).toFixed(1).padStart(7)}`;
  console.log(
    `\n${'answers'.padEnd(8)} ${'count'.padStart(9)}  ${'req/s'.padStart(7)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}`,
  );
  for (const kind of Object.keys(MIX) as Kind[]) console.log(row(kind, recorded.latencies[kind]));
  console.log(row('all', all));

  const statuses = [...recorded.statuses].sort(([a], [b]) => a - b);
  const serverErrors = statuses.filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `\nstatuses: ${statuses.map(([status, n]) => `${status} × ${n}`).join(', ')}; ${recorded.errors} connection errors or timeouts`,
  );

  const growths = samples.map((serverSamples) => heapGrowth(serverSamples, durationMs));
  growths.forEach((growth, i) => {
    const name = samples.length > 1 ? `server ${i + 1}: ` : '';
    const peakRss = Math.max(...samples[i]!.map((s) => s.rss));
    console.log(
      growth
        ? `${name}heap after GC ${formatMb(growth.first)} MB (median of the first ${growth.windowMs / 1000} s) → ${formatMb(growth.last)} MB (the last): ${(growth.growth * 100).toFixed(1)} %, of which compiled code ${formatMb(growth.firstCode)} → ${formatMb(growth.lastCode)} MB; peak RSS ${formatMb(peakRss)} MB`
        : `${name}too few heap samples to compare`,
    );
  });

  const destinations = Object.entries(counts.byDestination)
    .map(([name, c]) => `${name}: ${c.delivered} delivered, ${c.pending} pending, ${c.givenUp} given up`)
    .join('; ');
  const drained = pendingRows(counts) === 0;
  console.log(
    `outbox: ${counts.leads} leads; ${destinations}. ${pendingAtStop} pending when the load stopped; ${drained ? `all delivered within ${(drainMs / 1000).toFixed(1)} s after` : `still pending after ${DRAIN_LIMIT_MS / 1000} s`}`,
  );
  console.log(`receivers: the CRM got ${crmLeads} distinct leads, the SMTP server ${emails} emails`);

  const givenUp = Object.values(counts.byDestination).reduce((sum, c) => sum + c.givenUp, 0);
  const goals: [string, boolean][] = [
    [
      `heap after GC grows < ${HEAP_GROWTH_GOAL * 100} %`,
      growths.every((growth) => growth !== undefined && growth.growth < HEAP_GROWTH_GOAL),
    ],
    ['no 5xx', serverErrors === 0],
    [
      `every lead and email delivered within ${DRAIN_LIMIT_MS / 1000} s of the load stopping`,
      drained && givenUp === 0 && crmLeads >= counts.leads && emails >= (counts.byDestination.email?.delivered ?? 0),
    ],
  ];
  console.log(`load average at the end ${loadavg()[0]!.toFixed(1)}`);
  console.log(`\n${goals.map(([goal, met]) => `${met ? 'met' : 'MISSED'}: ${goal}`).join('\n')}`);
  return goals.every(([, met]) => met) ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  for (const server of servers) console.error(server.output().slice(-3000));
} finally {
  await cleanUp();
}
process.exit(exitCode);

#!/usr/bin/env node
/**
 * `npm run bench`: load-tests the real server on loopback with autocannon and prints req/s and
 * p50/p99 for cityZipLookup, makeLookup and lead creation against their goals on the 2-core machine:
 * lookups ≥ 5,000 req/s with p99 < 20 ms, lead creation ≥ 1,000 req/s with p99 < 50 ms. The figures
 * measured so far are in docs/performance.md.
 *
 * Then lead creation again on PostgreSQL, as several instances run it: two servers on one database, each
 * taking half the connections at once (goal: ≥ 1,000 leads/s together, p99 < 50 ms, 0 failures). The
 * database is a throwaway cluster started as the storage tests start theirs (scripts/postgres-cluster.mjs),
 * or BENCH_DATABASE_URL; when neither can be had, one line says the PostgreSQL run was skipped and why.
 *
 * Right before cityZipLookup, the same requests go to a floor: a hello-world Hono app on @hono/node-server
 * that reads the JSON body and answers a small JSON body (scripts/bench-floor-server.mjs), in a process of
 * its own as the server is. The lookup's share of the floor's req/s says what the server's own path costs
 * (goal: ≥ 0.55), and moves less with the machine's load than either figure alone.
 *
 * Last, with the servers stopped, the run an outbox relay makes on every poll, over a SQLite outbox with
 * 200,000 delivered rows and nothing due (scripts/bench-outbox-claim.ts): median of nine runs, goal < 5 ms.
 * The test suite checks its query plan; only here is it timed. Then one quote priced as the submit route
 * prices it (scripts/bench-pricing.ts): median per quote, goal < 250 µs.
 *
 * A report, not a test: missing a goal still exits 0. It exits 1 only when more than 0.1% of requests
 * failed (errors, timeouts or non-2xx), because then the figures measure failures, not the server.
 *
 * The server and autocannon share the machine's cores, so the figures are a floor for a server with a
 * machine to itself. Settings (environment):
 *   BENCH_SECONDS      seconds per call (default 10)
 *   BENCH_CONNECTIONS  concurrent connections (default 50)
 *   BENCH_MAX_LEADS    stop lead creation after about this many leads (default 100000)
 *   BENCH_DATABASE_URL a PostgreSQL database the bench may fill with leads (left as it is afterwards);
 *                      default: a throwaway cluster of its own
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPostgresCluster } from './postgres-cluster.mjs';
import { spawnServer } from './server-process.mjs';

function positiveInteger(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number of at least 1, not "${text}".`);
    process.exit(2);
  }
  return value;
}

const SECONDS = positiveInteger('BENCH_SECONDS', 10);
/** Pricing runs once per quote on the submit path: well under a millisecond. */
const PRICING_GOAL_MICROS = 250;
const CONNECTIONS = positiveInteger('BENCH_CONNECTIONS', 50);
/**
 * A cap on the leads one run writes, so a long run does not fill the disk. Lead numbers have six random
 * digits per UTC day (site/quote/lead-number.ts): a million a day; with four, an early version of this bench
 * ran out of a day's numbers in seconds, which is why they have six.
 */
const MAX_LEADS = positiveInteger('BENCH_MAX_LEADS', 100_000);
const WARM_UP_SECONDS = 2;
const WARM_UP_LEADS = 200;
/** cityZipLookup's req/s as a share of the floor's, at least. */
const FLOOR_SHARE_GOAL = 0.55;
/** The median relay run over a long delivered history, in ms, at most. */
const OUTBOX_CLAIM_GOAL_MS = 5;
/** More than this share of failed requests means the bench is broken, not slow. */
const MAX_FAILURE_RATE = 0.001;

// A typo in each ("chicgo", "toyotaa"): its answer is the lookups' near misses.
const CITY_ZIP_INPUTS = ['75201', 'dallas', 'new y', 'toronto', 'san', 'M5V', 'chicgo'];
const MAKE_INPUTS = ['toy', 'ford', 'ch', 'b', 'toyotaa'];

const tempDir = mkdtempSync(join(tmpdir(), 'shipquote-bench-'));
/** Every server started, so a stop or Ctrl-C reaches them all. */
const servers = [];
let cluster;

/**
 * The real server (scripts/server-process.mjs) with a throwaway SQLite database, or on the PostgreSQL
 * database `databaseUrl` (which holds a password when given: never printed).
 */
function startServer(databaseUrl) {
  const server = spawnServer({
    env: {
      NODE_ENV: 'production',
      // Production needs the public address; booking links then point at it, which the bench never follows.
      PUBLIC_URL: 'https://quotes.example.com',
      DATABASE_FILE: join(tempDir, 'leads.db'),
      DATABASE_URL: databaseUrl ?? '',
      // Every request comes from one client (loopback); the per-client limits would turn the bench into 429s.
      RATE_LIMIT_LOOKUPS: '999999999',
      RATE_LIMIT_SUBMISSIONS: '999999999',
      // A CRM forwarder would add outbound traffic that is not what is measured here.
      CRM_WEBHOOK_URL: '',
      CRM_WEBHOOK_SECRET: '',
    },
    // The start-up lines and the last words are what matter; a log line per lead must not pile up.
    outputLimit: 20_000,
  });
  servers.push(server);
  return server;
}

/** The floor (scripts/bench-floor-server.mjs), stopped with the servers. */
function startFloor() {
  const floor = spawnServer({ entry: 'scripts/bench-floor-server.mjs', outputLimit: 20_000 });
  servers.push(floor);
  return floor;
}

async function stopServers() {
  await Promise.all(servers.splice(0).map((server) => server.stop('SIGTERM')));
}

async function cleanUp() {
  await stopServers();
  await cluster?.stop().catch(() => {});
  cluster = undefined;
  rmSync(tempDir, { recursive: true, force: true });
}

function postJson(path, body) {
  return { method: 'POST', path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** A valid, distinct submission: a fresh idempotency key each time, so every request creates a lead. */
let leadCounter = 0;
const runId = Date.now().toString(36);
const shipDate = (() => {
  const date = new Date();
  date.setDate(date.getDate() + 7);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
})();
function nextSubmission() {
  const n = leadCounter++;
  return {
    mode: 'domestic',
    origin_postal_code: '75201',
    destination_postal_code: '10001',
    ship_date: shipDate,
    transport_type: n % 3 === 0 ? 'enclosed' : 'open',
    vehicles: [{ year: '2021', make: 'Toyota', model: `Camry ${n}`, make_id: 448 }],
    first_name: `Bench${n}`,
    email: `bench-${n}@example.com`,
    phone: '2145551234',
    idempotency_key: `bench-${runId}-${String(n).padStart(8, '0')}`,
    context: { source: 'bench' },
  };
}

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    options.onInstance?.(instance);
  });
}

function lookupRequests(path, inputs) {
  return inputs.map((input) => postJson(path, { input }));
}

function leadRequests(maxLeads, onCap) {
  return [
    {
      method: 'POST',
      path: '/api/createOpportunityAndSendToBooking',
      headers: { 'content-type': 'application/json' },
      // Called for every request: each body is built afresh with its own idempotency key.
      setupRequest(request) {
        if (leadCounter >= maxLeads) onCap();
        return { ...request, body: JSON.stringify(nextSubmission()) };
      },
    },
  ];
}

/** The kernel's clock ticks per second, in which /proc counts CPU time; undefined off Linux. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || undefined;
  } catch {
    return undefined;
  }
})();

/** CPU seconds a process has used so far (user and system, all its threads), from /proc; undefined elsewhere. */
function cpuSeconds(pid) {
  if (CLOCK_TICKS === undefined || pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * `bench`, and the CPU time the answering process spent per request meanwhile (µs): what the server's
 * own path costs, which other work on the machine moves less than it moves req/s.
 */
async function benchWithCpu(server, url, name, requests, duration, goal) {
  const before = cpuSeconds(server.child.pid);
  const row = await bench(url, name, requests, duration, goal);
  const after = cpuSeconds(server.child.pid);
  const cpuMicros = before === undefined || after === undefined ? undefined : ((after - before) * 1e6) / row.total;
  return { ...row, cpuMicros };
}

async function bench(url, name, requests, duration, goal) {
  let instance;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    setImmediate(() => instance?.stop());
  };
  const result = await run({
    url,
    connections: CONNECTIONS,
    duration,
    requests: requests(stop),
    onInstance: (created) => {
      instance = created;
    },
  });
  return summary(name, result, goal);
}

function summary(name, result, goal) {
  const failed = result.errors + result.timeouts + result.non2xx;
  const answered = result['2xx'] + result.non2xx;
  return {
    name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: answered + result.errors,
    failed,
    seconds: result.duration,
    goal,
  };
}

/**
 * Lead creation on several servers at once, the connections split between them, as one row: rates and
 * counts add up; the percentiles are the worst server's, since autocannon keeps no histogram to merge.
 * That is an upper bound: if no server has more than 1% of its requests above x, neither do all together.
 */
async function benchTogether(urls, name, duration, maxLeads, goal) {
  const stops = [];
  let capped = false;
  const onCap = () => {
    if (capped) return;
    capped = true;
    setImmediate(() => {
      for (const stop of stops) stop();
    });
  };
  const results = await Promise.all(
    urls.map((url, i) =>
      run({
        url,
        connections: Math.max(1, Math.round(CONNECTIONS / urls.length)),
        duration,
        requests: leadRequests(maxLeads, onCap),
        onInstance: (created) => {
          stops[i] = () => created.stop();
        },
      }),
    ),
  );
  const rows = results.map((result) => summary(name, result, goal));
  return {
    name,
    reqPerSec: rows.reduce((sum, row) => sum + row.reqPerSec, 0),
    p50: Math.max(...rows.map((row) => row.p50)),
    p99: Math.max(...rows.map((row) => row.p99)),
    total: rows.reduce((sum, row) => sum + row.total, 0),
    failed: rows.reduce((sum, row) => sum + row.failed, 0),
    seconds: Math.max(...rows.map((row) => row.seconds)),
    goal,
  };
}

function table(rows) {
  const header = ['call', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors/non-2xx', 'goal', 'met'];
  const lines = rows.map((row) => {
    const met =
      row.reqPerSec >= row.goal.reqPerSec &&
      row.p99 < row.goal.p99 &&
      (row.goal.failures === undefined || row.failed <= row.goal.failures);
    return [
      row.name,
      Math.round(row.reqPerSec).toLocaleString('en-US'),
      String(row.p50),
      String(row.p99),
      row.total.toLocaleString('en-US'),
      String(row.failed),
      [
        `≥ ${row.goal.reqPerSec.toLocaleString('en-US')} ${row.goal.unit ?? 'req/s'}`,
        `p99 < ${row.goal.p99} ms`,
        ...(row.goal.failures === undefined ? [] : [`${row.goal.failures} failures`]),
      ].join(', '),
      met ? 'yes' : 'no',
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

/** Share of all cores busy over `ms`, from the kernel's per-core time counters. */
async function machineBusy(ms) {
  const total = () =>
    cpus().reduce(
      (sum, { times }) => {
        sum.idle += times.idle;
        sum.all += times.idle + times.user + times.nice + times.sys + times.irq;
        return sum;
      },
      { idle: 0, all: 0 },
    );
  const before = total();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = total();
  const all = after.all - before.all;
  return all > 0 ? 1 - (after.idle - before.idle) / all : 0;
}

/**
 * The PostgreSQL database of the second run: BENCH_DATABASE_URL, or a fresh one in a throwaway cluster.
 * Either way it holds a password or could: only where it came from is ever printed.
 */
async function postgresDatabase() {
  const given = process.env.BENCH_DATABASE_URL?.trim();
  if (given) return { url: given, where: 'BENCH_DATABASE_URL' };
  try {
    cluster = await startPostgresCluster();
  } catch (error) {
    return { skipReason: `${error instanceof Error ? error.message : error}; BENCH_DATABASE_URL names one instead` };
  }
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    await client.query('CREATE DATABASE shipquote_bench');
  } finally {
    await client.end();
  }
  const url = new URL(cluster.url);
  url.pathname = '/shipquote_bench';
  return { url: url.href, where: 'a throwaway cluster' };
}

/** Lead creation on two servers sharing one PostgreSQL database; undefined when there is no PostgreSQL. */
async function postgresRun(goal) {
  const database = await postgresDatabase();
  if ('skipReason' in database) {
    console.log(`PostgreSQL run skipped: ${database.skipReason}`);
    return undefined;
  }
  const pair = [startServer(database.url), startServer(database.url)];
  const urls = await Promise.all(pair.map((server) => server.ready));
  console.log(
    `PostgreSQL: servers on ${urls.join(' and ')}, one database (${database.where}), ${Math.max(1, Math.round(CONNECTIONS / 2))} connections each`,
  );
  // Warm-up: JIT, both servers' connection pools and PostgreSQL's caches.
  process.stdout.write('warming up… ');
  await benchTogether(urls, 'warm-up', WARM_UP_SECONDS, leadCounter + WARM_UP_LEADS, goal);
  console.log('done');
  const name = 'lead creation, PostgreSQL ×2';
  process.stdout.write(`${name}… `);
  const row = await benchTogether(urls, name, SECONDS, leadCounter + MAX_LEADS, goal);
  console.log(`${row.seconds.toFixed(1)} s`);
  return { ...row, servers: pair };
}

/**
 * The outbox relay's run over a long delivered history (scripts/bench-outbox-claim.ts, through tsx in a
 * process of its own, as the server runs): its last output line is JSON.
 */
function outboxClaim() {
  return lastJsonLine('scripts/bench-outbox-claim.ts');
}

/** A part of the bench that runs in a process of its own through tsx and ends with one JSON line. */
function lastJsonLine(script) {
  const output = execFileSync(process.execPath, ['--import', 'tsx/esm', script], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').pop());
}

async function main() {
  // The server and autocannon need both cores to themselves; anything else running skews every figure.
  const busy = await machineBusy(1000);
  const cores = cpus().length;
  const server = startServer();
  const floor = startFloor();
  const [url, floorUrl] = await Promise.all([server.ready, floor.ready]);
  console.log(`Server on ${url} (NODE_ENV=production, database in ${tempDir}); floor on ${floorUrl}`);
  console.log(`${cores} cores, ${Math.round(busy * 100)}% busy with other work just before the run`);
  if (busy > 0.1) console.log('Warning: the machine is busy; figures will be low and uneven. Re-run when it is idle.');
  console.log(
    `${SECONDS} s per call, ${CONNECTIONS} connections, at most ${MAX_LEADS.toLocaleString('en-US')} leads per run\n`,
  );

  const cityZip = () => lookupRequests('/api/cityZipLookup', CITY_ZIP_INPUTS);
  const makes = () => lookupRequests('/api/makeLookup', MAKE_INPUTS);
  const lookupGoal = { reqPerSec: 5000, p99: 20 };
  const leadGoal = { reqPerSec: 1000, p99: 50 };

  // Warm-up: JIT, the lookups' first touches of their indexes, SQLite's page cache and the WAL file.
  process.stdout.write('warming up… ');
  await bench(floorUrl, 'warm-up', cityZip, WARM_UP_SECONDS, lookupGoal);
  await bench(url, 'warm-up', cityZip, WARM_UP_SECONDS, lookupGoal);
  await bench(url, 'warm-up', makes, WARM_UP_SECONDS, lookupGoal);
  await bench(url, 'warm-up', (stop) => leadRequests(WARM_UP_LEADS, stop), WARM_UP_SECONDS, leadGoal);
  console.log('done');

  // The floor, then at once the lookup it is compared with: as close to the same machine load as can be.
  process.stdout.write('floor (hello-world Hono)… ');
  const floorRow = await benchWithCpu(floor, floorUrl, 'floor', cityZip, SECONDS, lookupGoal);
  console.log(`${floorRow.seconds.toFixed(1)} s`);

  const rows = [];
  for (const [name, requests, goal] of [
    ['cityZipLookup', cityZip, lookupGoal],
    ['makeLookup', makes, lookupGoal],
    ['lead creation, SQLite', (stop) => leadRequests(WARM_UP_LEADS + MAX_LEADS, stop), leadGoal],
  ]) {
    process.stdout.write(`${name}… `);
    const row = await benchWithCpu(server, url, name, requests, SECONDS, goal);
    console.log(`${row.seconds.toFixed(1)} s`);
    rows.push({ ...row, servers: [server] });
  }

  // The PostgreSQL run gets the cores the SQLite server had.
  await stopServers();
  console.log('');
  const postgresRow = await postgresRun({ ...leadGoal, unit: 'leads/s', failures: 0 });
  if (postgresRow) rows.push(postgresRow);

  process.stdout.write('\noutbox claim over a long delivered history… ');
  const claim = outboxClaim();
  console.log(`${(claim.fillMs / 1000).toFixed(1)} s to write ${claim.rows.toLocaleString('en-US')} rows`);

  process.stdout.write('pricing one quote (places, curve, season, sea legs)… ');
  const pricing = lastJsonLine('scripts/bench-pricing.ts');
  console.log('done');

  console.log(`\n${table(rows)}\n`);
  const share = rows[0].reqPerSec / floorRow.reqPerSec;
  console.log(
    `cityZipLookup / floor: ${Math.round(rows[0].reqPerSec).toLocaleString('en-US')} / ${Math.round(floorRow.reqPerSec).toLocaleString('en-US')} req/s = ${share.toFixed(2)} (goal ≥ ${FLOOR_SHARE_GOAL}: ${share >= FLOOR_SHARE_GOAL ? 'yes' : 'no'}); floor p50 ${floorRow.p50} ms, p99 ${floorRow.p99} ms, ${floorRow.failed} errors/non-2xx`,
  );
  if (floorRow.cpuMicros !== undefined && rows[0].cpuMicros !== undefined) {
    console.log(
      `server CPU per request: floor ${floorRow.cpuMicros.toFixed(0)} µs, cityZipLookup ${rows[0].cpuMicros.toFixed(0)} µs, makeLookup ${rows[1].cpuMicros?.toFixed(0)} µs (floor / cityZipLookup = ${(floorRow.cpuMicros / rows[0].cpuMicros).toFixed(2)})`,
    );
  }
  console.log(
    `outbox relay run with nothing due over ${claim.rows.toLocaleString('en-US')} delivered rows: median ${claim.medianMs.toFixed(2)} ms of ${claim.runs} (goal < ${OUTBOX_CLAIM_GOAL_MS} ms: ${claim.medianMs < OUTBOX_CLAIM_GOAL_MS ? 'yes' : 'no'})`,
  );
  console.log(
    `pricing one quote as the submit route does: median ${pricing.medianMicros.toFixed(1)} µs over ${pricing.quotes.toLocaleString('en-US')} quotes on ${pricing.lanes} lanes (goal < ${PRICING_GOAL_MICROS} µs: ${pricing.medianMicros < PRICING_GOAL_MICROS ? 'yes' : 'no'})`,
  );
  console.log('');
  const broken = [...rows, { ...floorRow, servers: [floor] }].filter(
    (row) => row.failed > row.total * MAX_FAILURE_RATE,
  );
  for (const row of broken) {
    console.error(`${row.name}: ${row.failed} of ${row.total} requests failed; the figures are not meaningful.`);
    for (const { child, output } of row.servers) {
      const { exitCode: code, signalCode: signal } = child;
      const state =
        code === null && signal === null
          ? 'The server is still running'
          : `The server stopped during the run (${signal ?? `exit code ${code}`}; a SIGTERM it did not get from here means something else on the machine stopped it)`;
      console.error(`${state}. Its last output:\n${output().slice(-3000)}`);
    }
  }
  return broken.length > 0 ? 1 : 0;
}

// The servers have process groups of their own, so Ctrl-C in the terminal does not reach them: stop them here.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  for (const server of servers) console.error(server.output());
} finally {
  await cleanUp();
}
process.exit(exitCode);

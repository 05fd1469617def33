/**
 * A database another connection holds locked (a backup, a second process) through the app as the server
 * builds it: submissions are turned away at once with a 503 the widget can show, the rest keeps answering.
 */
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-types';
import { type ConfiguredApp, createConfiguredApp } from '../../tests/support/configured-app';
import { fakeLookups } from '../../tests/support/fake-lookups';
import { memoryLog } from '../../tests/support/memory-log';
import { newIdempotencyKey, validSubmissionInput } from '../../tests/support/valid-submission';

const PUBLIC_URL = 'https://quotes.example.com';
const opened: { close(): unknown }[] = [];

afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

async function start(logged: string[] = []): Promise<ConfiguredApp> {
  const configured = await createConfiguredApp({
    lookups: fakeLookups(),
    env: { PUBLIC_URL },
    log: memoryLog((_entry, line) => logged.push(line)).log,
  });
  opened.push(configured);
  return configured;
}

/** A second connection to the same file that takes the write lock and keeps it until released. */
function holdWriteLock(file: string): { release(): void } {
  const holder = new BetterSqlite3(file);
  opened.push(holder);
  holder.exec('BEGIN IMMEDIATE');
  return { release: () => holder.exec('ROLLBACK') };
}

const post = (app: ConfiguredApp['app'], path: string, body: unknown) =>
  app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

describe('a database locked by another connection', () => {
  it('answers a submission 503 with Retry-After at once, stores nothing, and takes the same quote once released', async () => {
    const logged: string[] = [];
    const { app, leads, databaseFile } = await start(logged);
    const quote = validSubmissionInput({ idempotency_key: newIdempotencyKey() });
    const lock = holdWriteLock(databaseFile);

    const started = performance.now();
    const res = await post(app, API_PATHS.createOpportunityAndSendToBooking, quote);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(res.status).toBe(503);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({
      statusCode: 503,
      message: 'Your quote could not be saved just now. Please try again in a moment.',
      errors: [],
    });
    expect(leads.count()).toBe(0);

    lock.release();
    const again = await post(app, API_PATHS.createOpportunityAndSendToBooking, quote);
    expect(again.status).toBe(200);
    const { sessionId } = (await again.json()) as { sessionId: string };
    expect(leads.findByLeadNumber(sessionId)?.submission.idempotency_key).toBe(quote.idempotency_key);
    expect(logged.join('\n')).not.toContain(quote.email);
  });

  it('keeps answering lookups and booking pages while the lock is held', async () => {
    const { app, databaseFile } = await start();
    const made = await post(app, API_PATHS.createOpportunityAndSendToBooking, validSubmissionInput());
    const { url } = (await made.json()) as { url: string };
    const lock = holdWriteLock(databaseFile);

    const lookup = await post(app, API_PATHS.cityZipLookup, { input: '75201' });
    expect(lookup.status).toBe(200);
    expect(((await lookup.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    const booking = await app.request(new URL(url).pathname);
    expect(booking.status).toBe(200);
    lock.release();
  });
});

describe('a server that has begun to stop', () => {
  it('answers a quote that arrives after the lead writer closed 503 with Retry-After, so the widget keeps it', async () => {
    const { app, services, leads } = await start();
    await services.close();
    const res = await post(app, API_PATHS.createOpportunityAndSendToBooking, validSubmissionInput());
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(leads.count()).toBe(0);
  });
});

/**
 * The price a visitor is shown is the price the CRM and the booking page get, whatever happens to the rate
 * table in between. The server as it is built (createRuntime over readConfig) on each store: a quote sent
 * while the CRM is down, then, an hour later, the server restarted on a dearer rate table with the CRM back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type InstantPrice, type SubmitResponse } from '../../shared/api-types';
import { formatUsd } from '../../shared/format';
import { createRuntime, type Runtime } from '../../site/composition-root';
import { readConfig } from '../../site/config';
import { RATE_TABLE, type RateTable } from '../../site/quote/pricing/rate-table';
import { memoryLog } from '../support/memory-log';
import { newIdempotencyKey, validSubmissionInput } from '../support/valid-submission';
import { forEachBackend, type OpenedStore } from './storage-backends';

const T0 = Date.parse('2026-11-26T12:00:00.000Z');
const HOUR = 3_600_000;
/** Opening the store and the app, twice, and pricing through them on a busy machine. */
const TIMEOUT_MS = 60_000;

/** The broker's rates since the change: twice the per-mile rates, a higher minimum. */
const DEARER: RateTable = {
  ...RATE_TABLE,
  version: RATE_TABLE.version + 1,
  openMileBands: RATE_TABLE.openMileBands.map((band) => ({ ...band, centsPerMile: band.centsPerMile * 2 })),
  minTransportPerVehicle: RATE_TABLE.minTransportPerVehicle * 2,
};

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.useRealTimers();
});

async function serverOn(store: OpenedStore, rateTable: RateTable, crm: typeof fetch): Promise<Runtime> {
  const dir = mkdtempSync(join(tmpdir(), 'shipquote-stored-price-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const settings = readConfig(
    {
      ...store.env,
      CRM_WEBHOOK_URL: 'https://crm.example/hook',
      CRM_WEBHOOK_SECRET: 'whsec_stored_price_test_secret',
    },
    dir,
  );
  if (!settings.ok) throw new Error(settings.errors.join('\n'));
  const runtime = await createRuntime(settings.config, { log: memoryLog().log, fetch: crm, rateTable });
  cleanups.push(() => runtime.close());
  return runtime;
}

async function submit(runtime: Runtime): Promise<SubmitResponse & { url: string; price: InstantPrice }> {
  const res = await runtime.app.request(API_PATHS.createOpportunityAndSendToBooking, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(validSubmissionInput({ idempotency_key: newIdempotencyKey() })),
  });
  expect(res.status).toBe(200);
  const answer = (await res.json()) as SubmitResponse;
  if (!answer.url || !answer.price) throw new Error('The answer has no booking link or no price');
  return { ...answer, url: answer.url, price: answer.price };
}

/** The open carrier's single best figure, as the booking page prints it. */
const openEstimate = (price: InstantPrice) => {
  const figure = price.options.find((option) => option.transport === 'open')?.estimate;
  if (figure === undefined) throw new Error('No open-carrier estimate');
  return figure;
};

describe('the price shown, after a CRM outage and a rate change', () => {
  forEachBackend((fresh) => {
    it(
      'reaches the CRM, and the booking page, as the visitor saw it',
      async () => {
        vi.useFakeTimers({ toFake: ['Date'], now: T0 });
        const store = await fresh();

        let failedTries = 0;
        const before = await serverOn(store, RATE_TABLE, async () => {
          failedTries++;
          throw new TypeError('fetch failed');
        });
        const seen = await submit(before);
        await vi.waitFor(() => expect(failedTries).toBeGreaterThan(0));
        await before.close();

        vi.setSystemTime(T0 + HOUR);
        const bodies: { lead_number: string; price?: InstantPrice }[] = [];
        const after = await serverOn(store, DEARER, async (_url, init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return new Response(null, { status: 200 });
        });
        await vi.waitFor(() => expect(bodies).toHaveLength(1), { timeout: 15_000 });
        expect(bodies[0]?.lead_number).toBe(seen.sessionId);
        expect(bodies[0]?.price).toEqual(seen.price);

        // The same quote today costs more, so the figures above are not today's.
        const today = await submit(after);
        expect(openEstimate(today.price)).toBeGreaterThan(openEstimate(seen.price));

        const page = await (await after.app.request(new URL(seen.url).pathname)).text();
        expect(page).toContain(formatUsd(openEstimate(seen.price)));
        expect(page).not.toContain(formatUsd(openEstimate(today.price)));
      },
      TIMEOUT_MS,
    );
  });
});

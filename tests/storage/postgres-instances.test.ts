/**
 * What PostgreSQL adds over the shared contract: several instances starting, writing and forwarding on
 * one database, and a database that goes away and comes back.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { API_PATHS } from '../../shared/api-types';
import { isDatabaseBusy } from '../../site/storage/database-busy';
import type { LeadRepository } from '../../site/storage/lead-repository';
import {
  createPostgresLeadRepository,
  openPostgresLeadRepository,
} from '../../site/storage/postgres/postgres-lead-repository';
import { POSTGRES_MIGRATIONS } from '../../site/storage/postgres/postgres-migrations';
import { createPostgresPool } from '../../site/storage/postgres/postgres-pool';
import { type ConfiguredApp, createConfiguredApp } from '../support/configured-app';
import { fakeLookups } from '../support/fake-lookups';
import { closedPort } from '../support/ports';
import { storeQuote } from '../support/store-quote';
import { newIdempotencyKey, validSubmission, validSubmissionInput } from '../support/valid-submission';
import { asAdmin, type OpenedStore, postgresBackend, withDatabase } from './storage-backends';

const postgres = inject('postgres');
const quote = () => validSubmission({ idempotency_key: newIdempotencyKey() });

// The one skip allowed: PostgreSQL missing on a developer machine (never under CI).
describe.skipIf('skipReason' in postgres)('PostgreSQL with several instances', () => {
  let store: OpenedStore | undefined;
  const apps: ConfiguredApp[] = [];
  const repositories: LeadRepository[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const repository of repositories.splice(0)) await repository.close();
    await store?.dispose();
    store = undefined;
  });

  async function database(): Promise<string> {
    store = await postgresBackend.open();
    return store.url!;
  }

  it('migrates an empty database once when two instances start together', async () => {
    store = await postgresBackend.openEmpty();
    const url = store.url!;
    repositories.push(
      ...(await Promise.all([
        openPostgresLeadRepository({ connectionString: url }),
        openPostgresLeadRepository({ connectionString: url }),
      ])),
    );
    const { rows } = await asAdmin(url, (client) => client.query('SELECT version FROM schema_migrations ORDER BY 1'));
    expect(rows.map((row) => row.version)).toEqual(POSTGRES_MIGRATIONS.map((migration) => migration.version));
  });

  it('answers writes with the busy signal while the database cannot be reached, and is not ready', async () => {
    const connectionString = `postgres://postgres@127.0.0.1:${await closedPort()}/shipquote`;
    const pool = createPostgresPool({ connectionString, connectionTimeoutMs: 1_000 });
    const repository = createPostgresLeadRepository(pool, { connectionString });
    repositories.push(repository);
    const failure = await storeQuote(repository, quote()).catch((error: unknown) => error);
    expect(isDatabaseBusy(failure)).toBe(true);
    expect(await repository.checkWritable()).toEqual({ ok: false, reason: 'the lead database does not answer' });
  });

  it('comes back by itself after the database dropped every connection', async () => {
    const url = await database();
    const repository = await store!.another();
    await storeQuote(repository, quote());
    await asAdmin(url, (client) =>
      client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      ),
    );
    // The first call may meet a connection that was cut: then it is told "busy", never anything else.
    const first = await storeQuote(repository, quote()).then(
      () => 'stored',
      (error: unknown) => (isDatabaseBusy(error) ? 'busy' : error),
    );
    expect(['stored', 'busy']).toContain(first);
    await vi.waitFor(async () => expect((await storeQuote(repository, quote())).created).toBe(true));
    expect(await repository.checkWritable()).toEqual({ ok: true });
  });

  it('listens again after the database dropped the listening connection', async () => {
    const url = await database();
    const writer = await store!.another();
    const listening = await store!.another();
    let told = 0;
    listening.outbox.watch(() => {
      told++;
    });
    await vi.waitFor(async () => {
      await storeQuote(writer, quote());
      expect(told).toBeGreaterThan(0);
    });
    await asAdmin(url, (client) =>
      client.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'shipquote-listener' AND datname = current_database()",
      ),
    );
    const before = told;
    // The listener waits a moment before it opens a new connection. Two more, since one notification sent
    // before the cut may still arrive on the old connection.
    await vi.waitFor(
      async () => {
        await storeQuote(writer, quote());
        expect(told).toBeGreaterThan(before + 1);
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('tells the other instances when a lead is stored, so their outbox relays need not wait for the poll', async () => {
    await database();
    const writer = await store!.another();
    const other = await store!.another();
    let told = 0;
    const stop = other.outbox.watch(() => {
      told++;
    });
    // The other instance listens on a connection of its own, opened in the background: write until it hears.
    await vi.waitFor(async () => {
      await storeQuote(writer, quote());
      expect(told).toBeGreaterThan(0);
    });
    stop();
  });

  it('answers quotes and booking pages 503 while the database refuses connections, keeps the lookups, and recovers without a restart', async () => {
    // The describe block runs only when the global setup provided a server.
    const { url: admin } = postgres as { url: string };
    // A role of its own: the connection limit that stands in for an unreachable database spares superusers.
    const suffix = randomBytes(4).toString('hex');
    const role = `shipquote_app_${suffix}`;
    const name = `shipquote_refusing_${suffix}`;
    await asAdmin(admin, async (client) => {
      await client.query(`CREATE ROLE ${role} LOGIN`);
      await client.query(`CREATE DATABASE ${name} OWNER ${role}`);
    });
    const url = new URL(withDatabase(admin, name));
    url.username = role;
    const refuse = (limit: number) =>
      asAdmin(admin, async (client) => {
        await client.query(`ALTER DATABASE ${name} CONNECTION LIMIT ${limit}`);
        await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      });
    try {
      const app = await createConfiguredApp({ lookups: fakeLookups(), env: { DATABASE_URL: url.href } });
      apps.push(app);
      const submit = () =>
        app.app.request(API_PATHS.createOpportunityAndSendToBooking, {
          method: 'POST',
          body: JSON.stringify(validSubmissionInput({ idempotency_key: newIdempotencyKey() })),
          headers: { 'Content-Type': 'application/json' },
        });
      const first = await submit();
      expect(first.status).toBe(200);
      const bookingPath = new URL(((await first.json()) as { url: string }).url).pathname;

      await refuse(0);
      const refused = await submit();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('Retry-After')).not.toBeNull();
      const booking = await app.app.request(bookingPath);
      expect(booking.status).toBe(503);
      expect(booking.headers.get('Retry-After')).not.toBeNull();
      expect((await app.app.request('/readyz')).status).toBe(503);
      const lookup = await app.app.request(API_PATHS.cityZipLookup, {
        method: 'POST',
        body: JSON.stringify({ input: '75201' }),
        headers: { 'Content-Type': 'application/json' },
      });
      expect(lookup.status).toBe(200);

      await refuse(-1);
      await vi.waitFor(async () => expect((await submit()).status).toBe(200));
      expect((await app.app.request('/readyz')).status).toBe(200);
    } finally {
      for (const app of apps.splice(0)) await app.close();
      await asAdmin(admin, async (client) => {
        await client.query(`DROP DATABASE ${name} WITH (FORCE)`);
        await client.query(`DROP ROLE ${role}`);
      });
    }
  });

  it('shows a quote submitted to one instance on the booking page of another', async () => {
    const url = await database();
    const env = { DATABASE_URL: url, PUBLIC_URL: 'https://quotes.example' };
    apps.push(
      await createConfiguredApp({ lookups: fakeLookups(), env }),
      await createConfiguredApp({ lookups: fakeLookups(), env }),
    );
    const [a, b] = apps as [ConfiguredApp, ConfiguredApp];
    const res = await a.app.request(API_PATHS.createOpportunityAndSendToBooking, {
      method: 'POST',
      body: JSON.stringify(validSubmissionInput({ origin_postal_code: 'Dallas, TX 75201' })),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(200);
    const { url: bookingUrl } = (await res.json()) as { url: string };
    const page = await b.app.request(new URL(bookingUrl).pathname);
    expect(page.status).toBe(200);
    expect((await b.app.request('/readyz')).status).toBe(200);
  });

  it('sends each lead to the CRM once however many instances forward the outbox', async () => {
    const url = await database();
    const received: string[] = [];
    const fetchStub: typeof fetch = async (_url, init) => {
      received.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
      return new Response(null, { status: 204 });
    };
    const env = {
      DATABASE_URL: url,
      CRM_WEBHOOK_URL: 'https://crm.example/leads',
      CRM_WEBHOOK_SECRET: 'a-secret-of-24-characters',
    };
    apps.push(
      await createConfiguredApp({ lookups: fakeLookups(), env, fetch: fetchStub }),
      await createConfiguredApp({ lookups: fakeLookups(), env, fetch: fetchStub }),
      await createConfiguredApp({ lookups: fakeLookups(), env, fetch: fetchStub }),
    );
    const writer = await store!.another();
    const leads = await Promise.all(Array.from({ length: 12 }, () => storeQuote(writer, quote())));
    await vi.waitFor(() => expect(received).toHaveLength(12), { timeout: 15_000 });
    expect(new Set(received)).toEqual(new Set(leads.map(({ lead }) => lead.leadNumber)));
  });
});

/** The PostgreSQL schema's migrations over a database an older release left, with a lead in it. */
import { afterEach, describe, expect, it } from 'vitest';
import { migratePostgres, POSTGRES_MIGRATIONS } from '../../site/storage/postgres/postgres-migrations';
import { createPostgresPool } from '../../site/storage/postgres/postgres-pool';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';
import { type OpenedStore, postgresBackend } from './storage-backends';

let store: OpenedStore | undefined;

afterEach(async () => {
  await store?.dispose();
  store = undefined;
});

// The one skip allowed: PostgreSQL missing on a developer machine (never under CI).
describe.skipIf(postgresBackend.skipReason !== undefined)('the PostgreSQL migrations', () => {
  it('name the lead number lead_number and leave the leads stored before them without a price', async () => {
    store = await postgresBackend.openEmpty();
    const pool = createPostgresPool({ connectionString: store.url! });
    try {
      expect(await migratePostgres(pool, POSTGRES_MIGRATIONS.slice(0, 1))).toEqual([1]);
      await pool.query(`
        INSERT INTO leads (session_id, token, idempotency_key, created_at, mode, origin, destination, ship_date,
          transport_type, first_name, email, phone, vehicles_json, context_json)
        VALUES ('SQ-261125-482193', 'AAAAAAAAAAAAAAAAAAAAAA', 'old-key-0000000000', '2026-11-25T10:00:00.000Z',
          'domestic', 'Austin, TX', 'Miami, FL', '2026-12-10', 'open', 'Dana', 'dana@example.com',
          '5125550142', '[]', '{}')
      `);
    } finally {
      await pool.end();
    }

    const draws = ['SQ-261125-482193', 'SQ-261125-000001'];
    const repository = await store.another();
    const old = await repository.findByLeadNumber('SQ-261125-482193');
    expect(old?.submission.first_name).toBe('Dana');
    expect(old?.price).toBeNull();
    // The renamed UNIQUE constraint still tells a taken lead number from a taken key: a fresh one is drawn.
    const drawn = { newLeadNumber: () => draws.shift() ?? 'SQ-261125-999999' };
    expect((await storeQuote(repository, validSubmission(), drawn)).lead.leadNumber).toBe('SQ-261125-000001');
  });
});

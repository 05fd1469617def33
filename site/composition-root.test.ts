import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRuntime } from './composition-root';
import { readConfig } from './config';
import { openDatabase } from './leads/sqlite/database';
import { insertDeliveredRows } from './leads/test-fixtures/delivered-rows';

const DAY = 86_400_000;
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('createRuntime', () => {
  it('purges delivered CRM payloads older than OUTBOX_KEEP_DAYS when it starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shipquote-runtime-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const databaseFile = join(dir, 'leads.db');
    const db = openDatabase(databaseFile);
    cleanups.push(() => db.close());
    const [old] = insertDeliveredRows(db, 1, new Date(Date.now() - 6 * DAY));
    const [recent] = insertDeliveredRows(db, 1, new Date(Date.now() - 4 * DAY));

    const settings = readConfig(
      {
        DATABASE_FILE: databaseFile,
        OUTBOX_KEEP_DAYS: '5',
        CRM_WEBHOOK_URL: 'http://127.0.0.1:9/crm',
        CRM_WEBHOOK_SECRET: 'whsec_runtime_test_secret',
      },
      dir,
    );
    if (!settings.ok) throw new Error(settings.errors.join('\n'));
    let purged: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      purged = resolve;
    });
    const runtime = await createRuntime(settings.config, {
      fetch: async () => new Response(null, { status: 200 }),
      log: (_level, message) => {
        if (message === 'CRM outbox purged of old delivered rows') purged();
      },
    });
    cleanups.push(() => runtime.close());
    await done;

    const ids = db
      .prepare<[], { id: number }>('SELECT id FROM outbox ORDER BY id')
      .all()
      .map((row) => row.id);
    expect(ids).toEqual([recent]);
    expect(ids).not.toContain(old);
  });
});

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertDeliveredRows } from '../scripts/delivered-rows';
import { fakeLookups } from '../tests/support/fake-lookups';
import { memoryLog } from '../tests/support/memory-log';
import { storeQuote } from '../tests/support/store-quote';
import { createRuntime } from './composition-root';
import { readConfig } from './config';
import { EMAIL_DESTINATION, QUOTE_EMAIL_EVENT } from './notify/email/email-payload';
import { quoteEmailPayload } from './quote/quote-email-payload';
import { openDatabase } from './storage/sqlite/database';
import { createSqliteLeadRepository } from './storage/sqlite/sqlite-lead-repository';

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
      lookups: fakeLookups(),
      fetch: async () => new Response(null, { status: 200 }),
      log: memoryLog(({ message }) => {
        if (message === 'CRM outbox purged of old delivered rows') purged();
      }).log,
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

  it('runs a relay for email in development that writes each waiting email as an .eml file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shipquote-runtime-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const databaseFile = join(dir, 'leads.db');
    const db = openDatabase(databaseFile);
    cleanups.push(() => db.close());
    const { lead } = await storeQuote(createSqliteLeadRepository(db));
    const at = new Date().toISOString();
    db.prepare(
      `INSERT INTO outbox (lead_id, destination, event, payload_json, idempotency_key, attempts, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
    ).run(
      lead.id,
      EMAIL_DESTINATION,
      QUOTE_EMAIL_EVENT,
      JSON.stringify(quoteEmailPayload(lead)),
      lead.leadNumber,
      at,
      at,
    );

    const settings = readConfig({ DATABASE_FILE: databaseFile, MAIL_DIR: 'mail' }, dir);
    if (!settings.ok) throw new Error(settings.errors.join('\n'));
    const runtime = await createRuntime(settings.config, { lookups: fakeLookups(), log: memoryLog().log });
    cleanups.push(() => runtime.close());

    expect(runtime.mail).toBe(`.eml files in ${join(dir, 'mail')}`);
    await vi.waitFor(
      () => expect(readdirSync(join(dir, 'mail')).filter((name) => name.endsWith('.eml'))).toHaveLength(1),
      {
        timeout: 5_000,
        interval: 20,
      },
    );
    const preview = await runtime.app.request('/dev/mail');
    expect(await preview.text()).toContain(lead.leadNumber);
  });
});

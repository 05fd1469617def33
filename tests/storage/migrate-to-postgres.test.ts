/**
 * `npm run db:migrate-to-postgres` in-process, over a SQLite database seeded through the real SQLite
 * repository and a fresh PostgreSQL database: what arrives, what a second run does, and a refused copy.
 * tests/storage/migrate-to-postgres-script.test.ts runs it once as its own process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { runMigrateToPostgresCommand } from '../../scripts/migrate-to-postgres-command';
import { ANONYMISED_MARK } from '../../site/storage/lead-anonymiser';
import type { LeadRepository } from '../../site/storage/lead-repository';
import type { StoredOrder } from '../../site/storage/order-repository';
import { openDatabase } from '../../site/storage/sqlite/database';
import { createSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import type { StoredLead } from '../../site/storage/stored-lead';
import { newCallback, newOrder } from '../support/new-order';
import { aQuotedPrice } from '../support/quoted-price';
import { storeQuote } from '../support/store-quote';
import { newIdempotencyKey, validSubmission } from '../support/valid-submission';
import { asAdmin, type OpenedStore, postgresBackend } from './storage-backends';

const postgres = inject('postgres');
const LATER = new Date(Date.now() + 60 * 60_000);

let dir: string;
let databaseFile: string;
let target: OpenedStore | undefined;
/** The SQLite leads as the SQLite repository returns them after seeding, in the order made. */
let seeded: StoredLead[];
/** Lead numbers whose outbox row was still pending in SQLite. */
let pending: string[];

/**
 * Five leads: one flagged, one anonymised, one whose outbox row was delivered, two pending; all but the
 * last with the price they were shown.
 */
async function seed(repository: LeadRepository): Promise<void> {
  const made: StoredLead[] = [];
  for (let n = 0; n < 5; n++) {
    const flagged = n === 1;
    const submission = validSubmission({
      idempotency_key: newIdempotencyKey(),
      first_name: `Person${n}`,
      ...(flagged ? { website: 'autofill.example' } : {}),
    });
    const price = n < 4 ? aQuotedPrice({ roadMiles: 1_000 + n }) : null;
    made.push((await storeQuote(repository, submission, { flagged, price })).lead);
  }
  const [first, flagged, anonymised, delivered, last] = made as [StoredLead, ...StoredLead[]];
  await repository.privacy.anonymise([anonymised!.id]);
  const claimed = await repository.outbox.claim({
    destination: 'crm',
    afterId: 0,
    limit: 10,
    now: new Date(),
    leaseUntil: LATER,
  });
  for (const row of claimed) {
    if (row.lead_number === delivered!.leadNumber) await repository.outbox.markDelivered(row.id, new Date());
    else await repository.outbox.markFailed(row.id, '503', new Date());
  }
  seeded = await Promise.all(made.map(async (lead) => (await repository.findByLeadNumber(lead.leadNumber))!));
  pending = [first, flagged, last].map((lead) => lead!.leadNumber);
}

async function migrate(
  env: Record<string, string | undefined> = { DATABASE_FILE: databaseFile, DATABASE_URL: target!.url },
) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runMigrateToPostgresCommand(
    [],
    env,
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    dir,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

// The one skip allowed: PostgreSQL missing on a developer machine (never under CI).
describe.skipIf('skipReason' in postgres)('npm run db:migrate-to-postgres', () => {
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shipquote-migrate-'));
    databaseFile = join(dir, 'leads.db');
    const sqlite = createSqliteLeadRepository(openDatabase(databaseFile));
    try {
      await seed(sqlite);
    } finally {
      await sqlite.close();
    }
    target = await postgresBackend.openEmpty();
  });

  afterEach(async () => {
    await target?.dispose();
    target = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it("copies a lead's order with its events and call-back request, under the lead's and order's new row ids", async () => {
    const sqlite = createSqliteLeadRepository(openDatabase(databaseFile));
    const lead = seeded[0]!;
    let order: StoredOrder;
    const event = (id: string, type: string, refused: string | null) => ({
      id,
      orderId: order.id,
      type,
      actor: 'dispatch',
      occurredAt: '2026-11-24T15:00:00.000Z',
      data: { carrier: { name: 'Lone Star Haulers' } },
      judge: () => refused,
      statusAfter: () => 'signed',
      outbox: [],
    });
    try {
      order = (await sqlite.orders.create(newOrder(lead))).order;
      await sqlite.callbacks.create(newCallback(lead));
      await sqlite.orderEvents.append(event('evt-1', 'carrier.assigned', null));
      await sqlite.orderEvents.append(event('evt-2', 'order.cancelled', 'refused for the test'));
    } finally {
      await sqlite.close();
    }
    const run = await migrate();
    expect(run.code).toBe(0);
    expect(run.out).toContain('Copied 1 order with 2 order events, and 1 call-back request.\n');

    const copy = await target!.another();
    const copied = (await copy.findByLeadNumber(lead.leadNumber))!;
    expect(await copy.orders.findByOrderNumber(order.orderNumber)).toEqual({
      ...order,
      id: expect.any(Number),
      leadId: copied.id,
    });
    const copiedOrder = (await copy.orders.findByOrderNumber(order.orderNumber))!;
    expect(await copy.orderEvents.listByOrderId(copiedOrder.id)).toEqual([
      expect.objectContaining({ id: 'evt-1', type: 'carrier.assigned', refusal: null, orderId: copiedOrder.id }),
      expect.objectContaining({ id: 'evt-2', type: 'order.cancelled', refusal: 'refused for the test' }),
    ]);
    expect(await copy.callbacks.findByLeadId(copied.id)).toMatchObject({
      preferredDay: '2026-11-23',
      timeWindow: 'evening',
    });
  });

  it('copies every lead with its content, and the pending outbox rows, claimable in PostgreSQL', async () => {
    const run = await migrate();
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toBe(
      'Copied 5 leads to PostgreSQL.\n0 leads were already there and left as they were.\nCopied 0 orders with 0 order events, and 0 call-back requests.\nCopied 3 pending outbox rows (CRM events and emails).',
    );

    const copy = await target!.another();
    expect(await copy.count()).toBe(5);
    for (const lead of seeded) {
      const found = await copy.findByLeadNumber(lead.leadNumber);
      if (lead.token.startsWith(ANONYMISED_MARK)) {
        expect(found).toEqual({
          ...lead,
          id: found!.id,
          token: `${ANONYMISED_MARK}${found!.id}`,
          submission: { ...lead.submission, idempotency_key: `${ANONYMISED_MARK}${found!.id}` },
        });
        continue;
      }
      expect(found).toEqual({ ...lead, id: found!.id });
      expect(await copy.findByToken(lead.token)).toEqual(found);
    }
    expect(seeded.filter((lead) => lead.flagged).length).toBe(1);

    const claimed = await copy.outbox.claim({
      destination: 'crm',
      afterId: 0,
      limit: 10,
      now: LATER,
      leaseUntil: LATER,
    });
    expect(claimed.map((row) => row.lead_number).sort()).toEqual([...pending].sort());
    // The try made in SQLite is kept: this claim is the second.
    expect(claimed.map((row) => row.attempts)).toEqual([2, 2, 2]);
  });

  it('copies nothing the second time and reports every lead as already there', async () => {
    expect((await migrate()).code).toBe(0);
    const again = await migrate();
    expect(again.code).toBe(0);
    expect(again.out).toBe(
      'Copied 0 leads to PostgreSQL.\n5 leads were already there and left as they were.\nCopied 0 orders with 0 order events, and 0 call-back requests.\nCopied 0 pending outbox rows (CRM events and emails).',
    );
    const copy = await target!.another();
    expect(await copy.count()).toBe(5);
    const claimed = await copy.outbox.claim({
      destination: 'crm',
      afterId: 0,
      limit: 10,
      now: LATER,
      leaseUntil: LATER,
    });
    expect(claimed).toHaveLength(3);
  });

  it('adds to a database that already holds other leads, which can all be anonymised there afterwards', async () => {
    const copy = await target!.another();
    for (let n = 0; n < 2; n++) {
      await storeQuote(copy, validSubmission({ idempotency_key: newIdempotencyKey() }), { flagged: false });
    }
    const run = await migrate();
    expect(run.code).toBe(0);
    expect(run.out).toContain('Copied 5 leads to PostgreSQL.');
    expect(await copy.count()).toBe(7);
    // The copied anonymised lead's placeholders follow its new row id, so none is left for another row to clash with.
    const ids = await copy.privacy.idsCreatedBefore(LATER, LATER);
    expect((await copy.privacy.anonymise(ids)).leadNumbers).toHaveLength(6);
  });

  it('takes control characters and lone surrogates out of leads stored before they were refused, and lists those leads', async () => {
    const [dirty, alsoDirty] = [seeded[0]!, seeded[3]!];
    const context = {
      placement: { id: 'PARTNER42', source: 'partner\u0000blog' },
      campaign: { utm_source: 'news\u0000letter', utm_campaign: 'spring\tsale', landing_page: '/\ud800blog' },
    };
    const vehicles = [{ year: '2019', make: 'Toy\u007fota', model: 'Cam\udfffry' }];
    const db = openDatabase(databaseFile);
    try {
      db.prepare(
        `UPDATE leads SET origin = ?, destination = ?, first_name = ?, website = ?, vehicles_json = ?, context_json = ?
         WHERE lead_number = ?`,
      ).run(
        'Austin,\u0000 TX 78701',
        'Mia\ud800mi, FL',
        'Da\u0001na\r\nRivera',
        'spam\u001b.example',
        JSON.stringify(vehicles),
        JSON.stringify(context),
        dirty.leadNumber,
      );
      db.prepare('UPDATE outbox SET payload_json = ? WHERE lead_id = ?').run(
        JSON.stringify({ lead_number: dirty.leadNumber, first_name: 'Da\u0001na', context }),
        dirty.id,
      );
      db.prepare('UPDATE leads SET phone = ? WHERE lead_number = ?').run('(512) 555\u0000-0142', alsoDirty.leadNumber);
    } finally {
      db.close();
    }

    const run = await migrate();
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toBe(
      [
        'Copied 5 leads to PostgreSQL.',
        `Took control characters out of 2 leads as they were copied: ${dirty.leadNumber}, ${alsoDirty.leadNumber}. The SQLite file keeps them as they were.`,
        '0 leads were already there and left as they were.',
        'Copied 0 orders with 0 order events, and 0 call-back requests.',
        'Copied 3 pending outbox rows (CRM events and emails).',
      ].join('\n'),
    );

    const copy = await target!.another();
    const found = (await copy.findByLeadNumber(dirty.leadNumber))!;
    expect(found.submission).toMatchObject({
      origin_postal_code: 'Austin, TX 78701',
      destination_postal_code: 'Miami, FL',
      first_name: 'Dana Rivera',
      website: 'spam.example',
      vehicles: [{ year: '2019', make: 'Toyota', model: 'Camry' }],
      context: {
        placement: { id: 'PARTNER42', source: 'partnerblog' },
        campaign: { utm_source: 'newsletter', utm_campaign: 'spring sale', landing_page: '/blog' },
      },
    });
    expect((await copy.findByLeadNumber(alsoDirty.leadNumber))!.submission.phone).toBe('(512) 555-0142');
    const [row] = (
      await copy.outbox.claim({ destination: 'crm', afterId: 0, limit: 10, now: LATER, leaseUntil: LATER })
    ).filter((claimed) => claimed.lead_number === dirty.leadNumber);
    expect(JSON.parse(row!.payload_json)).toEqual({
      lead_number: dirty.leadNumber,
      first_name: 'Dana',
      context: found.submission.context,
    });

    const again = await migrate();
    expect(again.code).toBe(0);
    expect(again.out).toBe(
      'Copied 0 leads to PostgreSQL.\n5 leads were already there and left as they were.\nCopied 0 orders with 0 order events, and 0 call-back requests.\nCopied 0 pending outbox rows (CRM events and emails).',
    );
  });

  it('refuses, writes nothing and names only lead numbers when PostgreSQL holds a lead with other content', async () => {
    expect((await migrate()).code).toBe(0);
    const [changed, removed] = [seeded[0]!, seeded[4]!];
    await asAdmin(target!.url!, async (client) => {
      await client.query("UPDATE leads SET phone = '(512) 555-0199' WHERE lead_number = $1", [changed.leadNumber]);
      await client.query('DELETE FROM leads WHERE lead_number = $1', [removed.leadNumber]);
    });

    const run = await migrate();
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toContain(`other content for 1 lead of the SQLite database: ${changed.leadNumber}.`);
    expect(run.err).toContain('Nothing was copied.');
    for (const secret of [changed.submission.phone, changed.submission.email, target!.url!]) {
      expect(run.err).not.toContain(secret);
    }
    expect(await (await target!.another()).findByLeadNumber(removed.leadNumber)).toBeUndefined();
  });
});

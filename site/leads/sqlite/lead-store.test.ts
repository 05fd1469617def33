import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withTempDir } from '../../../tests/support/temp-dir';
import { newIdempotencyKey, validSubmission } from '../../../tests/support/valid-submission';
import { buildCrmPayload } from '../../crm/crm-payload';
import { isBookingTokenShape } from '../booking-token';
import { isLeadNumberShape } from '../lead-number';
import { IdempotencyKeyConflictError } from '../lead-repository';
import { submissionHash } from '../submission-hash';
import { type LeadProcess, startLeadProcess } from '../test-fixtures/lead-process';
import { openDatabase } from './database';
import { createLeadStore } from './lead-store';

const temp = withTempDir();
const open: Database[] = [];

function memoryDb(): Database {
  const db = openDatabase(':memory:');
  open.push(db);
  return db;
}

afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

interface OutboxRow {
  lead_id: number;
  event: string;
  payload_json: string;
  idempotency_key: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}

function outboxRows(db: Database): OutboxRow[] {
  return db.prepare<[], OutboxRow>('SELECT * FROM outbox ORDER BY id').all();
}

describe('createLeadStore().create', () => {
  it('stores every field of the submission and returns the lead with a lead number and a booking token', () => {
    const now = new Date('2026-11-25T14:03:09.123Z');
    const store = createLeadStore(memoryDb(), { now: () => now });
    const submission = validSubmission();

    const { lead, created } = store.create(submission, { flagged: false });

    expect(created).toBe(true);
    expect(isLeadNumberShape(lead.leadNumber)).toBe(true);
    expect(lead.leadNumber).toMatch(/^SQ-261125-/);
    expect(isBookingTokenShape(lead.token)).toBe(true);
    expect(lead.createdAt).toBe('2026-11-25T14:03:09.123Z');
    expect(lead.flagged).toBe(false);
    expect(lead.submission).toEqual(submission);
    expect(store.findByToken(lead.token)).toEqual(lead);
    expect(store.count()).toBe(1);
  });

  it('writes the columns the CRM and people read, not just JSON', () => {
    const db = memoryDb();
    const submission = validSubmission();
    const { lead } = createLeadStore(db).create(submission, { flagged: false });
    expect(db.prepare('SELECT * FROM leads WHERE id = ?').get(lead.id)).toMatchObject({
      lead_number: lead.leadNumber,
      token: lead.token,
      idempotency_key: submission.idempotency_key,
      mode: 'domestic',
      origin: 'Austin, TX 78701',
      destination: 'Miami, FL 33101',
      ship_date: submission.ship_date,
      transport_type: 'enclosed',
      first_name: 'Dana',
      email: 'dana.rivera@example.com',
      phone: '(512) 555-0142',
      flagged: 0,
      website: null,
    });
  });

  it('queues the CRM payload in the outbox, due at once, in the same transaction as the lead', () => {
    const db = memoryDb();
    const { lead } = createLeadStore(db).create(validSubmission(), { flagged: false });
    const [row, ...rest] = outboxRows(db);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      lead_id: lead.id,
      event: 'lead.created',
      idempotency_key: lead.submission.idempotency_key,
      attempts: 0,
      next_attempt_at: lead.createdAt,
      last_error: null,
      delivered_at: null,
      created_at: lead.createdAt,
    });
    expect(JSON.parse(row!.payload_json)).toEqual(buildCrmPayload(lead));
  });

  it('stores nothing at all when the outbox row cannot be written', () => {
    const db = memoryDb();
    db.exec("CREATE TRIGGER outbox_down BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox down'); END");
    const store = createLeadStore(db);
    expect(() => store.create(validSubmission(), { flagged: false })).toThrow('outbox down');
    expect(store.count()).toBe(0);
  });

  it('returns the first lead, created: false, for the same quote under the same idempotency key, and stores one row', () => {
    const db = memoryDb();
    const store = createLeadStore(db);
    const submission = validSubmission();
    const first = store.create(submission, { flagged: false });
    const again = store.create(structuredClone(submission), { flagged: false });

    expect(again).toEqual({ lead: first.lead, created: false });
    expect(store.count()).toBe(1);
    expect(outboxRows(db)).toHaveLength(1);
  });

  it('stores the SHA-256 of the quote without its key beside the lead', () => {
    const db = memoryDb();
    const submission = validSubmission();
    const { lead } = createLeadStore(db).create(submission, { flagged: false });
    const row = db.prepare<[number], { submission_hash: string }>('SELECT submission_hash FROM leads WHERE id = ?');
    expect(row.get(lead.id)?.submission_hash).toBe(submissionHash(submission));
    expect(row.get(lead.id)?.submission_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a different quote under an idempotency key already used, storing and returning nothing', () => {
    const db = memoryDb();
    const store = createLeadStore(db);
    const submission = validSubmission();
    store.create(submission, { flagged: false });

    for (const other of [
      { ...submission, first_name: 'Someone else' },
      { ...submission, vehicles: submission.vehicles.slice(0, 1) },
      { ...submission, context: {} },
      { ...submission, website: 'http://spam.example' },
    ]) {
      expect(() => store.create(other, { flagged: false })).toThrow(IdempotencyKeyConflictError);
    }
    expect(store.count()).toBe(1);
    expect(outboxRows(db)).toHaveLength(1);
  });

  it('compares a lead stored before quotes were hashed by hashing its columns', () => {
    const db = memoryDb();
    const store = createLeadStore(db);
    const submission = validSubmission();
    const first = store.create(submission, { flagged: false });
    db.prepare('UPDATE leads SET submission_hash = NULL').run();

    expect(store.create(submission, { flagged: false })).toEqual({ lead: first.lead, created: false });
    expect(() => store.create({ ...submission, phone: '(512) 555-0199' }, { flagged: false })).toThrow(
      IdempotencyKeyConflictError,
    );
  });

  it('reports a reused key as that item’s error in a batch, committing the others', () => {
    const store = createLeadStore(memoryDb());
    const submission = validSubmission();
    store.create(submission, { flagged: false });
    const [reused, fresh] = store.createMany([
      { submission: { ...submission, first_name: 'Someone else' }, meta: { flagged: false } },
      { submission: validSubmission(), meta: { flagged: false } },
    ]);
    expect(reused).toBeInstanceOf(IdempotencyKeyConflictError);
    expect(fresh).toMatchObject({ created: true });
    expect(store.count()).toBe(2);
  });

  it('returns the first lead when a second connection to the same file stored it', () => {
    const file = join(temp.dir(), 'leads.sqlite');
    const a = openDatabase(file);
    const b = openDatabase(file);
    open.push(a, b);
    const submission = validSubmission();
    const fromB = createLeadStore(b).create(submission, { flagged: false });
    const fromA = createLeadStore(a).create(submission, { flagged: false });
    expect(fromA).toEqual({ lead: fromB.lead, created: false });
    expect(createLeadStore(a).count()).toBe(1);
  });

  describe('when processes on the same file race with one idempotency key', () => {
    const processes: LeadProcess[] = [];
    afterEach(async () => {
      await Promise.all(processes.splice(0).map((p) => p.kill()));
    });

    it('stores one lead and every process answers with it', async () => {
      const file = join(temp.dir(), 'leads.sqlite');
      openDatabase(file).close();
      const key = newIdempotencyKey();
      for (let i = 0; i < 4; i++) processes.push(startLeadProcess(file, key));
      // All four have the database open and wait; released together, they insert at once.
      await Promise.all(processes.map((p) => p.ready));
      for (const p of processes) p.go();

      const answers = await Promise.all(processes.map((p) => p.answer));

      expect(answers.filter((a) => a.created)).toHaveLength(1);
      expect(new Set(answers.map((a) => a.leadNumber)).size).toBe(1);
      expect(new Set(answers.map((a) => a.token)).size).toBe(1);
      const db = openDatabase(file);
      open.push(db);
      expect(createLeadStore(db).count()).toBe(1);
      expect(outboxRows(db)).toHaveLength(1);
    }, 30_000);
  });

  it('tries a fresh lead number when the first one is taken', () => {
    const numbers = ['SQ-261125-111111', 'SQ-261125-111111', 'SQ-261125-111111', 'SQ-261125-222222'];
    const store = createLeadStore(memoryDb(), { newLeadNumber: () => numbers.shift()! });
    const first = store.create(validSubmission(), { flagged: false }).lead;
    const second = store.create(validSubmission(), { flagged: false }).lead;
    expect([first.leadNumber, second.leadNumber]).toEqual(['SQ-261125-111111', 'SQ-261125-222222']);
    expect(numbers).toEqual([]);
  });

  it('gives up, storing nothing, when no free lead number turns up', () => {
    const store = createLeadStore(memoryDb(), { newLeadNumber: () => 'SQ-261125-111111' });
    store.create(validSubmission(), { flagged: false });
    expect(() => store.create(validSubmission(), { flagged: false })).toThrow(/UNIQUE/);
    expect(store.count()).toBe(1);
  });

  it('makes booking tokens that are not derived from the lead number', () => {
    // The same lead number at the same instant in two databases still gets two unrelated tokens.
    const now = new Date('2026-11-25T12:00:00Z');
    const options = { now: () => now, newLeadNumber: () => 'SQ-261125-482193' };
    const key = newIdempotencyKey();
    const a = createLeadStore(memoryDb(), options).create(validSubmission({ idempotency_key: key }), {
      flagged: false,
    }).lead;
    const b = createLeadStore(memoryDb(), options).create(validSubmission({ idempotency_key: key }), {
      flagged: false,
    }).lead;
    expect(a.leadNumber).toBe(b.leadNumber);
    expect(a.token).not.toBe(b.token);
    expect(a.token).not.toContain('4821');
  });

  it('stores a honeypot lead flagged, with its honeypot text, and queues it for the CRM marked flagged', () => {
    const db = memoryDb();
    const store = createLeadStore(db);
    const { lead, created } = store.create(validSubmission({ website: 'http://spam.example' }), { flagged: true });
    expect(created).toBe(true);
    expect(lead.flagged).toBe(true);
    expect(lead.submission.website).toBe('http://spam.example');
    expect(store.findByToken(lead.token)?.flagged).toBe(true);
    const [row, ...rest] = outboxRows(db);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ lead_id: lead.id, event: 'lead.created', delivered_at: null });
    expect(JSON.parse(row!.payload_json)).toMatchObject({ lead_number: lead.leadNumber, flagged: true });
  });

  it('queues an ordinary lead for the CRM marked flagged: false', () => {
    const db = memoryDb();
    const { lead } = createLeadStore(db).create(validSubmission(), { flagged: false });
    expect(JSON.parse(outboxRows(db)[0]!.payload_json)).toMatchObject({ lead_number: lead.leadNumber, flagged: false });
  });
});

describe('createLeadStore() look-ups', () => {
  it('finds a lead by token and by lead number, and nothing for unknown or junk values', () => {
    const store = createLeadStore(memoryDb());
    const { lead } = store.create(validSubmission(), { flagged: false });
    expect(store.findByToken(lead.token)?.id).toBe(lead.id);
    expect(store.findByLeadNumber(lead.leadNumber)?.id).toBe(lead.id);
    expect(store.findByToken('AAAAAAAAAAAAAAAAAAAAAA')).toBeUndefined();
    expect(store.findByToken(lead.leadNumber)).toBeUndefined();
    expect(store.findByToken("' OR 1=1 --")).toBeUndefined();
    expect(store.findByLeadNumber('SQ-000000-0000')).toBeUndefined();
    expect(store.findByLeadNumber(lead.token)).toBeUndefined();
  });

  it('counts every lead, flagged ones included', () => {
    const store = createLeadStore(memoryDb());
    store.create(validSubmission(), { flagged: false });
    store.create(validSubmission(), { flagged: false });
    store.create(validSubmission({ website: 'x' }), { flagged: true });
    expect(store.count()).toBe(3);
  });
});

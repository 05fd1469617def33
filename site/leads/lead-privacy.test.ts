import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withTempDir } from '../../tests/support/temp-dir';
import { validSubmission } from '../../tests/support/valid-submission';
import { ANONYMISED_MARK } from './lead-anonymiser';
import type { LeadColumns } from './lead-columns';
import { eraseLeadsByEmail, exportLeadsByEmail, isEmailAddress } from './lead-privacy';
import { openDatabase } from './sqlite/database';
import { createLeadStore } from './sqlite/lead-store';
import { createSqliteLeadRepository } from './sqlite/sqlite-lead-repository';

const temp = withTempDir();
const open: Database[] = [];

afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
});

const PERSON = { first_name: 'Philippa', email: 'Philippa.Quarles@Example.com', phone: '(512) 555-0177' };
const OTHER = { first_name: 'Octavian', email: 'octavian@example.com', phone: '(512) 555-0166' };

/** A database file with two leads of PERSON (one flagged as spam) and one of OTHER. */
function seeded() {
  const file = join(temp.dir(), 'leads.db');
  const db = openDatabase(file);
  open.push(db);
  const store = createLeadStore(db, { now: () => new Date('2026-11-20T10:00:00.000Z') });
  const first = store.create(validSubmission(PERSON), { flagged: false }).lead;
  const spam = store.create(validSubmission({ ...PERSON, website: 'http://spam.example' }), { flagged: true }).lead;
  const other = store.create(validSubmission(OTHER), { flagged: false }).lead;
  return { file, db, store, privacy: createSqliteLeadRepository(db).privacy, first, spam, other };
}

interface LeadRow extends LeadColumns {
  lead_number: string;
  token: string;
  created_at: string;
  flagged: number;
}

const row = (db: Database, leadNumber: string) =>
  db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE lead_number = ?').get(leadNumber)!;
const outboxCount = (db: Database, leadId: number) =>
  db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM outbox WHERE lead_id = ?').get(leadId)!.n;

describe('isEmailAddress', () => {
  it('accepts what the quote form accepts, spaces around it included', () => {
    expect(isEmailAddress('ada@example.com')).toBe(true);
    expect(isEmailAddress('  Ada.Lovelace@Example.COM ')).toBe(true);
  });

  it('refuses text that is not an email address', () => {
    for (const text of ['', '   ', 'ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com']) {
      expect(isEmailAddress(text), text).toBe(false);
    }
  });
});

describe('exportLeadsByEmail', () => {
  it('returns every lead of the address, oldest first, matched regardless of case and surrounding spaces', async () => {
    const { privacy, first, spam } = seeded();
    const exported = await exportLeadsByEmail(privacy, '  philippa.quarles@EXAMPLE.com ');
    expect(exported.map((lead) => lead.lead_number)).toEqual([first.leadNumber, spam.leadNumber]);
    expect(exported[0]).toEqual({
      lead_number: first.leadNumber,
      created_at: '2026-11-20T10:00:00.000Z',
      flagged: false,
      submission: first.submission,
    });
    expect(exported[1]?.flagged).toBe(true);
  });

  it("holds neither the booking token nor another person's lead", async () => {
    const { privacy, first, other } = seeded();
    const json = JSON.stringify(await exportLeadsByEmail(privacy, PERSON.email));
    expect(json).not.toContain(first.token);
    expect(json).not.toContain(other.leadNumber);
    expect(json).not.toContain(OTHER.first_name);
  });

  it('finds nothing for an address that gave no quote', async () => {
    const { privacy } = seeded();
    expect(await exportLeadsByEmail(privacy, 'nobody@example.com')).toEqual([]);
  });
});

describe('eraseLeadsByEmail', () => {
  it("anonymises the person's leads, keeping lead number, date, mode, transport type and spam flag", async () => {
    const { db, privacy, store, first, spam } = seeded();
    const result = await eraseLeadsByEmail(privacy, PERSON.email.toUpperCase());
    expect(result.leadNumbers).toEqual([first.leadNumber, spam.leadNumber]);
    for (const lead of [first, spam]) {
      const erased = row(db, lead.leadNumber);
      expect(erased).toMatchObject({
        created_at: lead.createdAt,
        mode: lead.submission.mode,
        transport_type: lead.submission.transport_type,
        flagged: lead.flagged ? 1 : 0,
        origin: '',
        destination: '',
        ship_date: '',
        first_name: '',
        email: '',
        phone: '',
        vehicles_json: '[]',
        context_json: '{}',
        website: null,
        submission_hash: null,
      });
      expect(erased.token).not.toBe(lead.token);
      expect(erased.token.startsWith(ANONYMISED_MARK)).toBe(true);
      expect(erased.idempotency_key).not.toBe(lead.submission.idempotency_key);
    }
    expect(store.count()).toBe(3);
  });

  it('deletes their CRM outbox rows, whose payload copies their personal data', async () => {
    const { db, privacy, first, spam, other } = seeded();
    expect(outboxCount(db, first.id)).toBe(1);
    const result = await eraseLeadsByEmail(privacy, PERSON.email);
    // The bot-trap lead is forwarded too (flagged), so it had a row of its own.
    expect(result.outboxRowsDeleted).toBe(2);
    expect(outboxCount(db, first.id)).toBe(0);
    expect(outboxCount(db, spam.id)).toBe(0);
    expect(outboxCount(db, other.id)).toBe(1);
  });

  it("leaves other people's leads as they were", async () => {
    const { privacy, store, other } = seeded();
    await eraseLeadsByEmail(privacy, PERSON.email);
    expect(store.findByLeadNumber(other.leadNumber)).toEqual(other);
  });

  it('makes the old booking link find nothing, so blanked data is never shown as a quote', async () => {
    const { privacy, store, first } = seeded();
    await eraseLeadsByEmail(privacy, PERSON.email);
    expect(store.findByToken(first.token)).toBeUndefined();
  });

  it('reports nothing the second time, and nothing for an address that gave no quote', async () => {
    const { privacy } = seeded();
    await eraseLeadsByEmail(privacy, PERSON.email);
    expect(await eraseLeadsByEmail(privacy, PERSON.email)).toEqual({ leadNumbers: [], outboxRowsDeleted: 0 });
    expect(await eraseLeadsByEmail(privacy, 'nobody@example.com')).toEqual({ leadNumbers: [], outboxRowsDeleted: 0 });
  });

  it('leaves no copy of the erased details in the database file', async () => {
    const { file, db, privacy } = seeded();
    await eraseLeadsByEmail(privacy, PERSON.email);
    // Closing the last connection checkpoints the write-ahead log into the file and removes it.
    db.close();
    const bytes = readFileSync(file);
    for (const secret of [PERSON.email, PERSON.first_name, PERSON.phone, 'spam.example']) {
      expect(bytes.includes(Buffer.from(secret)), secret).toBe(false);
    }
    expect(bytes.includes(Buffer.from(OTHER.email))).toBe(true);
  });
});

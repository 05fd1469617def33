/**
 * `scripts/privacy.ts` as the broker runs it, its own process through tsx, reading DATABASE_FILE from the
 * environment like the server. The command's rules are tested in-process in privacy-command.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportedLead } from '../../site/privacy/lead-privacy';
import { openSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import type { StoredLead } from '../../site/storage/stored-lead';
import { aQuotedPrice } from '../support/quoted-price';
import { runScript, SCRIPT_TIMEOUT_MS } from '../support/run-script';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';

const EMAIL = 'ottoline.brisk@example.com';

const dir = mkdtempSync(join(tmpdir(), 'shipquote-privacy-script-'));
const databaseFile = join(dir, 'leads.db');
let lead: StoredLead;

beforeAll(async () => {
  const repository = openSqliteLeadRepository(databaseFile);
  lead = (await storeQuote(repository, validSubmission({ email: EMAIL }), { price: aQuotedPrice() })).lead;
  await repository.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const privacy = (...args: string[]) => runScript('scripts/privacy.ts', args, databaseFile);

describe('npm run privacy, as a process', () => {
  it(
    'exports the leads of an email address from DATABASE_FILE as JSON on stdout',
    async () => {
      const run = await privacy('export', EMAIL.toUpperCase());
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const exported = JSON.parse(run.stdout) as ExportedLead[];
      expect(exported).toEqual([
        {
          lead_number: lead.leadNumber,
          created_at: lead.createdAt,
          flagged: false,
          submission: lead.submission,
          price: aQuotedPrice(),
          order: null,
          order_events: [],
          payment: null,
          callback_request: null,
          emails: [],
        },
      ]);
    },
    SCRIPT_TIMEOUT_MS,
  );

  it(
    'exits non-zero with the usage on stderr when the command is wrong',
    async () => {
      const run = await privacy('forget', EMAIL);
      expect(run.code).not.toBe(0);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('Usage: npm run privacy');
    },
    SCRIPT_TIMEOUT_MS,
  );
});

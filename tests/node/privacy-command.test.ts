/**
 * `npm run privacy` in-process: the command line's rules and what it prints, over a database file seeded
 * through the real lead store. tests/node/privacy-script.process.test.ts runs it once as its own process.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPrivacyCommand, USAGE } from '../../scripts/privacy-command';
import { createEmlFolderTransport } from '../../site/notify/email/transport/eml-folder-transport';
import { listMailFiles, readMailPreview } from '../../site/notify/email/transport/mail-preview';
import { DEFAULT_MAIL_DIR } from '../../site/notify/email/transport/mail-settings';
import { type ExportedLead, eraseLeadsByEmail } from '../../site/privacy/lead-privacy';
import { openSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import type { StoredLead } from '../../site/storage/stored-lead';
import { runCommand } from '../support/run-command';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';

const PERSON = { first_name: 'Cornelius', email: 'Cornelius.Vane@example.com', phone: '(512) 555-0188' };

let dir: string;
let databaseFile: string;
let leads: StoredLead[];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shipquote-privacy-'));
  databaseFile = join(dir, 'leads.db');
  const repository = openSqliteLeadRepository(databaseFile);
  leads = [];
  for (const submission of [PERSON, PERSON, { email: 'someone.else@example.com' }].map(validSubmission)) {
    leads.push((await storeQuote(repository, submission)).lead);
  }
  await repository.close();
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string | undefined> = { DATABASE_FILE: databaseFile }) {
  return runCommand((io) => runPrivacyCommand(args, env, io, dir));
}

describe('npm run privacy -- export', () => {
  it("prints the person's leads as JSON, whatever the case of the address", async () => {
    const { code, out, err } = await run(['export', ' cornelius.vane@EXAMPLE.com ']);
    expect(code).toBe(0);
    expect(err).toBe('');
    const exported = JSON.parse(out) as ExportedLead[];
    expect(exported.map((lead) => lead.lead_number)).toEqual([leads[0]!.leadNumber, leads[1]!.leadNumber]);
    expect(exported[0]?.submission.email).toBe(PERSON.email);
  });

  it('says nothing was found, still prints valid JSON and exits 0 for an address with no leads', async () => {
    const { code, out, err } = await run(['export', 'nobody@example.com']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual([]);
    expect(err).toBe('No leads found for that email address.');
  });
});

describe('npm run privacy -- erase', () => {
  it('anonymises the leads and prints counts and lead numbers, nothing personal', async () => {
    const { code, out, err } = await run(['erase', PERSON.email]);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toContain(`Anonymised 2 leads: ${leads[0]!.leadNumber}, ${leads[1]!.leadNumber}.`);
    expect(out).toContain('Deleted 2 outbox rows (CRM and email).');
    for (const secret of [PERSON.email, PERSON.first_name, PERSON.phone]) expect(out).not.toContain(secret);
    expect(JSON.parse((await run(['export', PERSON.email])).out)).toEqual([]);
    expect(JSON.parse((await run(['export', 'someone.else@example.com'])).out)).toHaveLength(1);
  });

  it('deletes the development mail written to the person, whatever its case, and leaves everyone else’s', async () => {
    const folder = join(dir, DEFAULT_MAIL_DIR);
    const transport = createEmlFolderTransport({
      folder,
      from: { name: 'ShipQuote', address: 'quotes@shipquote.example' },
    });
    for (const to of [PERSON.email, PERSON.email.toUpperCase(), 'someone.else@example.com']) {
      const email = { to, subject: 'Your quote', html: '<p>Hello</p>', text: 'Hello', attachments: [] };
      expect(await transport.send(email)).toEqual({ ok: true });
    }
    const { code, out } = await run(['erase', ` ${PERSON.email.toLowerCase()} `]);
    expect(code).toBe(0);
    expect(out).toContain('Deleted 2 development mail files.');
    const left = await listMailFiles(folder);
    expect(left).toHaveLength(1);
    expect((await readMailPreview(folder, left[0]!.name))?.to).toBe('someone.else@example.com');
  });

  it('says nothing was found and exits 0 when the address has no leads', async () => {
    const store = openSqliteLeadRepository(databaseFile);
    await eraseLeadsByEmail(store.privacy, PERSON.email);
    await store.close();
    const { code, out } = await run(['erase', PERSON.email]);
    expect(code).toBe(0);
    expect(out).toBe('No leads found for that email address; nothing was changed.');
  });
});

describe('npm run privacy, used wrongly', () => {
  it.each([
    ['no arguments', []],
    ['an unknown command', ['delete', PERSON.email]],
    ['no email address', ['erase']],
    ['a blank email address', ['export', '  ']],
    ['two email addresses', ['erase', PERSON.email, 'other@example.com']],
    ['text that is not an email address', ['erase', 'cornelius at example dot com']],
  ])('prints the usage to stderr and exits 2 for %s', async (_, args) => {
    const { code, out, err } = await run(args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(USAGE);
    expect(err).not.toContain('cornelius at example');
  });

  it('prints the usage to stdout and exits 0 when asked for help', async () => {
    const { code, out } = await run(['help']);
    expect(code).toBe(0);
    expect(out).toBe(USAGE);
  });

  it('refuses a database file that does not exist rather than creating an empty one', async () => {
    const missing = join(dir, 'elsewhere', 'none.db');
    const { code, err } = await run(['export', PERSON.email], { DATABASE_FILE: missing });
    expect(code).toBe(1);
    expect(err).toContain(`No database at ${missing}`);
    expect(existsSync(missing)).toBe(false);
  });

  it('names a bad DATABASE_FILE the way the server does, and ignores settings it does not need', async () => {
    const bad = await run(['export', PERSON.email], { DATABASE_FILE: 'data/' });
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^DATABASE_FILE must name a file/);
    const unrelated = await run(['export', PERSON.email], {
      DATABASE_FILE: databaseFile,
      NODE_ENV: 'production',
      CRM_WEBHOOK_URL: 'not a url',
    });
    expect(unrelated.code).toBe(0);
  });
});

/**
 * `npm run privacy` in-process over each store, as the broker runs it against the server's database
 * (DATABASE_FILE or DATABASE_URL): the export hands over the stored price with the quote, and erasure
 * keeps the price while it blanks the person. The command line's own rules are in
 * tests/node/privacy-command.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runPrivacyCommand } from '../../scripts/privacy-command';
import type { ExportedLead } from '../../site/privacy/lead-privacy';
import { aQuotedPrice } from '../support/quoted-price';
import { runCommand } from '../support/run-command';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';
import { forEachBackend, type OpenedStore } from './storage-backends';

const PERSON = { first_name: 'Cornelius', email: 'Cornelius.Vane@example.com', phone: '(512) 555-0188' };

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function privacy(store: OpenedStore, ...args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'shipquote-privacy-'));
  dirs.push(dir);
  return runCommand((io) => runPrivacyCommand(args, store.env, io, dir));
}

describe('npm run privacy', () => {
  forEachBackend((fresh) => {
    it('exports the leads of an address with the price each was shown, and erases them keeping that price', async () => {
      const store = await fresh();
      const repository = await store.another();
      const priced = (await storeQuote(repository, validSubmission(PERSON), { price: aQuotedPrice() })).lead;
      const unpriced = (await storeQuote(repository, validSubmission(PERSON))).lead;

      const exported = await privacy(store, 'export', PERSON.email);
      expect(exported.code).toBe(0);
      expect(JSON.parse(exported.out) as ExportedLead[]).toEqual([
        expect.objectContaining({ lead_number: priced.leadNumber, price: aQuotedPrice() }),
        expect.objectContaining({ lead_number: unpriced.leadNumber, price: null }),
      ]);

      const erased = await privacy(store, 'erase', PERSON.email);
      expect(erased.code).toBe(0);
      expect(erased.out).toContain(`Anonymised 2 leads: ${priced.leadNumber}, ${unpriced.leadNumber}.`);
      const kept = await repository.findByLeadNumber(priced.leadNumber);
      expect(kept?.submission.email).toBe('');
      expect(kept?.price).toEqual(aQuotedPrice());
    });
  });
});

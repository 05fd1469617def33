/**
 * What only the SQLite store has to prove: several connections on one file (several processes on one file:
 * tests/node/sqlite-processes.process.test.ts). What both stores do alike is tested over both in tests/storage/.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storeQuote } from '../../../tests/support/store-quote';
import { withTempDir } from '../../../tests/support/temp-dir';
import { validSubmission } from '../../../tests/support/valid-submission';
import type { LeadRepository } from '../lead-repository';
import { openSqliteLeadRepository } from './sqlite-lead-repository';

const temp = withTempDir();
const open: LeadRepository[] = [];

function opened(file: string): LeadRepository {
  const repository = openSqliteLeadRepository(file);
  open.push(repository);
  return repository;
}

afterEach(async () => {
  for (const repository of open.splice(0)) await repository.close();
});

describe('the SQLite store on one file', () => {
  it('returns the first lead when a second connection to the same file stored it', async () => {
    const file = join(temp.dir(), 'leads.sqlite');
    const a = opened(file);
    const b = opened(file);
    const submission = validSubmission();
    const fromB = await storeQuote(b, submission);
    const fromA = await storeQuote(a, submission);
    expect(fromA).toEqual({ lead: fromB.lead, created: false });
    expect(await a.count()).toBe(1);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeQuote } from '../../../tests/support/store-quote';
import { withTempDir } from '../../../tests/support/temp-dir';
import { validSubmission } from '../../../tests/support/valid-submission';
import { eraseLeadsByEmail } from '../../privacy/lead-privacy';
import { openSqliteLeadRepository } from './sqlite-lead-repository';

const temp = withTempDir();

const PERSON = { first_name: 'Philippa', email: 'Philippa.Quarles@Example.com', phone: '(512) 555-0177' };
const OTHER = { first_name: 'Octavian', email: 'octavian@example.com', phone: '(512) 555-0166' };

describe('anonymising in SQLite', () => {
  it('leaves no copy of the erased details in the database file', async () => {
    const file = join(temp.dir(), 'leads.db');
    const repository = openSqliteLeadRepository(file);
    await storeQuote(repository, validSubmission(PERSON));
    await storeQuote(repository, validSubmission({ ...PERSON, website: 'http://spam.example' }), { flagged: true });
    await storeQuote(repository, validSubmission(OTHER));
    await eraseLeadsByEmail(repository.privacy, PERSON.email);
    // Closing the last connection checkpoints the write-ahead log into the file and removes it.
    await repository.close();
    const bytes = readFileSync(file);
    for (const secret of [PERSON.email, PERSON.first_name, PERSON.phone, 'spam.example']) {
      expect(bytes.includes(Buffer.from(secret)), secret).toBe(false);
    }
    expect(bytes.includes(Buffer.from(OTHER.email))).toBe(true);
  });
});

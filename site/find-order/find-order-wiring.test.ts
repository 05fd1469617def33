/** `/find-my-order` in the app as the server builds it (the composition root): served, and writing to its outbox. */
import { afterEach, describe, expect, it } from 'vitest';
import { type ConfiguredApp, createConfiguredApp } from '../../tests/support/configured-app';
import { fakeLookups } from '../../tests/support/fake-lookups';
import { storeQuote } from '../../tests/support/store-quote';
import { validSubmission } from '../../tests/support/valid-submission';
import { openSqliteLeadRepository } from '../storage/sqlite/sqlite-lead-repository';

const PUBLIC_URL = 'https://quotes.example.com';
const opened: ConfiguredApp[] = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});

describe('Find my order in the running app', () => {
  it('serves the form and queues the link of a matching pair through the store’s email outbox', async () => {
    const configured = await createConfiguredApp({ lookups: fakeLookups(), env: { PUBLIC_URL } });
    opened.push(configured);
    const seeding = openSqliteLeadRepository(configured.databaseFile);
    const { lead } = await storeQuote(seeding, validSubmission({ email: 'ada@example.com' }));
    await seeding.close();

    expect((await configured.app.request(`${PUBLIC_URL}/find-my-order`)).status).toBe(200);
    const res = await configured.app.request(`${PUBLIC_URL}/find-my-order`, {
      method: 'POST',
      body: new URLSearchParams({ number: lead.leadNumber, email: 'ADA@example.com' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: PUBLIC_URL },
    });

    expect(res.status).toBe(200);
    const rows = configured.db
      .prepare("SELECT payload_json FROM outbox WHERE destination = 'email' AND event LIKE 'order-link.email:%'")
      .all() as { payload_json: string }[];
    expect(rows.map((row) => JSON.parse(row.payload_json))).toEqual([
      { kind: 'order-link', to: 'ada@example.com', token: lead.token, leadNumber: lead.leadNumber },
    ]);
  });
});

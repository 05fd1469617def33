/**
 * What the real server process prints: one JSON object per line, and never the token a webhook or CMS
 * address may carry, neither at start-up nor when a CRM delivery to that address fails.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { type StartedServer, startServerProcess } from '../../scripts/server-process.mjs';
import { API_PATHS } from '../../shared/api-types';
import { validSubmissionInput } from '../support/valid-submission';

const CRM_TOKEN = 's3cr3t';
const CRM_SECRET = 'a-signing-key-of-32-characters!!';
const CMS_TOKEN = 'wpt0ken';
let server: StartedServer | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
});

describe('the server log', () => {
  it('is one JSON object per line and shows the CRM and CMS addresses by their origin only', {
    timeout: 60_000,
  }, async () => {
    server = await startServerProcess({
      env: {
        DATABASE_FILE: ':memory:',
        // crm.example does not resolve: every delivery fails and is logged.
        CRM_WEBHOOK_URL: `https://crm.example/hook?token=${CRM_TOKEN}`,
        CRM_WEBHOOK_SECRET: CRM_SECRET,
        WP_GRAPHQL_URL: `https://cms.example/graphql?auth=${CMS_TOKEN}`,
      },
    });
    const startup = await server.waitForOutput(/^.*ShipQuote running at.*$/m);
    expect(startup[0]).toContain('https://crm.example/…');
    expect(startup[0]).toContain('https://cms.example/…');

    const quote = await fetch(`${server.origin}${API_PATHS.createOpportunityAndSendToBooking}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validSubmissionInput()),
    });
    expect(quote.status).toBe(200);
    await server.waitForOutput(/CRM delivery failed/, 20_000);
    // The blog asks the CMS, which fails the same way.
    await fetch(`${server.origin}/blog`);
    await server.waitForOutput(/WPGraphQL request failed/, 20_000);
    await server.stop('SIGTERM');
    // The stop waits for the outbox relay, whose deliveries fail fast here, and still exits cleanly.
    expect(await server.exited).toBe(0);

    const output = server.output();
    for (const secret of [CRM_TOKEN, CRM_SECRET, CMS_TOKEN, '/hook', '/graphql']) {
      expect(output, secret).not.toContain(secret);
    }
    const lines = output.split('\n').filter((line) => line !== '');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      const entry = JSON.parse(line) as unknown;
      expect(entry, line).toMatchObject({ level: expect.any(String), message: expect.any(String) });
    }
  });
});

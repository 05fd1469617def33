/**
 * A server error: the site answers with its 500 page, which says what to do and leaks nothing
 * of the error; the API answers JSON; the log gets the error's name and stack frames, not its message.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../site/app';
import { createConfiguredApp } from '../support/configured-app';
import { fakeLookups } from '../support/fake-lookups';
import { memoryLog } from '../support/memory-log';

const { log, lines: logged } = memoryLog();
const services = await createConfiguredApp({ lookups: fakeLookups(), log });
afterAll(() => services.close());

const SECRET = 'connection string postgres://admin:hunter2@db';
services.app.get('/broken-page', () => {
  throw new Error(SECRET);
});

/** An API whose lookups fail in an unforeseen way. */
const failing = () => {
  throw new Error(SECRET);
};
const apiApp = createApp({
  logError: () => {},
  api: {
    lookups: {
      cityZipLookup: failing,
      cityPortLookup: failing,
      autocomplete: failing,
      makeLookup: failing,
      modelLookup: failing,
      hasMake: () => true,
    },
    submit: {
      leads: { create: failing },
      priceOf: failing,
      hasMake: () => true,
      publicUrl: () => 'https://quotes.example',
    },
    allowedOrigins: [],
    rateLimits: { lookups: { max: 100, windowMs: 60_000 }, submissions: { max: 100, windowMs: 60_000 } },
    trustProxy: 0,
  },
});

describe('an unexpected error', () => {
  it('gets the site 500 page: status 500, a way on, not indexed, nothing of the error', async () => {
    const response = await services.app.request('/broken-page');
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<h1>Something went wrong on our side</h1>');
    expect(html).toContain('href="/"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('hunter2');
    expect(html).not.toMatch(/Error:|at .*\.ts/);
  });

  it('gets a JSON 500 on /api/* that leaks nothing', async () => {
    const response = await apiApp.request('/api/cityZipLookup', { method: 'POST', body: '{"input":"dal"}' });
    expect(response.status).toBe(500);
    const body = (await response.json()) as { statusCode: number; message: string };
    expect(body.statusCode).toBe(500);
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('is logged by name and stack frames, without its message', () => {
    expect(logged.some((line) => line.includes('"name":"Error"'))).toBe(true);
    expect(logged.join('\n')).not.toContain('hunter2');
  });
});

/**
 * The API's error handler as its app applies it, over lookups that fail in ways nobody foresaw: a JSON
 * 500 that leaks nothing, with the error handed to the log, and CORS headers still on it.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../shared/api-types';
import { fakeApi, postJson } from '../../../tests/support/fake-api';
import { fakeLookups } from '../../../tests/support/fake-lookups';

const SECRET = 'connection string postgres://admin:hunter2@db';

function failingApi() {
  const lookups = fakeLookups();
  lookups.makeLookup = () => {
    throw new Error(SECRET);
  };
  return fakeApi({ lookups });
}

describe('an unexpected error in a call', () => {
  it('answers a JSON 500 that no cache keeps and that leaks nothing of the error', async () => {
    const { app } = failingApi();
    const res = await postJson(app, API_PATHS.makeLookup, { input: 'toy' });
    expect(res.status).toBe(500);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      statusCode: 500,
      message: 'The server could not answer. Try again in a moment.',
      errors: [],
    });
    expect(text).not.toContain('hunter2');
  });

  it('hands the error itself to the log', async () => {
    const { app, errors } = failingApi();
    await postJson(app, API_PATHS.makeLookup, { input: 'toy' });
    expect(errors).toEqual([new Error(SECRET)]);
  });

  it('keeps the CORS headers, so a partner page can tell the visitor', async () => {
    const { app } = failingApi();
    const res = await postJson(app, API_PATHS.makeLookup, { input: 'toy' }, { Origin: 'https://partner.example' });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example');
  });
});

describe('a client’s mistake', () => {
  it('answers its own status and is not logged as an error', async () => {
    const { app, errors } = fakeApi();
    expect((await postJson(app, API_PATHS.makeLookup, {})).status).toBe(400);
    expect(errors).toEqual([]);
  });
});

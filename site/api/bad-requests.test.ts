/**
 * Requests no call can take, to every call of the API's app over in-memory fakes: a body that is not a
 * JSON object, one too large, the wrong method, a path that is no call. Each answers the API's JSON error
 * shape, never a 500, and reaches neither the lookups nor the store.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-types';
import { errorOf, fakeApi, post, postJson } from '../../tests/support/fake-api';
import { validSubmissionInput } from '../../tests/support/valid-submission';

const ALL_CALLS = Object.values(API_PATHS);

const MALFORMED: [string, BodyInit | null, string][] = [
  ['no body', null, 'The request body is empty; send a JSON object'],
  ['malformed JSON', '{"input":', 'The request body is not valid JSON'],
  ['an array', '[]', 'The request body must be a JSON object'],
  ['null', 'null', 'The request body must be a JSON object'],
  ['a string', '"x"', 'The request body must be a JSON object'],
  ['a number', '42', 'The request body must be a JSON object'],
  ['invalid UTF-8', new Uint8Array([0x7b, 0xff, 0x7d]), 'The request body is not valid UTF-8 text'],
];

describe.each(ALL_CALLS)('%s', (path) => {
  it.each(MALFORMED)('answers 400 for %s', async (_, body, message) => {
    const { app, lookups, leads } = fakeApi();
    const error = await errorOf(await post(app, path, body), 400);
    expect(error.errors).toEqual([{ path: '', message }]);
    expect(lookups.searches).toEqual([]);
    expect(leads.leads).toEqual([]);
  });

  it('answers 413 for a 40 KB body', async () => {
    const { app } = fakeApi();
    const error = await errorOf(await postJson(app, path, { input: 'x'.repeat(40 * 1024) }), 413);
    expect(error.errors[0]!.message).toBe('The request body must be at most 32 KB');
  });

  it('answers 413 when Content-Length alone declares too much', async () => {
    const { app } = fakeApi();
    await errorOf(await post(app, path, '{"input":"x"}', { 'Content-Length': String(40 * 1024) }), 413);
  });

  it('answers 413 for a body sent in chunks that grows past the limit', async () => {
    const { app } = fakeApi();
    const chunk = new TextEncoder().encode(`{"input":"${'x'.repeat(20 * 1024)}`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await app.request(path, { method: 'POST', body, duplex: 'half' } as RequestInit);
    await errorOf(res, 413);
  });

  it('answers 405 with Allow for GET, PUT and DELETE', async () => {
    const { app } = fakeApi();
    for (const init of [{}, { method: 'PUT', body: '{}' }, { method: 'DELETE' }]) {
      const res = await app.request(path, init);
      const error = await errorOf(res, 405);
      expect(res.headers.get('Allow')).toBe('POST, OPTIONS');
      expect(error.errors[0]!.message).toBe('Use POST with a JSON body');
    }
  });

  it('never answers 500, whatever odd JSON arrives', async () => {
    const { app, errors } = fakeApi();
    const odd = [
      '{"__proto__":{"input":"toy","MakeID":448,"Year":2020}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      `{"input":${'['.repeat(3000)}${']'.repeat(3000)}}`,
      `{"vehicles":${'['.repeat(3000)}${']'.repeat(3000)}}`,
      '{"input":1e400,"MakeID":1e400,"Year":-1e400}',
      '{"input":"\\u0000\\ud800"}',
      '{"input":{"toString":"x"}}',
      JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))),
    ];
    for (const body of odd) {
      const res = await post(app, path, body);
      expect([200, 400], body.slice(0, 40)).toContain(res.status);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    }
    expect(errors).toEqual([]);
  });
});

describe('paths under /api/ that are no call', () => {
  it.each([
    ['POST /api/x', '/api/x', { method: 'POST', body: '{"input":"toy"}' }],
    ['GET /api/x', '/api/x', {}],
    ['GET /api', '/api', {}],
    ['a call with more path after it', '/api/makeLookup/extra', { method: 'POST', body: '{}' }],
    ['a call in other letters', '/api/MAKELOOKUP', { method: 'POST', body: '{"input":"toy"}' }],
  ])('answer %s with a JSON 404', async (_, path, init) => {
    const { app, lookups } = fakeApi();
    const error = await errorOf(await app.request(path, init), 404);
    expect(error.errors[0]!.message).toBe('There is no such API call');
    expect(lookups.searches).toEqual([]);
  });

  it('leave a valid quote sent to another path unstored', async () => {
    const { app, leads } = fakeApi();
    await errorOf(await postJson(app, '/api/createOpportunity', validSubmissionInput()), 404);
    expect(leads.leads).toEqual([]);
  });
});

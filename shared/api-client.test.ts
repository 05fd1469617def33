import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validSubmissionInput } from '../tests/support/valid-submission';
import { ApiError, createApiClient } from './api-client';
import type { SubmitRequest } from './api-types';

const API = 'https://broker.example';

interface Seen {
  method: string;
  path: string;
  contentType: string | null;
  body: unknown;
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers every POST to API with `answer` and records what the client sent. */
function answerWith(answer: () => Response | Promise<Response>): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all(`${API}/*`, async ({ request }) => {
      seen.push({
        method: request.method,
        path: new URL(request.url).pathname,
        contentType: request.headers.get('content-type'),
        body: await request.json(),
      });
      return answer();
    }),
  );
  return seen;
}

const client = () => createApiClient({ baseUrl: API });

describe('lookup calls', () => {
  it.each([
    ['cityZipLookup', () => client().cityZipLookup('Aus'), { input: 'Aus' }],
    ['cityPortLookup', () => client().cityPortLookup('Rott'), { input: 'Rott', searchPort: true }],
    ['autocomplete', () => client().autocomplete('Par'), { input: 'Par' }],
    ['makeLookup', () => client().makeLookup('Toy'), { input: 'Toy' }],
    [
      'modelLookup',
      () => client().modelLookup({ input: 'Cam', MakeID: 448, Year: 2020 }),
      { input: 'Cam', MakeID: 448, Year: 2020 },
    ],
  ] as const)('%s POSTs JSON to /api/%s with exactly the documented body', async (name, call, body) => {
    const seen = answerWith(() => HttpResponse.json({ data: [] }));
    await call();
    expect(seen).toEqual([{ method: 'POST', path: `/api/${name}`, contentType: 'application/json', body }]);
  });

  it('answers the suggestions from the data array', async () => {
    const data = [{ MakeID: 448, MakeName: 'Toyota' }];
    answerWith(() => HttpResponse.json({ data }));
    await expect(client().makeLookup('Toy')).resolves.toEqual(data);
  });

  it.each([
    ['a missing data key', {}],
    ['data that is an object', { data: { MakeID: 1 } }],
    ['data that is a string', { data: 'Toyota' }],
    ['data that is null', { data: null }],
    ['a JSON null body', null],
  ])('answers [] for %s', async (_why, answer) => {
    answerWith(() => HttpResponse.json(answer));
    await expect(client().cityZipLookup('Aus')).resolves.toEqual([]);
  });

  it('answers [] for an empty 200 body', async () => {
    answerWith(() => new HttpResponse(null, { status: 200 }));
    await expect(client().autocomplete('Par')).resolves.toEqual([]);
  });

  it('joins a base URL that ends in a slash without doubling it', async () => {
    const seen = answerWith(() => HttpResponse.json({ data: [] }));
    await createApiClient({ baseUrl: `${API}//` }).makeLookup('Toy');
    expect(seen[0]?.path).toBe('/api/makeLookup');
  });

  it('uses the fetch it is given instead of the global one', async () => {
    const urls: string[] = [];
    const ownFetch: typeof fetch = async (url) => {
      urls.push(String(url));
      return Response.json({ data: [{ label: 'Austin, TX' }] });
    };
    await expect(createApiClient({ fetch: ownFetch }).autocomplete('Aus')).resolves.toEqual([{ label: 'Austin, TX' }]);
    expect(urls).toEqual(['/api/autocomplete']);
  });
});

describe('createOpportunityAndSendToBooking', () => {
  const submission: SubmitRequest = validSubmissionInput();

  it('POSTs the submission as JSON and answers the submit result', async () => {
    const result = { statusCode: 200, url: `${API}/booking/t0k3n`, sessionId: 'L-1001' };
    const seen = answerWith(() => HttpResponse.json(result));
    await expect(client().createOpportunityAndSendToBooking(submission)).resolves.toEqual(result);
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/createOpportunityAndSendToBooking',
        contentType: 'application/json',
        body: submission,
      },
    ]);
  });

  it('answers {} when the server sends no body, so the caller can treat the status as missing', async () => {
    answerWith(() => new HttpResponse(null, { status: 200 }));
    await expect(client().createOpportunityAndSendToBooking(submission)).resolves.toEqual({});
  });
});

describe('errors', () => {
  it('throws ApiError with status 400 and the body for a client mistake', async () => {
    const body = { statusCode: 400, errors: [{ path: 'phone', message: 'Phone number is not valid' }] };
    answerWith(() => HttpResponse.json(body, { status: 400 }));
    const error = await client()
      .makeLookup('Toy')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', status: 400, body });
  });

  it('throws ApiError with the status and no body when an error answer is not JSON', async () => {
    answerWith(() => new HttpResponse('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }));
    const error = await client()
      .createOpportunityAndSendToBooking({} as SubmitRequest)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, body: undefined });
  });

  it('throws ApiError with status 429 when rate limited', async () => {
    answerWith(() => HttpResponse.json({ statusCode: 429 }, { status: 429, headers: { 'Retry-After': '5' } }));
    await expect(client().cityZipLookup('Aus')).rejects.toMatchObject({ status: 429 });
  });

  it('throws ApiError with status 0 when the network fails', async () => {
    answerWith(() => HttpResponse.error());
    const error = await client()
      .cityPortLookup('Rott')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, body: undefined });
  });

  it('passes an abort through as an AbortError, not an ApiError', async () => {
    answerWith(async () => {
      await delay('infinite');
      return HttpResponse.json({ data: [] });
    });
    const controller = new AbortController();
    const pending = client().makeLookup('Toy', { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('rejects with an AbortError at once when the signal is already aborted', async () => {
    const seen = answerWith(() => HttpResponse.json({ data: [] }));
    const error = await client()
      .modelLookup({ input: '', MakeID: 1, Year: 2020 }, { signal: AbortSignal.abort() })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([]);
  });
});

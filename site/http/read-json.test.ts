import { describe, expect, it } from 'vitest';
import { ClientError } from './client-error';
import { MAX_BODY_BYTES, readJson } from './read-json';

const URL_ = 'http://localhost/api/makeLookup';

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request(URL_, { method: 'POST', body, headers });
}

/** A body that arrives in chunks with no Content-Length (Transfer-Encoding: chunked). */
function streamed(chunks: Iterable<Uint8Array>, onCancel?: () => void): Request {
  const iterator = chunks[Symbol.iterator]();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel() {
      onCancel?.();
    },
  });
  // duplex is required by Node's fetch for a stream body; the DOM typings do not know it yet.
  return new Request(URL_, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
}

/** The ClientError readJson throws for this request (fails the test when it resolves). */
async function refusal(request: Request, limit?: number): Promise<ClientError> {
  try {
    await readJson(request, limit);
  } catch (error) {
    expect(error).toBeInstanceOf(ClientError);
    return error as ClientError;
  }
  throw new Error('readJson accepted the body');
}

/** A JSON object of exactly `bytes` bytes of UTF-8. */
function objectOfSize(bytes: number, fill = 'a'): string {
  const frame = '{"input":""}';
  const fillBytes = new TextEncoder().encode(fill).byteLength;
  const text = `{"input":"${fill.repeat(Math.floor((bytes - frame.length) / fillBytes))}"}`;
  expect(new TextEncoder().encode(text).byteLength).toBe(bytes);
  return text;
}

describe('readJson', () => {
  it('answers the parsed object of a JSON body', async () => {
    expect(await readJson(post('{"input":"toy"}'))).toEqual({ input: 'toy' });
  });

  it('ignores the Content-Type label: a plain fetch() sends text/plain', async () => {
    expect(await readJson(post('{"input":"toy"}', { 'Content-Type': 'text/plain;charset=UTF-8' }))).toEqual({
      input: 'toy',
    });
  });

  it('accepts a UTF-8 byte order mark before the JSON', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"input":"x"}')]);
    expect(await readJson(post(bytes))).toEqual({ input: 'x' });
  });

  it('keeps non-ASCII text intact', async () => {
    expect(await readJson(post('{"input":"Zürich 🚗"}'))).toEqual({ input: 'Zürich 🚗' });
  });

  it.each([
    ['no body at all', null],
    ['an empty body', ''],
    ['only white space', ' \n\t '],
  ])('refuses %s with 400 asking for a JSON object', async (_, body) => {
    const error = await refusal(post(body));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The request body is empty; send a JSON object');
    expect(error.errors).toEqual([{ path: '', message: error.message }]);
  });

  it.each([
    ['cut-off JSON', '{"input":'],
    ['single quotes', "{'input':'x'}"],
    ['a trailing comma', '{"input":"x",}'],
    ['form encoding', 'input=toy'],
    ['two objects', '{"a":1}{"b":2}'],
    ['NaN', '{"Year":NaN}'],
    ['HTML', '<html></html>'],
  ])('refuses %s with 400 "not valid JSON"', async (_, body) => {
    const error = await refusal(post(body));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The request body is not valid JSON');
  });

  it.each([
    ['an array', '[]'],
    ['an array of objects', '[{"input":"toy"}]'],
    ['a string', '"x"'],
    ['null', 'null'],
    ['a number', '42'],
    ['true', 'true'],
  ])('refuses %s at the top level with 400 "must be a JSON object"', async (_, body) => {
    const error = await refusal(post(body));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The request body must be a JSON object');
  });

  it.each([
    ['a lone continuation byte', [0x80]],
    ['0xff', [0xff, 0xfe]],
    ['a cut-off two-byte sequence', [0x7b, 0x22, 0xc3, 0x22, 0x7d]],
    ['an overlong encoding of "/"', [0xc0, 0xaf]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
  ])('refuses invalid UTF-8 (%s) with 400 rather than guessing', async (_, bytes) => {
    const error = await refusal(post(new Uint8Array(bytes)));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The request body is not valid UTF-8 text');
  });

  it('keeps the limit at 32 KB', () => {
    expect(MAX_BODY_BYTES).toBe(32_768);
  });

  it('accepts a body of exactly the limit', async () => {
    const body = objectOfSize(MAX_BODY_BYTES);
    expect(await readJson(post(body))).toEqual({ input: 'a'.repeat(MAX_BODY_BYTES - 12) });
  });

  it('refuses a body one byte over the limit with 413', async () => {
    const error = await refusal(post(objectOfSize(MAX_BODY_BYTES + 1)));
    expect(error.status).toBe(413);
    expect(error.message).toBe('The request body must be at most 32 KB');
    expect(error.errors).toEqual([{ path: '', message: error.message }]);
  });

  it('counts bytes, not characters', async () => {
    // 2-byte characters: under the limit in characters, over it in bytes.
    const body = `{"input":"${'é'.repeat(MAX_BODY_BYTES / 2)}"}`;
    expect(body.length).toBeLessThan(MAX_BODY_BYTES);
    expect((await refusal(post(body))).status).toBe(413);
  });

  it('refuses at once, without reading, when Content-Length declares too much', async () => {
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new TextEncoder().encode('{}'));
        controller.close();
      },
    });
    const request = new Request(URL_, {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'Content-Length': String(MAX_BODY_BYTES + 1) },
    } as RequestInit);
    expect(request.headers.get('Content-Length')).toBe(String(MAX_BODY_BYTES + 1));
    const error = await refusal(request);
    expect(error.status).toBe(413);
    // At most the stream's first eager pull: the body itself is never consumed.
    expect(pulls).toBeLessThanOrEqual(1);
  });

  it('does not trust a small Content-Length: a longer body is still refused at the limit', async () => {
    // Over a socket Node's parser never delivers more than the declared length; a Request built in-process
    // can, and is read whole (the fast path) and then refused.
    const chunk = new Uint8Array(1024).fill(0x20);
    const request = streamed(
      (function* () {
        for (let i = 0; i < 100; i++) yield chunk;
      })(),
      () => {},
    );
    request.headers.set('Content-Length', '10');
    expect((await refusal(request)).status).toBe(413);
  });

  it('cuts off an endless chunked body without Content-Length at the limit and cancels the stream', async () => {
    let sent = 0;
    let cancelled = false;
    const chunk = new Uint8Array(4096).fill(0x61);
    const request = streamed(
      (function* () {
        for (;;) {
          sent += chunk.byteLength;
          yield chunk;
        }
      })(),
      () => {
        cancelled = true;
      },
    );
    expect(request.headers.get('Content-Length')).toBeNull();
    const error = await refusal(request);
    expect(error.status).toBe(413);
    expect(cancelled).toBe(true);
    // Stopped just past the limit, not after reading everything.
    expect(sent).toBeLessThanOrEqual(MAX_BODY_BYTES + 3 * chunk.byteLength);
  });

  it('accepts a chunked body of exactly the limit, however it is split', async () => {
    const bytes = new TextEncoder().encode(objectOfSize(MAX_BODY_BYTES));
    const chunks: Uint8Array[] = [];
    for (let at = 0; at < bytes.byteLength; at += 1000) chunks.push(bytes.subarray(at, at + 1000));
    const body = (await readJson(streamed(chunks))) as { input: string };
    expect(body.input).toHaveLength(MAX_BODY_BYTES - 12);
  });

  it('joins a multi-byte character split across two chunks', async () => {
    const bytes = new TextEncoder().encode('{"input":"é"}');
    const split = bytes.indexOf(0xc3) + 1;
    expect(await readJson(streamed([bytes.subarray(0, split), bytes.subarray(split)]))).toEqual({ input: 'é' });
  });

  it('takes a smaller limit when given one', async () => {
    expect(await readJson(post('{"a":1}'), 7)).toEqual({ a: 1 });
    expect((await refusal(post('{"a":12}'), 7)).status).toBe(413);
  });

  it('ignores a Content-Length that is not a number and reads the body', async () => {
    const request = streamed([new TextEncoder().encode('{"input":"x"}')]);
    request.headers.set('Content-Length', 'lots');
    expect(await readJson(request)).toEqual({ input: 'x' });
  });
});

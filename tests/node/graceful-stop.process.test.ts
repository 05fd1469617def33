/**
 * SIGTERM against the real server process, as a deploy or a scale-in sends it: the quotes already on
 * their way are answered and stored, new connections are refused at once, and the process exits 0 well
 * before a process manager's SIGKILL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type StartedServer, startServerProcess } from '../../scripts/server-process.mjs';
import { API_PATHS, type SubmitResponse } from '../../shared/api-types';
import type { SubmissionInput } from '../../shared/schema';
import { openDatabase } from '../../site/storage/sqlite/database';
import { sqliteLeadReader } from '../support/sqlite-lead-reader';
import { validSubmissionInput } from '../support/valid-submission';

const tempDir = mkdtempSync(join(tmpdir(), 'shipquote-stop-'));
const databaseFile = join(tempDir, 'leads.db');
const PUBLIC_URL = 'https://quotes.example.test';
let server: StartedServer | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(tempDir, { recursive: true, force: true });
});

interface QuoteCall {
  /** Resolves once the whole request has been handed to the socket. */
  written: Promise<void>;
  /** Resolves when the server has read the headers and asks for the body (only with `holdBody`). */
  continued: Promise<void>;
  /** Sends the body of a held request. */
  sendBody(): void;
  answer: Promise<{ status: number; body: SubmitResponse; connection: string | undefined }>;
}

/**
 * POSTs a quote on a connection of its own. With `holdBody`, only the headers go out (with
 * `Expect: 100-continue`): the request is in flight on the server, which waits for its body.
 */
function sendQuote(origin: string, quote: SubmissionInput, holdBody = false): QuoteCall {
  const body = JSON.stringify(quote);
  const call = request(`${origin}${API_PATHS.createOpportunityAndSendToBooking}`, {
    method: 'POST',
    agent: false,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      ...(holdBody ? { Expect: '100-continue' } : {}),
    },
  });
  const continued = new Promise<void>((resolve) => call.once('continue', () => resolve()));
  let written: Promise<void>;
  if (holdBody) {
    call.flushHeaders();
    written = continued;
  } else {
    written = new Promise((resolve) => call.end(body, () => resolve()));
  }
  const answer = new Promise<{ status: number; body: SubmitResponse; connection: string | undefined }>(
    (resolve, reject) => {
      call.once('error', reject);
      call.once('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.once('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text) as SubmitResponse,
            connection: response.headers.connection,
          }),
        );
      });
    },
  );
  // A test that fails before awaiting the answer must not also report the reset as unhandled.
  answer.catch(() => {});
  return { written, continued, sendBody: () => call.end(body), answer };
}

/** Resolves with the error code of a fresh connection attempt, or 'connected'. */
function tryConnect(origin: string): Promise<string> {
  const { port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('a server stopped with SIGTERM while quotes are in flight', () => {
  it('answers and stores those quotes, refuses new connections and exits 0 within 10 seconds', {
    timeout: 60_000,
  }, async () => {
    server = await startServerProcess({
      env: {
        DATABASE_FILE: databaseFile,
        PUBLIC_URL,
        CRM_WEBHOOK_URL: '',
        CRM_WEBHOOK_SECRET: '',
        RATE_LIMIT_SUBMISSIONS: '1000',
      },
    });
    const { origin } = server;

    // Held: the server has its headers and is waiting for the body when the signal comes.
    const held = sendQuote(origin, validSubmissionInput({ first_name: 'Held' }), true);
    await held.continued;

    // Sent whole, with the signal right after the last byte is written.
    const sent = sendQuote(origin, validSubmissionInput({ first_name: 'Sent' }));
    await sent.written;
    const signalledAt = Date.now();
    server.kill('SIGTERM');

    await server.waitForOutput(/"message":"stopping"/);
    expect(await tryConnect(origin)).toBe('ECONNREFUSED');
    // Still running: the held request keeps it answering.
    expect(server.child.exitCode).toBeNull();

    held.sendBody();
    const [sentAnswer, heldAnswer] = await Promise.all([sent.answer, held.answer]);
    const exitCode = await server.exited;
    const stopMs = Date.now() - signalledAt;

    for (const answer of [sentAnswer, heldAnswer]) {
      expect(answer.status).toBe(200);
      expect(answer.body.url).toMatch(new RegExp(`^${PUBLIC_URL}/booking/[\\w-]+$`));
    }
    // Told not to reuse the connection, so a client's pool does not send a request into a closed socket.
    expect(heldAnswer.connection).toBe('close');
    expect(exitCode).toBe(0);
    expect(stopMs).toBeLessThan(10_000);
    console.info(`graceful stop: exited 0 ${stopMs} ms after SIGTERM`);

    const db = openDatabase(databaseFile);
    try {
      const leads = sqliteLeadReader(db);
      for (const answer of [sentAnswer, heldAnswer]) {
        const stored = leads.findByLeadNumber(answer.body.sessionId ?? '');
        expect(stored, `lead ${answer.body.sessionId}`).toBeDefined();
        expect(`${PUBLIC_URL}/booking/${stored?.token}`).toBe(answer.body.url);
      }
    } finally {
      db.close();
    }
  });
});

/**
 * The mailbox and the CRM endpoint the browser tests' server sends to: the SMTP and CRM receivers of
 * scripts/receivers/ on loopback, started once for the whole run by global-setup.ts, in Playwright's own process.
 * The tests run in worker processes and read what arrived over HTTP from the same endpoint: a request for
 * a message is answered as soon as it has arrived, so a test waits on the arrival itself, never on a clock,
 * and is bounded only by its own timeout.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import {
  answer200,
  type ReceivedRequest as CrmRequest,
  startCrmReceiver,
} from '../../../scripts/receivers/crm-receiver';
import { startSmtpReceiver } from '../../../scripts/receivers/smtp-receiver';

/** What the server signs its CRM requests with (CRM_WEBHOOK_SECRET); the tests check each signature. */
export const CRM_SECRET = 'browser-tests-crm-secret-0123456789';
export const MAIL_FROM = 'ShipQuote <quotes@shipquote.example>';
/** Where global-setup.ts tells the workers the receivers are. */
const URL_VARIABLE = 'BROWSER_TEST_RECEIVERS';

/** A request the CRM endpoint received, as the tests read it. */
export type ReceivedRequest = Pick<CrmRequest, 'headers' | 'body'>;

export interface Receivers {
  /** SMTP_URL for the server. */
  smtpUrl: string;
  /** CRM_WEBHOOK_URL for the server. */
  crmUrl: string;
  /** Where the tests read what arrived; handed to the workers by `share()`. */
  url: string;
  close(): Promise<void>;
}

interface Waiter {
  /** Answers and returns true once what it waits for has arrived. */
  settle(): boolean;
}

export async function startReceivers(): Promise<Receivers> {
  const mail: { subject: string; raw: Buffer }[] = [];
  const waiters = new Set<Waiter>();
  const arrived = () => {
    for (const waiter of waiters) if (waiter.settle()) waiters.delete(waiter);
  };

  const smtp = await startSmtpReceiver({
    onMessage: ({ raw }) => {
      void simpleParser(raw).then((parsed) => {
        mail.push({ subject: parsed.subject ?? '', raw });
        arrived();
      });
    },
  });
  const crmReceiver = await startCrmReceiver({
    respond: (request, response) => {
      answer200(request, response);
      arrived();
    },
  });
  /** The lead a CRM body is about; a body that is not JSON is about no lead, and a test finds it missing. */
  const leadOf = (body: string): unknown => {
    try {
      return (JSON.parse(body) as { lead_number?: unknown }).lead_number;
    } catch {
      return undefined;
    }
  };

  /** Answers `response` with `select()` as soon as it holds `count` items, now or on a later arrival. */
  const answerWhen = <T>(response: ServerResponse, count: number, select: () => T[]) => {
    const waiter: Waiter = {
      settle() {
        const found = select();
        if (found.length < count) return false;
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(found));
        return true;
      },
    };
    if (waiter.settle()) return;
    waiters.add(waiter);
    // A test that ended meanwhile has gone: its connection closes, and nothing is sent to it.
    response.on('close', () => waiters.delete(waiter));
  };

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://receivers');
    const count = Number(url.searchParams.get('count') ?? '1');
    if (url.pathname === '/mail') {
      const subject = url.searchParams.get('subject');
      const containing = url.searchParams.get('containing');
      const matches = (found: string) => (containing === null ? found === subject : found.includes(containing));
      answerWhen(response, count, () =>
        mail.filter((message) => matches(message.subject)).map((message) => message.raw.toString('base64')),
      );
    } else if (url.pathname === '/crm') {
      const lead = url.searchParams.get('lead');
      answerWhen(response, count, () =>
        crmReceiver.requests
          .filter((received) => leadOf(received.body) === lead)
          .map(({ headers, body }) => ({ headers, body })),
      );
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    crmUrl: crmReceiver.url,
    url: origin,
    async close() {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        smtp.close(),
        crmReceiver.close(),
      ]);
    },
  };
}

/** Hands the receivers' address to the workers, which Playwright starts after the global setup. */
export function share(receivers: Receivers): void {
  process.env[URL_VARIABLE] = receivers.url;
}

async function read<T>(path: string): Promise<T> {
  const base = process.env[URL_VARIABLE];
  if (!base) throw new Error(`${URL_VARIABLE} is not set: the receivers start in tests/browser/global-setup.ts`);
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The raw messages with exactly this subject, once `count` of them have arrived. */
export async function mailWithSubject(subject: string, count = 1): Promise<Buffer[]> {
  const query = new URLSearchParams({ subject, count: String(count) });
  const messages = await read<string[]>(`/mail?${query}`);
  return messages.map((message) => Buffer.from(message, 'base64'));
}

/** The raw messages whose subject holds `text` (an order number, say), once `count` of them have arrived. */
export async function mailWithSubjectContaining(text: string, count = 1): Promise<Buffer[]> {
  const query = new URLSearchParams({ containing: text, count: String(count) });
  const messages = await read<string[]>(`/mail?${query}`);
  return messages.map((message) => Buffer.from(message, 'base64'));
}

/** The CRM requests about one lead, in the order they came, once `count` of them have arrived. */
export function crmRequestsOf(leadNumber: string, count = 1): Promise<ReceivedRequest[]> {
  const query = new URLSearchParams({ lead: leadNumber, count: String(count) });
  return read<ReceivedRequest[]>(`/crm?${query}`);
}

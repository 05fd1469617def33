/**
 * Driving the booking pages as a visitor would, in the app as the server builds it (createRuntime over
 * readConfig) with a real SMTP server and a real CRM endpoint on loopback: a quote through the API, each
 * form filled in as the page renders it, and what the mailbox and the CRM receive. Shared by the tests that
 * book online and those that follow an order after signing. The caller closes `window` after its tests.
 */
import { Window } from 'happy-dom';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect } from 'vitest';
import { type CrmReceiver, startCrmReceiver } from '../../scripts/receivers/crm-receiver';
import { type SmtpReceiver, startSmtpReceiver } from '../../scripts/receivers/smtp-receiver';
import { API_PATHS } from '../../shared/api-types';
import {
  EVENT_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhookSignature,
} from '../../site/notify/crm/webhook-signature';
import type { LeadRepository } from '../../site/storage/lead-repository';
import type { OpenedStore, StorageBackend } from '../storage/storage-backends';
import { type ConfiguredApp, createConfiguredApp } from './configured-app';
import { validSubmissionInput } from './valid-submission';

export const PUBLIC_URL = 'https://quotes.shipquote.example';
export const SECRET = 'book-online-test-secret-0123456789';
export const EMAIL = 'wilhelmina.quayle@example.com';

/** A DOM parser of its own for a test file, to close after its tests. */
export function pageReader() {
  const window = new Window({ settings: { disableCSSFileLoading: true, disableJavaScriptEvaluation: true } });
  return {
    parse: (markup: string): Page => new window.DOMParser().parseFromString(markup, 'text/html'),
    close: () => window.happyDOM.close(),
  };
}
export type Page = ReturnType<InstanceType<Window['DOMParser']>['parseFromString']>;
type Form = NonNullable<ReturnType<Page['querySelector']>>;
export const text = (node: { textContent: string | null } | null | undefined) =>
  node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** What the visitor types into each field the page leaves empty, by the field's name. */
export const TYPED: Record<string, string> = {
  'pickup.street': '1500 Marilla St',
  'pickup.contact_name': 'Wilhelmina Quayle',
  'pickup.contact_phone': '(214) 555-0101',
  'delivery.street': '200 NE 2nd Ave',
  'delivery.contact_name': 'Grace Hopper',
  'delivery.contact_phone': '(305) 555-0188',
  'vehicles.0.runs': 'yes',
  'vehicles.0.vin': '1HGCM82633A004352',
  'vehicles.0.notes': 'Low front spoiler',
  'vehicles.1.runs': 'no',
  'vehicles.1.vin': '7R01C123456',
  'vehicles.1.notes': 'Needs a winch',
  last_name: 'Quayle',
  typed_name: 'Wilhelmina Quayle',
  consent: 'yes',
};

/**
 * The entries a browser posts for `form` as rendered, with every field it leaves empty typed in from
 * TYPED (a radio group none of whose buttons is checked counts as empty): each must be there.
 */
export function filledIn(form: Form): [string, string][] {
  const entries: [string, string][] = [];
  const radios = new Map<string, string | undefined>();
  const fill = (name: string, value: string) => {
    if (value !== '') return value;
    expect(TYPED, `a value to type into ${name}`).toHaveProperty([name]);
    return TYPED[name]!;
  };
  for (const control of form.querySelectorAll('input, select, textarea')) {
    const name = control.getAttribute('name');
    if (!name || control.hasAttribute('disabled')) continue;
    const tag = control.tagName.toLowerCase();
    const type = (control.getAttribute('type') ?? 'text').toLowerCase();
    if (tag === 'input' && ['submit', 'button', 'reset', 'image'].includes(type)) continue;
    if (type === 'radio') {
      const checked = control.hasAttribute('checked') ? (control.getAttribute('value') ?? 'on') : undefined;
      radios.set(name, radios.get(name) ?? checked);
    } else if (type === 'checkbox') {
      entries.push([name, control.hasAttribute('checked') ? (control.getAttribute('value') ?? 'on') : fill(name, '')]);
    } else if (tag === 'select') {
      const option = control.querySelector('option[selected]') ?? control.querySelector('option');
      entries.push([name, fill(name, option?.getAttribute('value') ?? text(option))]);
    } else if (tag === 'textarea') {
      entries.push([name, fill(name, control.textContent ?? '')]);
    } else {
      entries.push([
        name,
        type === 'hidden' ? (control.getAttribute('value') ?? '') : fill(name, control.getAttribute('value') ?? ''),
      ]);
    }
  }
  for (const [name, checked] of radios) entries.push([name, checked ?? fill(name, '')]);
  return entries;
}

export interface Running {
  configured: ConfiguredApp;
  /** The settings the app was started with, for a second instance on the same store. */
  env: Record<string, string>;
  smtp: SmtpReceiver;
  crm: CrmReceiver;
  /** A repository of the test's own on the app's data. */
  leads: LeadRepository;
}

/**
 * The app over a fresh store of `backend`, sending to a new SMTP server and CRM endpoint, with `env` over
 * those settings; each is closed by a function pushed onto `cleanups`, to run in reverse after the test.
 */
export async function start(
  backend: StorageBackend,
  cleanups: (() => Promise<unknown>)[],
  extraEnv: Record<string, string> = {},
): Promise<Running & { store: OpenedStore }> {
  const store = await backend.open();
  // Disposed last: the app's connections to it are closed first.
  cleanups.push(() => store.dispose());
  const smtp = await startSmtpReceiver();
  cleanups.push(() => smtp.close());
  const crm = await startCrmReceiver();
  cleanups.push(() => crm.close());
  const env = {
    ...store.env,
    PUBLIC_URL,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'ShipQuote <quotes@shipquote.example>',
    CRM_WEBHOOK_URL: crm.url,
    CRM_WEBHOOK_SECRET: SECRET,
    ...extraEnv,
  };
  const configured = await createConfiguredApp({ env });
  cleanups.push(() => configured.close());
  return { store, env, configured, smtp, crm, leads: await store.another() };
}

/** A path on the app, as the page's links and forms give it, or a URL on PUBLIC_URL. */
export const pathOf = (location: string) =>
  location.startsWith(PUBLIC_URL) ? location.slice(PUBLIC_URL.length) : location;

export function post(app: ConfiguredApp['app'], path: string, entries: [string, string][]) {
  return app.request(path, {
    method: 'POST',
    headers: { Origin: PUBLIC_URL, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(entries).toString(),
  });
}

export async function mailTo(smtp: SmtpReceiver, subject: RegExp): Promise<ParsedMail[]> {
  const parsed = await Promise.all(smtp.received.map((message) => simpleParser(message.raw)));
  return parsed.filter((mail) => subject.test(mail.subject ?? ''));
}

export const header = (request: CrmReceiver['requests'][number], name: string) => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join() : value;
};

/** The CRM's bodies of `event`, each checked against its signature. */
export function crmEvents(crm: CrmReceiver, event: string): Record<string, unknown>[] {
  return crm.requests
    .filter((request) => header(request, EVENT_HEADER) === event)
    .map((request) => {
      const { body } = request;
      const signed = { secret: SECRET, body, timestamp: header(request, TIMESTAMP_HEADER) };
      expect(verifyWebhookSignature({ ...signed, signature: header(request, SIGNATURE_HEADER) })).toBe(true);
      const payload = JSON.parse(body) as Record<string, unknown>;
      expect(payload.event).toBe(event);
      return payload;
    });
}

/** A quote from Dallas to Miami through the API, as the widget sends it; answers the API's answer. */
export async function quoteOn(app: ConfiguredApp['app']): Promise<{ url: string; sessionId: string }> {
  const quote = await app.request(API_PATHS.createOpportunityAndSendToBooking, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: PUBLIC_URL },
    body: JSON.stringify(
      validSubmissionInput({
        origin_postal_code: 'Dallas, TX 75201',
        destination_postal_code: 'Miami, FL 33101',
        first_name: 'Wilhelmina',
        email: EMAIL,
      }),
    ),
  });
  expect(quote.status).toBe(200);
  const answer = (await quote.json()) as { url: string; sessionId: string };
  expect(pathOf(answer.url)).toMatch(/^\/booking\/[\w-]+$/);
  return answer;
}

/** The entries step 1 and then the review of `booking` post, each form filled in as a visitor would. */
export async function signedEntries(
  app: ConfiguredApp['app'],
  booking: string,
  parse: (markup: string) => Page,
): Promise<[string, string][]> {
  const stepOne = parse(await (await app.request(`${booking}/order`)).text());
  const details = filledIn(stepOne.querySelector(`form[action="${booking}/order"]`)!);
  const review = parse(await (await post(app, `${booking}/order`, details)).text());
  return filledIn(review.querySelector(`form[action="${booking}/order/sign"]`)!);
}

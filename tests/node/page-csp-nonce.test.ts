/**
 * The site's pages trust their scripts by a nonce made for each response, with 'strict-dynamic' so what
 * those scripts load (the widget's chunks, React, the tag manager) is trusted through them. Every
 * <script> a page renders carries it, no two answers share one, and no cache may keep a page (and so its
 * nonce) for other visitors. The booking page and the plain pages keep their own script-free policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-types';
import { DEFAULT_CSP } from '../../site/http/security-headers';
import { type ConfiguredApp, createConfiguredApp } from '../support/configured-app';
import { fakeLookups } from '../support/fake-lookups';
import { newIdempotencyKey, validSubmissionInput } from '../support/valid-submission';

const PAGES = [
  '/',
  '/services',
  '/services/enclosed-auto-shipping',
  '/frequently-asked-questions',
  '/blog',
  '/landing',
  '/international',
];

let services: ConfiguredApp;
beforeAll(async () => {
  services = await createConfiguredApp({ lookups: fakeLookups(), env: { GTM_ID: 'GTM-AB12CD3' } });
});
afterAll(() => services?.close());

/** The nonce of a CSP's script-src, and that directive. */
function scriptPolicy(csp: string): { nonce: string | undefined; directive: string } {
  const directive = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  return { nonce: /'nonce-([^']+)'/.exec(directive)?.[1], directive };
}

async function fetchPage(path: string) {
  const response = await services.app.request(path);
  const { nonce, directive } = scriptPolicy(response.headers.get('Content-Security-Policy') ?? '');
  return { response, nonce, directive, html: await response.text() };
}

describe.each(PAGES)('%s', (path) => {
  it('trusts scripts by a 128-bit base64 nonce with strict-dynamic, not by the tag manager’s origin', async () => {
    const { response, nonce, directive } = await fetchPage(path);
    expect(response.status).toBe(200);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directive).toContain("'strict-dynamic'");
    expect(directive).not.toContain('googletagmanager');
    expect(directive).not.toContain('unsafe');
  });

  it('puts that nonce on every script it renders', async () => {
    const { nonce, html } = await fetchPage(path);
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
  });

  it('gets a new nonce on every request', async () => {
    const first = await fetchPage(path);
    const second = await fetchPage(path);
    expect(first.nonce).not.toBe(second.nonce);
    expect(second.html).not.toContain(first.nonce);
  });

  it('is kept by no shared cache and revalidated by no ETag, so no nonce is ever reused', async () => {
    const { response } = await fetchPage(path);
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(response.headers.has('ETag')).toBe(false);
  });
});

it('gives the site’s 404 page a nonce too, and stores it nowhere', async () => {
  const { response, nonce, html } = await fetchPage('/no-such-page');
  expect(response.status).toBe(404);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect((html.match(/<script\b[^>]*>/g) ?? []).every((tag) => tag.includes(` nonce="${nonce}"`))).toBe(true);
});

it('leaves the booking page and the plain pages their own policy, which they need no script for', async () => {
  const quote = await services.app.request(API_PATHS.createOpportunityAndSendToBooking, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...validSubmissionInput(), idempotency_key: newIdempotencyKey() }),
  });
  const booking = new URL(((await quote.json()) as { url: string }).url).pathname;
  const booked = await services.app.request(booking);
  expect(booked.status).toBe(200);
  expect(booked.headers.get('Content-Security-Policy')).toBe(DEFAULT_CSP);
  expect(await booked.text()).not.toMatch(/<script\b/);
  for (const path of ['/booking/AAAAAAAAAAAAAAAAAAAAAA', '/widget/chunks/missing-Ab12Cd34.js']) {
    const response = await services.app.request(path);
    expect(response.status, path).toBe(404);
    expect(response.headers.get('Content-Security-Policy'), path).toBe(DEFAULT_CSP);
    expect(await response.text(), path).not.toMatch(/<script\b/);
  }
});

/**
 * Attribution end to end, against the real server with its own database and a local CRM receiver: the
 * campaign a visitor arrived with reaches the stored lead and the CRM payload, whichever page they ask
 * for the quote on, and the embed's own placement never replaces it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type StartedServer, startServerProcess } from '../../scripts/server-process.mjs';
import type { CrmLeadPayload } from '../../site/quote/crm-lead-payload';
import { openDatabase } from '../../site/storage/sqlite/database';
import { type CrmReceiver, startCrmReceiver } from '../support/crm-receiver';
import { sqliteLeadReader } from '../support/sqlite-lead-reader';
import { QuoteForm } from './support/quote-form';

let receiver: CrmReceiver;
let server: StartedServer;
const tempDir = mkdtempSync(join(tmpdir(), 'shipquote-attribution-'));
const databaseFile = join(tempDir, 'leads.db');

test.beforeAll(async () => {
  receiver = await startCrmReceiver();
  server = await startServerProcess({
    env: {
      DATABASE_FILE: databaseFile,
      CRM_WEBHOOK_URL: receiver.url,
      CRM_WEBHOOK_SECRET: 'attribution-test-webhook-secret',
      RATE_LIMIT_LOOKUPS: '100000',
      RATE_LIMIT_SUBMISSIONS: '100000',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
  rmSync(tempDir, { recursive: true, force: true });
});

/** Submits the quote in the widget under `scope` and gives its lead number. */
async function submitQuote(page: Page, scope: string): Promise<string> {
  // The full form opens the booking page in a new tab 1.5 s after the result; it is not under test here.
  page.on('popup', (popup) => void popup.close());
  const form = new QuoteForm(page, page.locator(scope));
  await form.completeQuote();
  const values = await form.resultValues();
  const leadNumber = values['Lead number'];
  expect(leadNumber).toMatch(/^SQ-\d{6}-\d{6}$/);
  return leadNumber as string;
}

function storedContext(leadNumber: string) {
  const db = openDatabase(databaseFile);
  try {
    return sqliteLeadReader(db).findByLeadNumber(leadNumber)?.submission.context;
  } finally {
    db.close();
  }
}

async function crmPayload(leadNumber: string): Promise<CrmLeadPayload> {
  const find = () =>
    receiver.requests
      .map((request) => JSON.parse(request.body) as CrmLeadPayload)
      .find((payload) => payload.lead_number === leadNumber);
  await expect.poll(find, { timeout: 15_000 }).toBeDefined();
  return find() as CrmLeadPayload;
}

test('a quote from the landing page carries the marketing_id, fbclid, id and source it was opened with', async ({
  page,
}) => {
  await page.goto(`${server.origin}/landing?marketing_id=MKT-L1&fbclid=FBCLID-L1&id=AFF-7&source=paid-social`);
  const leadNumber = await submitQuote(page, '#booking');

  const campaign = { marketing_id: 'MKT-L1', fbclid: 'FBCLID-L1', id: 'AFF-7', source: 'paid-social' };
  expect(storedContext(leadNumber)).toMatchObject({
    placement: { source: 'landing-hero' },
    campaign: { ...campaign, landing_page: '/landing' },
  });
  const payload = await crmPayload(leadNumber);
  expect(payload.campaign).toMatchObject({ ...campaign, landing_page: '/landing' });
  expect(payload.placement.source).toBe('landing-hero');
  expect(payload.fbc).toMatch(/^fb\.1\.\d{13}\.FBCLID-L1$/);
});

test('the campaign of the international landing page survives two more pages and reaches a quote from home', async ({
  page,
}) => {
  await page.goto(`${server.origin}/international?marketing_id=MKT-INT-2`);
  await page.goto(`${server.origin}/frequently-asked-questions`);
  await page.goto(`${server.origin}/services`);
  await page.goto(`${server.origin}/`);
  const leadNumber = await submitQuote(page, '#main-form');

  expect(storedContext(leadNumber)).toMatchObject({
    placement: { source: 'home-hero' },
    campaign: { marketing_id: 'MKT-INT-2', landing_page: '/international' },
  });
  expect((await crmPayload(leadNumber)).campaign).toMatchObject({
    marketing_id: 'MKT-INT-2',
    landing_page: '/international',
  });
});

test('the home page’s own placement sits beside the source and id of the address, replacing neither', async ({
  page,
}) => {
  await page.goto(`${server.origin}/?source=S-HOME&id=I-HOME`);
  const leadNumber = await submitQuote(page, '#main-form');

  const payload = await crmPayload(leadNumber);
  expect(payload.placement).toEqual({ id: null, source: 'home-hero' });
  expect(payload.campaign).toMatchObject({ source: 'S-HOME', id: 'I-HOME', landing_page: '/' });
  expect(storedContext(leadNumber)?.campaign).toMatchObject({ source: 'S-HOME', id: 'I-HOME' });
});

test('a visit that arrived by two links keeps both the first and the last touch', async ({ page }) => {
  await page.goto(`${server.origin}/international?marketing_id=FIRST&fbclid=FB-FIRST`);
  await page.goto(`${server.origin}/services?utm_source=newsletter&utm_campaign=winter`);
  await page.goto(`${server.origin}/`);
  const leadNumber = await submitQuote(page, '#main-form');

  const payload = await crmPayload(leadNumber);
  expect(payload.first_touch).toMatchObject({
    marketing_id: 'FIRST',
    fbclid: 'FB-FIRST',
    landing_page: '/international',
  });
  expect(payload.campaign).toMatchObject({
    utm_source: 'newsletter',
    utm_campaign: 'winter',
    landing_page: '/services',
  });
  expect(payload.fbc).toMatch(/^fb\.1\.\d{13}\.FB-FIRST$/);
});

/**
 * Attribution end to end, against the real server with its database and the CRM receiver every test shares
 * (support/servers.ts): the campaign a visitor arrived with reaches the stored lead and the CRM payload,
 * whichever page they ask for the quote on, and the embed's own placement never replaces it.
 */
import { expect, type Page, test } from '@playwright/test';
import type { CrmLeadPayload } from '../../site/quote/crm-lead-payload';
import { openDatabase } from '../../site/storage/sqlite/database';
import { sqliteLeadReader } from '../support/sqlite-lead-reader';
import { QuoteForm } from './support/quote-form';
import { crmRequestsOf } from './support/receivers';
import { databaseFile } from './support/servers';

/** Submits the quote in the widget under `scope` and gives its lead number. */
async function submitQuote(page: Page, scope: string): Promise<string> {
  // The full form opens the booking page in a new tab 1.5 s after the result; it is not under test here.
  page.on('popup', (popup) => void popup.close());
  const form = new QuoteForm(page, page.locator(scope));
  await form.completeQuote();
  const values = await form.resultValues();
  const leadNumber = values['Quote number'];
  expect(leadNumber).toMatch(/^SQ-\d{6}-\d{6}$/);
  return leadNumber as string;
}

function storedContext(leadNumber: string) {
  const db = openDatabase(databaseFile());
  try {
    return sqliteLeadReader(db).findByLeadNumber(leadNumber)?.submission.context;
  } finally {
    db.close();
  }
}

/** The CRM's lead.created payload of `leadNumber`, once it has arrived. */
async function crmPayload(leadNumber: string): Promise<CrmLeadPayload> {
  const [request] = await crmRequestsOf(leadNumber);
  const payload = JSON.parse(request?.body ?? '{}') as CrmLeadPayload;
  expect(payload.event).toBe('lead.created');
  return payload;
}

test('a quote from the landing page carries the marketing_id, fbclid, id and source it was opened with', {
  tag: '@flow',
}, async ({ page }) => {
  await page.goto(`/landing?marketing_id=MKT-L1&fbclid=FBCLID-L1&id=AFF-7&source=paid-social`);
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

test('the campaign of the international landing page survives two more pages and reaches a quote from home', {
  tag: '@flow',
}, async ({ page }) => {
  await page.goto(`/international?marketing_id=MKT-INT-2`);
  await page.goto(`/frequently-asked-questions`);
  await page.goto(`/services`);
  await page.goto(`/`);
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

test('the home page’s own placement sits beside the source and id of the address, replacing neither', {
  tag: '@flow',
}, async ({ page }) => {
  await page.goto(`/?source=S-HOME&id=I-HOME`);
  const leadNumber = await submitQuote(page, '#main-form');

  const payload = await crmPayload(leadNumber);
  expect(payload.placement).toEqual({ id: null, source: 'home-hero' });
  expect(payload.campaign).toMatchObject({ source: 'S-HOME', id: 'I-HOME', landing_page: '/' });
  expect(storedContext(leadNumber)?.campaign).toMatchObject({ source: 'S-HOME', id: 'I-HOME' });
});

test('a visit that arrived by two links keeps both the first and the last touch', {
  tag: '@flow',
}, async ({ page }) => {
  await page.goto(`/international?marketing_id=FIRST&fbclid=FB-FIRST`);
  await page.goto(`/services?utm_source=newsletter&utm_campaign=winter`);
  await page.goto(`/`);
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

/**
 * Booking-link expiry and lead retention as the server wires them from its settings (createRuntime over
 * readConfig), with the clock faked: leads are stored at chosen times through the test's own connection,
 * then the app's booking page and daily retention job are watched as days pass.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../shared/time';
import { openSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import type { StoredLead } from '../../site/storage/stored-lead';
import { type ConfiguredApp, createConfiguredApp } from '../support/configured-app';
import { fakeLookups } from '../support/fake-lookups';
import { newOrder } from '../support/new-order';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';

const T0 = Date.parse('2026-11-26T12:00:00.000Z');
const PERSON = {
  first_name: 'Wilhelmina',
  email: 'wilhelmina.quayle@example.com',
  phone: '(512) 555-0133',
  origin_postal_code: 'Dallas, TX 75201',
  destination_postal_code: 'Los Angeles, CA 90012',
};

let configured: ConfiguredApp | undefined;

afterEach(async () => {
  await configured?.close();
  configured = undefined;
  vi.useRealTimers();
});

/** The app as the server builds it, its clock at T0 and faked, so days can pass in a moment. */
async function start(env: Record<string, string> = {}): Promise<ConfiguredApp> {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: T0 });
  configured = await createConfiguredApp({ lookups: fakeLookups(), env });
  return configured;
}

/** Stores a lead made `daysAgo` days before the fake clock's now, signed as an order then when `ordered`. */
async function leadMade(app: ConfiguredApp, daysAgo: number, { ordered = false } = {}): Promise<StoredLead> {
  const madeAt = new Date(Date.now() - daysAgo * DAY_MS);
  const repository = openSqliteLeadRepository(app.databaseFile, { now: () => madeAt });
  try {
    const { lead } = await storeQuote(repository, validSubmission(PERSON));
    if (ordered) await repository.orders.create(newOrder(lead));
    return lead;
  } finally {
    await repository.close();
  }
}

const bookingPage = async (app: ConfiguredApp, lead: StoredLead) => {
  const res = await app.app.request(`/booking/${lead.token}`);
  return { status: res.status, page: await res.text() };
};

function expectNothingPersonal(page: string, lead: StoredLead) {
  for (const secret of [lead.leadNumber, PERSON.first_name, PERSON.email, 'Dallas', 'Los Angeles', 'Toyota']) {
    expect(page, secret).not.toContain(secret);
  }
}

describe('booking links in the running app', () => {
  it('work 89 days after the quote and answer 410 without personal data at 91 days', async () => {
    const app = await start();
    const lead = await leadMade(app, 0);
    vi.setSystemTime(T0 + 89 * DAY_MS);
    const fresh = await bookingPage(app, lead);
    expect(fresh.status).toBe(200);
    expect(fresh.page).toContain(PERSON.first_name);

    vi.setSystemTime(T0 + 91 * DAY_MS);
    const expired = await bookingPage(app, lead);
    expect(expired.status).toBe(410);
    expect(expired.page).toContain('This quote link has expired');
    expect(expired.page).toContain(`${lead.leadNumber.slice(0, 10)}…`);
    expectNothingPersonal(expired.page, lead);
  });

  it('follow BOOKING_LINK_DAYS', async () => {
    const app = await start({ BOOKING_LINK_DAYS: '7' });
    const lead = await leadMade(app, 8);
    expect((await bookingPage(app, lead)).status).toBe(410);
  });
});

describe('lead retention in the running app', () => {
  it('anonymises leads once they are older than LEAD_RETENTION_DAYS, by the daily run, and keeps newer ones', async () => {
    const app = await start({ LEAD_RETENTION_DAYS: '30' });
    const older = await leadMade(app, 10);
    const newer = await leadMade(app, 0);
    await vi.advanceTimersByTimeAsync(20 * DAY_MS);
    expect(app.leads.findByLeadNumber(older.leadNumber)?.submission.email).toBe(PERSON.email);

    await vi.advanceTimersByTimeAsync(DAY_MS);
    expect(app.leads.findByLeadNumber(older.leadNumber)?.submission.email).toBe('');
    expect(app.leads.findByLeadNumber(newer.leadNumber)).toEqual(newer);
    expect(app.leads.count()).toBe(2);
  });

  it('answers the booking link of an anonymised lead like an unknown link, never with blanked data', async () => {
    const app = await start({ LEAD_RETENTION_DAYS: '30' });
    const lead = await leadMade(app, 29);
    expect((await bookingPage(app, lead)).status).toBe(200);
    await vi.advanceTimersByTimeAsync(2 * DAY_MS);

    const unknown = await app.app.request(`/booking/${randomBytes(16).toString('base64url')}`);
    const anonymised = await bookingPage(app, lead);
    expect(anonymised.status).toBe(404);
    expect(anonymised.page).toBe(await unknown.text());
    expectNothingPersonal(anonymised.page, lead);
  });

  it('keeps every lead when LEAD_RETENTION_DAYS is not set', async () => {
    const app = await start();
    const ancient = await leadMade(app, 3650);
    await vi.advanceTimersByTimeAsync(3 * DAY_MS);
    expect(app.leads.findByLeadNumber(ancient.leadNumber)).toEqual(ancient);
  });

  it('anonymises orders older than ORDER_RETENTION_DAYS set alone, with their leads, and keeps leads without one', async () => {
    const app = await start({ ORDER_RETENTION_DAYS: '365' });
    const ordered = await leadMade(app, 364, { ordered: true });
    const unordered = await leadMade(app, 3650);
    await vi.advanceTimersByTimeAsync(DAY_MS);
    expect(app.leads.findByLeadNumber(ordered.leadNumber)?.submission.email).toBe(PERSON.email);

    await vi.advanceTimersByTimeAsync(DAY_MS);
    expect(app.leads.findByLeadNumber(ordered.leadNumber)?.submission.email).toBe('');
    expect(app.leads.findByLeadNumber(unordered.leadNumber)).toEqual(unordered);
  });

  it('stops the daily run when the app is closed', async () => {
    // The outbox relays keep timers of their own; the daily run is one more.
    const plain = await start();
    const relayTimers = vi.getTimerCount();
    await plain.close();
    configured = undefined;
    const app = await start({ LEAD_RETENTION_DAYS: '30' });
    expect(vi.getTimerCount()).toBe(relayTimers + 1);
    await app.close();
    configured = undefined;
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates';
import { orderDetails, orderPrice, SIGNED_AT } from '../../tests/support/new-order';
import { storeQuote } from '../../tests/support/store-quote';
import { EMAIL_DESTINATION } from '../notify/email/email-payload';
import type { QuotedLead } from '../quote/quoted-lead';
import { signAgreement } from '../signing/agreement';
import { agreementDataOf } from '../signing/agreement-data';
import type { PlaceOrderInput } from '../signing/order-service';
import type { LeadRepository } from '../storage/lead-repository';
import { openDatabase } from '../storage/sqlite/database';
import { createSqliteLeadRepository } from '../storage/sqlite/sqlite-lead-repository';
import { createStoredOrderService } from './stored-order-service';

let store: LeadRepository | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

/** The service over a fresh in-memory store, counting the times it says rows were stored. */
async function setup({ emailEnabled = true } = {}) {
  const db = openDatabase(':memory:');
  store = createSqliteLeadRepository(db);
  let stored = 0;
  let ordersCreated = 0;
  const service = createStoredOrderService({
    store,
    live: new Set(emailEnabled ? [EMAIL_DESTINATION] : []),
    onStored: () => stored++,
    onOrderCreated: () => ordersCreated++,
  });
  const { lead } = await storeQuote(store);
  const emailRow = () =>
    db.prepare("SELECT payload_json FROM outbox WHERE event = 'order.email'").get() as { payload_json: string };
  const rowsOf = (event: string) =>
    (
      db.prepare('SELECT destination, payload_json, idempotency_key FROM outbox WHERE event = ?').all(event) as {
        destination: string;
        payload_json: string;
        idempotency_key: string;
      }[]
    ).map((row) => ({ ...row, payload: JSON.parse(row.payload_json) }));
  return {
    service,
    lead,
    rowsOf,
    stored: () => stored,
    ordersCreated: () => ordersCreated,
    emailPayload: () => JSON.parse(emailRow().payload_json),
  };
}

function orderOf(lead: QuotedLead): PlaceOrderInput {
  const details = orderDetails(lead);
  const price = orderPrice(lead);
  return {
    lead,
    token: lead.token,
    details,
    price,
    signedAt: SIGNED_AT,
    agreementFor: (orderNumber) =>
      signAgreement(agreementDataOf({ orderNumber, lead, order: details, price, signedAt: Date.parse(SIGNED_AT) })),
    clientAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (test)',
  };
}

describe('the stored order service', () => {
  it('says so once a new order is stored, so its rows are relayed at once, and not for the same order again', async () => {
    const { service, lead, stored } = await setup();
    const first = await service.placeOrder(orderOf(lead));
    expect(first.created).toBe(true);
    expect(stored()).toBe(1);
    const again = await service.placeOrder(orderOf(lead));
    expect(again).toEqual({ order: first.order, created: false });
    expect(stored()).toBe(1);
  });

  it('counts a new order once, and neither the same order signed again nor a call-back request', async () => {
    const { service, lead, ordersCreated } = await setup();
    await service.requestCallback({
      lead,
      preferredDate: '2026-11-23',
      timeWindow: 'morning',
      requestedAt: '2026-11-21T15:00:00.000Z',
      bookingToken: lead.token,
    });
    expect(ordersCreated()).toBe(0);
    await service.placeOrder(orderOf(lead));
    await service.placeOrder(orderOf(lead));
    expect(ordersCreated()).toBe(1);
  });

  it('confirms by email the first available date and carrier signed for, not the quote’s', async () => {
    const { service, lead, emailPayload } = await setup();
    const order = orderOf(lead);
    const moved = addDays(lead.submission.ship_date, 3);
    order.details = { ...order.details, first_available_date: moved, carrier: 'enclosed' };
    await service.placeOrder(order);
    expect(emailPayload().order).toMatchObject({ shipDate: moved, transport: 'enclosed', price: 1190 });
  });

  it('confirms by email the addresses, contacts, pickup window and cancellation terms signed for, with the link token', async () => {
    const { service, lead, emailPayload } = await setup();
    const order = orderOf(lead);
    await service.placeOrder(order);
    const payload = emailPayload();
    const { record, text } = order.agreementFor(payload.order.orderNumber);
    expect(payload.token).toBe(lead.token);
    expect(payload.order).toMatchObject({
      pickup: order.details.pickup,
      delivery: order.details.delivery,
      pickupWindow: record.data.pickupWindow,
    });
    expect(payload.order.cancellationTerms).toHaveLength(2);
    for (const sentence of payload.order.cancellationTerms) expect(text.split('\n')).toContain(sentence);
  });

  it('says so once a new call-back request is stored, and not for a second one', async () => {
    const { service, lead, stored } = await setup();
    const request = {
      lead,
      preferredDate: '2026-11-23',
      timeWindow: 'morning' as const,
      requestedAt: '2026-11-21T15:00:00.000Z',
      bookingToken: lead.token,
    };
    expect(await service.requestCallback(request)).toEqual({ created: true });
    expect(await service.requestCallback(request)).toEqual({ created: false });
    expect(stored()).toBe(1);
  });

  it('writes the call back’s confirmation email with its CRM notice, once, for the quote’s address', async () => {
    const { service, lead, rowsOf } = await setup();
    const request = {
      lead,
      preferredDate: '2026-11-28',
      timeWindow: 'afternoon' as const,
      requestedAt: '2026-11-21T15:00:00.000Z',
      bookingToken: lead.token,
    };
    await service.requestCallback(request);
    await service.requestCallback({ ...request, preferredDate: '2026-11-30' });
    expect(rowsOf('callback.requested')).toHaveLength(1);
    const emails = rowsOf('callback.email');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.destination).toBe('email');
    expect(emails[0]?.payload).toEqual({
      kind: 'callback',
      to: lead.submission.email,
      leadNumber: lead.leadNumber,
      token: lead.token,
      firstName: lead.submission.first_name,
      preferredDate: '2026-11-28',
      timeWindow: 'afternoon',
    });
  });

  it('writes no call-back email when the server sends none', async () => {
    const { service, lead, rowsOf } = await setup({ emailEnabled: false });
    await service.requestCallback({
      lead,
      preferredDate: '2026-11-28',
      timeWindow: 'afternoon',
      requestedAt: '2026-11-21T15:00:00.000Z',
      bookingToken: lead.token,
    });
    expect(rowsOf('callback.requested')).toHaveLength(1);
    expect(rowsOf('callback.email')).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates';
import { orderDetails, orderPrice, SIGNED_AT } from '../../tests/support/new-order';
import { storeQuote } from '../../tests/support/store-quote';
import type { QuotedLead } from '../quote/quoted-lead';
import type { LeadRepository } from '../storage/lead-repository';
import { openDatabase } from '../storage/sqlite/database';
import { createSqliteLeadRepository } from '../storage/sqlite/sqlite-lead-repository';
import { agreementDataOf, signAgreement } from './agreement';
import type { PlaceOrderInput } from './order-service';
import { createStoredOrderService } from './stored-order-service';

let store: LeadRepository | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

/** The service over a fresh in-memory store, counting the times it says rows were stored. */
async function setup() {
  const db = openDatabase(':memory:');
  store = createSqliteLeadRepository(db);
  let stored = 0;
  let ordersCreated = 0;
  const service = createStoredOrderService({
    store,
    emailEnabled: true,
    onStored: () => stored++,
    onOrderCreated: () => ordersCreated++,
  });
  const { lead } = await storeQuote(store);
  const emailRow = () =>
    db.prepare("SELECT payload_json FROM outbox WHERE event = 'order.email'").get() as { payload_json: string };
  return {
    service,
    lead,
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
    };
    expect(await service.requestCallback(request)).toEqual({ created: true });
    expect(await service.requestCallback(request)).toEqual({ created: false });
    expect(stored()).toBe(1);
  });
});

/**
 * Orders and call-back requests over both stores: one of each per lead, however many times and from
 * however many instances they are asked for, each written with its outbox rows in one transaction.
 */
import { describe, expect, it } from 'vitest';
import { CALLBACK_REQUESTED_EVENT, ORDER_CREATED_EVENT } from '../../site/notify/crm/crm-events';
import { EMAIL_DESTINATION, ORDER_EMAIL_EVENT } from '../../site/notify/email/email-payload';
import { rebuildAgreement } from '../../site/signing/agreement';
import { signedOrder } from '../../site/signing/signed-order';
import { newCallback, newOrder, orderDetails, orderPrice, SIGNED_AT } from '../support/new-order';
import { storeQuote } from '../support/store-quote';
import { forEachBackend, type OpenedStore } from './storage-backends';

const NOW = new Date('2026-11-21T15:00:05.000Z');

interface Row {
  destination: string;
  event: string;
  payload_json: string;
  idempotency_key: string;
}

const outboxOf = (store: OpenedStore, leadId: number) =>
  store.sql<Row>(
    'SELECT destination, event, payload_json, idempotency_key FROM outbox WHERE lead_id = $1 AND event <> $2 ORDER BY id',
    [leadId, 'lead.created'],
  );

const count = async (store: OpenedStore, table: string) =>
  Number((await store.sql<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

describe('orders', () => {
  forEachBackend((fresh) => {
    it('stores an order with its agreement and writes its CRM and confirmation email rows with it', async () => {
      const store = await fresh();
      const repository = await store.another({ now: () => NOW });
      const { lead } = await storeQuote(repository);
      const { order: stored, created } = await repository.orders.create(newOrder(lead));
      const order = signedOrder(stored);
      expect(created).toBe(true);
      expect(order.orderNumber).toMatch(/^SO-261121-\d{6}$/);
      expect(order).toMatchObject({
        leadId: lead.id,
        createdAt: NOW.toISOString(),
        consentAt: SIGNED_AT,
        signedName: `${lead.submission.first_name} Whitfield`,
        clientAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (test)',
        details: orderDetails(lead),
        price: orderPrice(lead),
        anonymised: false,
      });
      expect(order.agreement.data.orderNumber).toBe(order.orderNumber);
      expect(rebuildAgreement(order.agreement).intact).toBe(true);
      expect(await repository.orders.findByLeadId(lead.id)).toEqual(order);
      expect(await repository.orders.findByOrderNumber(order.orderNumber)).toEqual(order);
      expect(await repository.orders.findByOrderNumber('not-an-order')).toBeUndefined();

      const rows = await outboxOf(store, lead.id);
      expect(rows.map((row) => [row.destination, row.event, row.idempotency_key])).toEqual([
        ['crm', ORDER_CREATED_EVENT, `${order.orderNumber}:order-created`],
        [EMAIL_DESTINATION, ORDER_EMAIL_EVENT, `${order.orderNumber}:order-email`],
      ]);
      expect(JSON.parse(rows[0]!.payload_json)).toEqual({
        event: 'order.created',
        order_number: order.orderNumber,
        lead_number: lead.leadNumber,
      });
      expect(JSON.parse(rows[1]!.payload_json)).toMatchObject({
        kind: 'order-confirmation',
        to: lead.submission.email,
      });
    });

    it('writes no email row for an order given without a confirmation email', async () => {
      const store = await fresh();
      const repository = await store.another();
      const { lead } = await storeQuote(repository);
      await repository.orders.create(newOrder(lead, { email: false }));
      expect((await outboxOf(store, lead.id)).map((row) => row.event)).toEqual([ORDER_CREATED_EVENT]);
    });

    it('answers a second order of the same lead with the first and writes nothing', async () => {
      const store = await fresh();
      const repository = await store.another();
      const { lead } = await storeQuote(repository);
      const first = await repository.orders.create(newOrder(lead));
      const second = await repository.orders.create(newOrder(lead));
      expect(second).toEqual({ order: first.order, created: false });
      expect(await count(store, 'orders')).toBe(1);
      expect(await outboxOf(store, lead.id)).toHaveLength(2);
    });

    it('keeps one order, one CRM row and one email row when two instances sign the same lead at once', async () => {
      const store = await fresh();
      const one = await store.another();
      const two = await store.another();
      const { lead } = await storeQuote(one);
      const results = await Promise.all([one.orders.create(newOrder(lead)), two.orders.create(newOrder(lead))]);
      expect(results.map((result) => result.created).sort()).toEqual([false, true]);
      expect(results[0]!.order).toEqual(results[1]!.order);
      expect(await count(store, 'orders')).toBe(1);
      const rows = await outboxOf(store, lead.id);
      expect(rows.map((row) => row.event).sort()).toEqual([ORDER_EMAIL_EVENT, ORDER_CREATED_EVENT].sort());
    });

    it('draws another order number when the drawn one is taken', async () => {
      const store = await fresh();
      const draws = ['SO-261121-000001', 'SO-261121-000001', 'SO-261121-000002'];
      const repository = await store.another({ now: () => NOW });
      const drawn = { newOrderNumber: () => draws.shift()! };
      const first = await storeQuote(repository);
      const second = await storeQuote(repository);
      expect((await repository.orders.create(newOrder(first.lead, drawn))).order.orderNumber).toBe('SO-261121-000001');
      const order = signedOrder((await repository.orders.create(newOrder(second.lead, drawn))).order);
      expect(order.orderNumber).toBe('SO-261121-000002');
      expect(order.agreement.data.orderNumber).toBe('SO-261121-000002');
    });
  });
});

describe('call-back requests', () => {
  forEachBackend((fresh) => {
    it('stores one request per lead with its CRM row, and answers a second one with the first', async () => {
      const store = await fresh();
      const one = await store.another({ now: () => NOW });
      const two = await store.another({ now: () => NOW });
      const { lead } = await storeQuote(one);
      const request = newCallback(lead, { timeWindow: 'morning', clientAddress: '203.0.113.7' });
      const results = await Promise.all([one.callbacks.create(request), two.callbacks.create(request)]);
      expect(results.map((result) => result.created).sort()).toEqual([false, true]);
      const { callback } = results[0]!;
      expect(callback).toEqual({
        id: callback.id,
        leadId: lead.id,
        createdAt: NOW.toISOString(),
        preferredDay: '2026-11-23',
        timeWindow: 'morning',
        clientAddress: '203.0.113.7',
      });
      expect(results[1]!.callback).toEqual(callback);
      expect(await one.callbacks.findByLeadId(lead.id)).toEqual(callback);
      const rows = await outboxOf(store, lead.id);
      expect(rows.map((row) => [row.destination, row.event])).toEqual([['crm', CALLBACK_REQUESTED_EVENT]]);
      expect(JSON.parse(rows[0]!.payload_json)).toEqual(request.outbox(callback)[0]!.payload);
      expect(await one.callbacks.findByLeadId(lead.id + 1000)).toBeUndefined();
    });
  });
});

/**
 * Signed order events sent over HTTP to two instances on one database (SQLite file or PostgreSQL), in
 * order, in reverse and twice: every way ends in the same status, with each event stored once. An event
 * whose id no database could store alike (NUL, which PostgreSQL's text refuses) is a 400 on both.
 */
import { describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from '../../site/notify/crm/webhook-signature';
import { orderState } from '../../site/order-life/order-status';
import { ORDER_EVENTS_PATH } from '../../site/order-life/routes/order-events-route';
import type { LeadRepository } from '../../site/storage/lead-repository';
import { fakeApi, post } from '../support/fake-api';
import { newOrder } from '../support/new-order';
import { storeQuote } from '../support/store-quote';
import { forEachBackend } from './storage-backends';

const SECRET = 'a-dispatch-webhook-secret-0123456789';
const NOW = Date.parse('2026-12-07T12:00:00.000Z');

function instance(store: LeadRepository) {
  const { app } = fakeApi({ orderEvents: { secret: SECRET, store, now: () => NOW } });
  return (body: object) => {
    const text = JSON.stringify(body);
    const timestamp = Math.floor(NOW / 1000);
    return post(app, ORDER_EVENTS_PATH, text, {
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(SECRET, timestamp, text),
    });
  };
}

const eventsOf = (orderNumber: string) => [
  {
    id: 'sd-1',
    type: 'carrier.assigned',
    order_number: orderNumber,
    occurred_at: '2026-12-01T10:00:00Z',
    data: {
      carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '(214) 555-0101' },
      pickup_window: { from: '2026-12-02', to: '2026-12-03' },
    },
  },
  { id: 'sd-2', type: 'order.picked_up', order_number: orderNumber, occurred_at: '2026-12-02T15:00:00Z', data: {} },
  { id: 'sd-3', type: 'order.delivered', order_number: orderNumber, occurred_at: '2026-12-06T18:00:00Z', data: {} },
];

describe('order events over HTTP on two instances', () => {
  forEachBackend((fresh) => {
    for (const [name, arrange] of [
      ['in order', (events: object[]) => events],
      ['in reverse order', (events: object[]) => [...events].reverse()],
      ['each twice', (events: object[]) => events.flatMap((event) => [event, event])],
    ] as const) {
      it(`ends delivered with the carrier named when the events arrive ${name}`, async () => {
        const store = await fresh();
        const one = await store.another();
        const two = await store.another();
        const { lead } = await storeQuote(one);
        const { order } = await one.orders.create(newOrder(lead));
        const senders = [instance(one), instance(two)];
        const events = arrange(eventsOf(order.orderNumber));
        for (const [index, event] of events.entries()) {
          expect((await senders[index % 2]!(event)).status).toBe(200);
        }
        const stored = await two.orderEvents.listByOrderId(order.id);
        expect(stored.map((event) => event.id).sort()).toEqual(['sd-1', 'sd-2', 'sd-3']);
        const state = orderState(stored);
        expect(state.status).toBe('delivered');
        expect(state.assignment?.data).toMatchObject({ carrier: { name: 'Lone Star Haulers' } });
      });
    }

    it('answers an event id holding NUL 400 at its path, and stores nothing', async () => {
      const store = await (await fresh()).another();
      const { lead } = await storeQuote(store);
      const { order } = await store.orders.create(newOrder(lead));
      const [assigned] = eventsOf(order.orderNumber);

      const res = await instance(store)({ ...assigned, id: 'sd\u00001' });

      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual([
        { path: 'id', message: 'The event id must be one line without control, invisible or direction characters' },
      ]);
      expect(await store.orderEvents.listByOrderId(order.id)).toEqual([]);
    });
  });
});

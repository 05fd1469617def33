/**
 * Order events over both stores: an append-only log per order, one row per event id however many times
 * and from however many instances it is appended, each event judged against the ones stored before it.
 */
import { describe, expect, it } from 'vitest';
import { newOrderEvent, type OrderEventInput } from '../../site/order-life/new-order-event';
import { orderState, REFUSALS } from '../../site/order-life/order-status';
import type { LeadRepository } from '../../site/storage/lead-repository';
import { newOrder } from '../support/new-order';
import { storeQuote } from '../support/store-quote';
import { forEachBackend } from './storage-backends';

const NOW = new Date('2026-12-01T10:00:05.000Z');

async function storedOrder(repository: LeadRepository) {
  const { lead } = await storeQuote(repository);
  return (await repository.orders.create(newOrder(lead))).order;
}

const assignment = (orderId: number, id = 'evt-assigned'): OrderEventInput => ({
  id,
  orderId,
  type: 'carrier.assigned',
  actor: 'dispatch',
  occurredAt: '2026-12-01T10:00:00.000Z',
  data: {
    carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '(214) 555-0101' },
    pickup_window: { from: '2026-12-02', to: '2026-12-03' },
  },
});

describe('order events', () => {
  forEachBackend((fresh) => {
    it('stores an event as it was handed, with when the store took it', async () => {
      const store = await fresh();
      const repository = await store.another({ now: () => NOW });
      const order = await storedOrder(repository);
      const { event, created } = await repository.orderEvents.append(newOrderEvent(assignment(order.id)));
      expect(created).toBe(true);
      const expected = {
        id: 'evt-assigned',
        orderId: order.id,
        type: 'carrier.assigned',
        actor: 'dispatch',
        occurredAt: '2026-12-01T10:00:00.000Z',
        receivedAt: NOW.toISOString(),
        data: assignment(order.id).data,
        refusal: null,
      };
      expect(event).toEqual(expected);
      expect(await repository.orderEvents.listByOrderId(order.id)).toEqual([expected]);
    });

    it('keeps one row for an event appended again, and answers the first', async () => {
      const store = await fresh();
      const repository = await store.another({ now: () => NOW });
      const order = await storedOrder(repository);
      const first = await repository.orderEvents.append(newOrderEvent(assignment(order.id)));
      const again = await repository.orderEvents.append(
        newOrderEvent({ ...assignment(order.id), occurredAt: '2026-12-01T11:00:00.000Z' }),
      );
      expect(again).toEqual({ event: first.event, created: false });
      expect(await repository.orderEvents.listByOrderId(order.id)).toHaveLength(1);
    });

    it('keeps one row when two instances append the same event at once', async () => {
      const store = await fresh();
      const one = await store.another();
      const two = await store.another();
      const order = await storedOrder(one);
      const results = await Promise.all([
        one.orderEvents.append(newOrderEvent(assignment(order.id))),
        two.orderEvents.append(newOrderEvent(assignment(order.id))),
      ]);
      expect(results.map((result) => result.created).sort()).toEqual([false, true]);
      const rows = await store.sql<{ n: number | string }>('SELECT count(*) AS n FROM order_events');
      expect(Number(rows[0]?.n)).toBe(1);
    });

    it('stores a refused event with its reason, judged against the events stored before it', async () => {
      const store = await fresh();
      const one = await store.another();
      const two = await store.another();
      const order = await storedOrder(one);
      await one.orderEvents.append(
        newOrderEvent({
          ...assignment(order.id),
          id: 'p',
          type: 'order.picked_up',
          occurredAt: '2026-12-02T15:00:00.000Z',
          data: {},
        }),
      );
      const { event } = await two.orderEvents.append(
        newOrderEvent({
          ...assignment(order.id),
          id: 'c',
          type: 'order.cancelled',
          occurredAt: '2026-12-02T09:00:00.000Z',
          data: {},
        }),
      );
      expect(event.refusal).toBe(REFUSALS.cancelAfterPickUp);
      await two.orderEvents.append(newOrderEvent(assignment(order.id)));
      const events = await one.orderEvents.listByOrderId(order.id);
      expect(events.map((stored) => [stored.id, stored.refusal])).toEqual([
        ['p', null],
        ['c', REFUSALS.cancelAfterPickUp],
        ['evt-assigned', null],
      ]);
      expect(orderState(events)).toMatchObject({ status: 'picked_up', assignment: { id: 'evt-assigned' } });
    });

    it('judges a cancellation and a pick-up appended at once one after the other', async () => {
      const store = await fresh();
      const one = await store.another();
      const two = await store.another();
      const order = await storedOrder(one);
      const base = { orderId: order.id, actor: 'dispatch' as const, occurredAt: NOW.toISOString(), data: {} };
      await Promise.all([
        one.orderEvents.append(newOrderEvent({ ...base, id: 'c', type: 'order.cancelled' })),
        two.orderEvents.append(newOrderEvent({ ...base, id: 'p', type: 'order.picked_up' })),
      ]);
      const events = await one.orderEvents.listByOrderId(order.id);
      expect(events.map((stored) => stored.refusal === null)).toEqual([true, false]);
      expect(orderState(events).status).toBe(events[0]?.id === 'c' ? 'cancelled' : 'picked_up');
    });

    it("writes the order's status and the event's outbox rows with an event that applies, and none with a repeat or a refusal", async () => {
      const store = await fresh();
      const repository = await store.another({ now: () => NOW });
      const order = await storedOrder(repository);
      const message = (event: string) => ({
        destination: 'email',
        event,
        payload: { about: event },
        idempotencyKey: `${order.orderNumber}:${event}`,
      });
      const outboxRows = async () =>
        (
          await store.sql<{ event: string; lead_id: number }>(
            `SELECT event, lead_id FROM outbox WHERE event LIKE 'step-%' ORDER BY id`,
          )
        ).map((row) => `${row.event}@${Number(row.lead_id) === order.leadId ? 'lead' : 'other'}`);
      const status = async () =>
        (await store.sql<{ status: string }>(`SELECT status FROM orders WHERE id = ${order.id}`))[0]?.status;

      expect(await status()).toBe('signed');
      await repository.orderEvents.append(newOrderEvent(assignment(order.id), [message('step-assigned')]));
      expect(await status()).toBe('carrier_assigned');
      await repository.orderEvents.append(newOrderEvent(assignment(order.id), [message('step-assigned-again')]));
      const cancel = {
        ...assignment(order.id, 'c'),
        type: 'order.cancelled' as const,
        actor: 'customer' as const,
        data: {},
      };
      await repository.orderEvents.append(newOrderEvent(cancel, [message('step-cancelled')]));
      expect(await status()).toBe('carrier_assigned');
      const pickUp = { ...assignment(order.id, 'p'), type: 'order.picked_up' as const, data: {} };
      await repository.orderEvents.append(newOrderEvent(pickUp, [message('step-picked-up')]));
      // The same step under another id: its row is one the outbox holds already.
      await repository.orderEvents.append(newOrderEvent({ ...pickUp, id: 'p2' }, [message('step-picked-up')]));
      expect(await status()).toBe('picked_up');
      expect(await outboxRows()).toEqual(['step-assigned@lead', 'step-picked-up@lead']);
      expect(await repository.orderEvents.countByStatus()).toEqual({ picked_up: 1 });
    });

    it('keeps each order its own events', async () => {
      const store = await fresh();
      const repository = await store.another();
      const first = await storedOrder(repository);
      const second = await storedOrder(repository);
      await repository.orderEvents.append(newOrderEvent(assignment(first.id, 'one')));
      await repository.orderEvents.append(newOrderEvent(assignment(second.id, 'two')));
      expect((await repository.orderEvents.listByOrderId(second.id)).map((event) => event.id)).toEqual(['two']);
    });
  });
});

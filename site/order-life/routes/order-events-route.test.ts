import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { errorOf, fakeApi, post } from '../../../tests/support/fake-api';
import { memoryLog } from '../../../tests/support/memory-log';
import { newOrder } from '../../../tests/support/new-order';
import { storeQuote } from '../../../tests/support/store-quote';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from '../../notify/crm/webhook-signature';
import { DatabaseUnavailableError } from '../../storage/database-busy';
import type { LeadRepository } from '../../storage/lead-repository';
import { openSqliteLeadRepository } from '../../storage/sqlite/sqlite-lead-repository';
import type { OrderEventRefusal } from '../order-event-refusal';
import { REFUSALS } from '../order-status';
import type { OrderEventStore } from '../record-order-event';
import { ORDER_EVENTS_PATH } from './order-events-route';

const SECRET = 'a-dispatch-webhook-secret-0123456789';
const NOW = Date.parse('2026-12-02T16:00:00.000Z');
const NOW_SECONDS = Math.floor(NOW / 1000);

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'shipquote-order-events-'));
  const store: LeadRepository = openSqliteLeadRepository(join(dir, 'leads.db'));
  cleanups.push(
    () => rmSync(dir, { recursive: true, force: true }),
    () => store.close(),
  );
  const { lead } = await storeQuote(store);
  const { order } = await store.orders.create(newOrder(lead));
  const { log, entries, lines } = memoryLog();
  const refused: OrderEventRefusal[] = [];
  const received: string[] = [];
  const { app } = fakeApi({
    orderEvents: {
      secret: SECRET,
      store,
      log,
      now: () => NOW,
      onRefused: (reason) => refused.push(reason),
      onReceived: (type) => received.push(type),
    },
  });
  const send = (body: unknown, options: { secret?: string; timestamp?: number } = {}) => {
    const text = JSON.stringify(body);
    const timestamp = options.timestamp ?? NOW_SECONDS;
    return post(app, ORDER_EVENTS_PATH, text, {
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(options.secret ?? SECRET, timestamp, text),
    });
  };
  return { store, order, app, send, entries, lines, refused, received };
}

const assigned = (orderNumber: string, id = 'evt-1') => ({
  id,
  type: 'carrier.assigned',
  order_number: orderNumber,
  occurred_at: '2026-12-01T10:00:00-06:00',
  data: {
    carrier: { name: 'Lone Star Haulers', mc: 'MC-123456', phone: '(214) 555-0101' },
    pickup_window: { from: '2026-12-02', to: '2026-12-03' },
    delivery_eta: '2026-12-07',
  },
});
const step = (orderNumber: string, id: string, type: string, at: string) => ({
  id,
  type,
  order_number: orderNumber,
  occurred_at: at,
  data: {},
});

describe('POST /api/orders/events', () => {
  it('stores a signed assignment and answers the order status', async () => {
    const { store, order, send, received } = await setUp();
    const res = await send(assigned(order.orderNumber));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'evt-1', repeated: false, status: 'carrier_assigned' });
    const [event] = await store.orderEvents.listByOrderId(order.id);
    expect(event).toMatchObject({
      id: 'evt-1',
      type: 'carrier.assigned',
      actor: 'dispatch',
      occurredAt: '2026-12-01T16:00:00.000Z',
      data: { carrier: { mc: '123456' }, pickup_window: { from: '2026-12-02', to: '2026-12-03' } },
      refusal: null,
    });
    expect(received).toEqual(['carrier.assigned']);
  });

  it('answers an event sent again 200 and stores it once', async () => {
    const { store, order, send, received } = await setUp();
    await send(assigned(order.orderNumber));
    const again = await send(assigned(order.orderNumber));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ repeated: true });
    expect(await store.orderEvents.listByOrderId(order.id)).toHaveLength(1);
    expect(received).toHaveLength(1);
  });

  it('reaches the same status from events sent in reverse order', async () => {
    const { order, send } = await setUp();
    const delivered = step(order.orderNumber, 'evt-3', 'order.delivered', '2026-12-06T18:00:00Z');
    const pickedUp = step(order.orderNumber, 'evt-2', 'order.picked_up', '2026-12-02T15:00:00Z');
    expect(await (await send(delivered)).json()).toMatchObject({ status: 'delivered' });
    expect(await (await send(pickedUp)).json()).toMatchObject({ status: 'delivered' });
    expect(await (await send(assigned(order.orderNumber))).json()).toMatchObject({ status: 'delivered' });
  });

  it('refuses a bad signature and a stale timestamp with 401, logged without the body, and counts them', async () => {
    const { order, send, lines, refused } = await setUp();
    await errorOf(await send(assigned(order.orderNumber), { secret: 'another-secret-of-enough-length' }), 401);
    await errorOf(await send(assigned(order.orderNumber), { timestamp: NOW_SECONDS - 301 }), 401);
    expect(refused).toEqual(['signature', 'signature']);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toContain('bad or stale signature');
      expect(line).not.toContain('Lone Star');
      expect(line).not.toContain(order.orderNumber);
    }
  });

  it('answers 404 for an order it does not have', async () => {
    const { send, refused } = await setUp();
    await errorOf(await send(assigned('SO-261201-000001')), 404);
    expect(refused).toEqual(['unknown_order']);
  });

  it('stores an event that can never apply, answers 409 with the reason and logs it', async () => {
    const { store, order, send, entries, refused } = await setUp();
    await send(step(order.orderNumber, 'evt-c', 'order.cancelled', '2026-12-01T09:00:00Z'));
    const late = await errorOf(
      await send(step(order.orderNumber, 'evt-p', 'order.picked_up', '2026-12-02T15:00:00Z')),
      409,
    );
    expect(late.message).toBe(REFUSALS.cancelled);
    expect((await store.orderEvents.listByOrderId(order.id)).map((event) => event.refusal)).toEqual([
      null,
      REFUSALS.cancelled,
    ]);
    expect(entries.map((entry) => entry.fields.reason)).toEqual([REFUSALS.cancelled]);
    expect(refused).toEqual(['cannot_apply']);
  });

  it('refuses an event id used for another event with 409', async () => {
    const { order, send, refused } = await setUp();
    await send(assigned(order.orderNumber));
    await errorOf(await send({ ...step(order.orderNumber, 'evt-1', 'order.picked_up', '2026-12-02T15:00:00Z') }), 409);
    expect(refused).toEqual(['id_reused']);
  });

  it('answers a body that is not an order event with 400 and where it is wrong', async () => {
    const { order, send, refused } = await setUp();
    const body = assigned(order.orderNumber);
    const error = await errorOf(
      await send({ ...body, data: { ...body.data, pickup_window: { from: '2026-12-05', to: '12/06/2026' } } }),
      400,
    );
    expect(error.errors).toEqual([
      { path: 'data.pickup_window.to', message: 'pickup_window.to must be a date (YYYY-MM-DD)' },
    ]);
    await errorOf(await send({ ...body, type: 'order.teleported' }), 400);
    expect(refused).toEqual(['invalid', 'invalid']);
  });

  it('answers 503 with Retry-After when the database is busy, storing nothing, and counts it', async () => {
    const { store, order } = await setUp();
    const refused: OrderEventRefusal[] = [];
    const busy: OrderEventStore = {
      orders: store.orders,
      findById: (id) => store.findById(id),
      orderEvents: {
        append: () => Promise.reject(new DatabaseUnavailableError()),
        listByOrderId: (orderId) => store.orderEvents.listByOrderId(orderId),
        countByStatus: () => store.orderEvents.countByStatus(),
      },
    };
    const { app: busyApp } = fakeApi({
      orderEvents: { secret: SECRET, store: busy, now: () => NOW, onRefused: (reason) => refused.push(reason) },
    });
    const text = JSON.stringify(assigned(order.orderNumber));
    const res = await post(busyApp, ORDER_EVENTS_PATH, text, {
      [TIMESTAMP_HEADER]: String(NOW_SECONDS),
      [SIGNATURE_HEADER]: signWebhook(SECRET, NOW_SECONDS, text),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await store.orderEvents.listByOrderId(order.id)).toEqual([]);
    expect(refused).toEqual(['unavailable']);
  });

  it('is not there without a secret', async () => {
    const { app } = fakeApi();
    await errorOf(await post(app, ORDER_EVENTS_PATH, '{}'), 404);
  });
});

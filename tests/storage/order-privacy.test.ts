/**
 * A person's privacy requests and the retention period over orders, call-back requests and email rows,
 * on both stores: the export hands them over; erasure blanks the person but keeps what the contract
 * needs (site/storage/order-anonymiser.ts); a lead with an order is kept as long as its order.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/time';
import { eraseLeadsByEmail, exportLeadsByEmail } from '../../site/privacy/lead-privacy';
import { anonymiseLeadsOlderThan } from '../../site/privacy/lead-retention';
import { signedOrder } from '../../site/signing/signed-order';
import { newCallback, newOrder, SIGNED_AT } from '../support/new-order';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';
import { forEachBackend, type OpenedStore } from './storage-backends';

const PERSON = { first_name: 'Philippa', email: 'philippa@example.com', phone: '(512) 555-0177' };
const AT = new Date('2026-11-21T15:00:05.000Z');

async function withOrder(store: OpenedStore, at: Date = AT) {
  const repository = await store.another({ now: () => at });
  const { lead } = await storeQuote(repository, validSubmission(PERSON), { quoteEmail: true });
  const order = signedOrder((await repository.orders.create(newOrder(lead))).order);
  const { callback } = await repository.callbacks.create(newCallback(lead, { clientAddress: '203.0.113.7' }));
  return { repository, lead, order, callback };
}

const outboxCount = async (store: OpenedStore) =>
  Number((await store.sql<{ n: number | string }>('SELECT count(*) AS n FROM outbox'))[0]?.n);

describe('privacy and retention of orders', () => {
  forEachBackend((fresh) => {
    it('exports the order with its events, the call-back request and the emails with their lead', async () => {
      const { repository, order, callback } = await withOrder(await fresh());
      await repository.orderEvents.append({
        id: 'evt-assigned',
        orderId: order.id,
        type: 'carrier.assigned',
        actor: 'dispatch',
        occurredAt: '2026-11-24T15:00:00.000Z',
        data: { carrier: { name: 'Lone Star Haulers', phone: '(512) 555-0177' } },
        judge: () => null,
        statusAfter: () => 'carrier_assigned',
        outbox: [],
      });
      const [exported] = await exportLeadsByEmail(repository.privacy, PERSON.email, repository.orderEvents);
      expect(exported?.order_events).toEqual([
        expect.objectContaining({ id: 'evt-assigned', type: 'carrier.assigned', refusal: null }),
      ]);
      expect(exported?.order_events[0]).not.toHaveProperty('orderId');
      const { id: _id, leadId: _leadId, ...exportedOrder } = order;
      expect(exported?.order).toEqual(exportedOrder);
      expect(exported?.callback_request).toEqual({
        createdAt: callback.createdAt,
        preferredDay: '2026-11-23',
        timeWindow: 'evening',
        clientAddress: '203.0.113.7',
      });
      expect(exported?.emails.map((email) => email.event)).toEqual(['quote.email', 'order.email']);
      expect(exported?.emails[0]).toMatchObject({ payload: { to: PERSON.email }, deliveredAt: null });
    });

    it('erases the person from the order but keeps its number, price, agreement hash and template version', async () => {
      const store = await fresh();
      const { repository, order } = await withOrder(store);
      const result = await eraseLeadsByEmail(repository.privacy, PERSON.email);
      expect(result).toMatchObject({ ordersAnonymised: 1, outboxRowsDeleted: 5 });
      expect(await outboxCount(store)).toBe(0);

      const kept = signedOrder((await repository.orders.findByOrderNumber(order.orderNumber))!);
      expect(kept).toMatchObject({
        orderNumber: order.orderNumber,
        createdAt: order.createdAt,
        consentAt: SIGNED_AT,
        signedName: '',
        clientAddress: null,
        userAgent: null,
        anonymised: true,
        agreement: { templateVersion: order.agreement.templateVersion, hash: order.agreement.hash },
      });
      // The price stays, lines and totals, but not the vehicle the lines name.
      expect(order.price).toMatchObject({ lines: [{ label: '2019 Toyota Camry, open carrier' }] });
      expect(kept.price).toEqual({
        ...order.price,
        lines: [{ kind: 'transport', label: '', amount: 1190, vehicleIndex: 0 }],
      });
      expect(order.agreement.data.price.lines).toEqual([{ label: '2019 Toyota Camry, open carrier', amount: 1190 }]);
      expect(kept.agreement.data.price).toEqual({
        ...order.agreement.data.price,
        lines: [{ label: '', amount: 1190 }],
      });
      expect(kept?.agreement.data.orderNumber).toBe(order.orderNumber);
      const text = JSON.stringify(kept);
      for (const personal of [
        PERSON.email,
        PERSON.phone,
        'Philippa',
        'Whitfield',
        '1500 Marilla St',
        'Grace Hopper',
        '(213) 555-0199',
        '1HGCM82633A004352',
        'Low front spoiler',
        'Toyota',
        'Camry',
        'Mozilla',
        '203.0.113.7',
      ]) {
        expect(text).not.toContain(personal);
      }
      expect((await repository.callbacks.findByLeadId(order.leadId))?.clientAddress).toBeNull();
      expect((await eraseLeadsByEmail(repository.privacy, PERSON.email)).ordersAnonymised).toBe(0);
    });

    it("blanks the carrier's phone in the order's events with the person, and keeps the carrier's name", async () => {
      const { repository, order } = await withOrder(await fresh());
      await repository.orderEvents.append({
        id: 'evt-carrier',
        orderId: order.id,
        type: 'carrier.assigned',
        actor: 'dispatch',
        occurredAt: '2026-11-24T15:00:00.000Z',
        data: { carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '(512) 555-0177' } },
        judge: () => null,
        statusAfter: () => 'carrier_assigned',
        outbox: [],
      });
      await eraseLeadsByEmail(repository.privacy, PERSON.email);
      const [event] = await repository.orderEvents.listByOrderId(order.id);
      expect(event?.data).toEqual({ carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '' } });
    });

    it('keeps a lead with an order as long as its order, and anonymises both once the order is past its period', async () => {
      const store = await fresh();
      const { repository, lead, order } = await withOrder(store);
      const without = (await storeQuote(await store.another({ now: () => AT }))).lead;
      const afterLeadPeriod = AT.getTime() + 31 * DAY_MS;
      const first = await anonymiseLeadsOlderThan(repository.privacy, 30, afterLeadPeriod, 365);
      expect(first).toMatchObject({ leadNumbers: [without.leadNumber], ordersAnonymised: 0 });
      expect((await repository.findByLeadNumber(lead.leadNumber))?.submission.email).toBe(PERSON.email);

      const afterOrderPeriod = AT.getTime() + 366 * DAY_MS;
      const second = await anonymiseLeadsOlderThan(repository.privacy, 30, afterOrderPeriod, 365);
      expect(second).toMatchObject({ leadNumbers: [lead.leadNumber], ordersAnonymised: 1 });
      expect((await repository.orders.findByOrderNumber(order.orderNumber))?.anonymised).toBe(true);
      expect(await anonymiseLeadsOlderThan(repository.privacy, 30, afterOrderPeriod, 365)).toEqual({
        leadNumbers: [],
        outboxRowsDeleted: 0,
        ordersAnonymised: 0,
      });
    });

    it('anonymises an order past its period with no period for leads, and keeps every lead without an order', async () => {
      const store = await fresh();
      const { repository, lead, order } = await withOrder(store);
      const without = (await storeQuote(await store.another({ now: () => AT }))).lead;
      const afterOrderPeriod = AT.getTime() + 366 * DAY_MS;
      expect(await anonymiseLeadsOlderThan(repository.privacy, undefined, AT.getTime() + 364 * DAY_MS, 365)).toEqual({
        leadNumbers: [],
        outboxRowsDeleted: 0,
        ordersAnonymised: 0,
      });
      const result = await anonymiseLeadsOlderThan(repository.privacy, undefined, afterOrderPeriod, 365);
      expect(result).toMatchObject({ leadNumbers: [lead.leadNumber], ordersAnonymised: 1 });
      const kept = signedOrder((await repository.orders.findByOrderNumber(order.orderNumber))!);
      expect(kept.anonymised).toBe(true);
      expect(kept.price).toMatchObject({ lines: [{ label: '' }] });
      expect((await repository.findByLeadNumber(without.leadNumber))?.submission.email).toBe(validSubmission().email);
    });

    it('keeps orders seven years by default', async () => {
      const store = await fresh();
      const { repository, lead } = await withOrder(store);
      const sixYears = AT.getTime() + 6 * 365 * DAY_MS;
      expect((await anonymiseLeadsOlderThan(repository.privacy, 30, sixYears)).leadNumbers).toEqual([]);
      const eightYears = AT.getTime() + 8 * 365 * DAY_MS;
      expect((await anonymiseLeadsOlderThan(repository.privacy, 30, eightYears)).leadNumbers).toEqual([
        lead.leadNumber,
      ]);
    });
  });
});

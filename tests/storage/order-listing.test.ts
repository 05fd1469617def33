/**
 * Listing and finding orders over both stores: newest first, each with its lead's number, first name and
 * route, filtered by the status their events left and by when they were made, and found by the order's
 * number, the lead's number, the lead's email or the end of its phone number.
 */
import { describe, expect, it } from 'vitest';
import { newOrderEvent } from '../../site/order-life/new-order-event';
import type { LeadRepository } from '../../site/storage/lead-repository';
import { newOrder, orderPrice } from '../support/new-order';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';
import { forEachBackend } from './storage-backends';

const DAYS = ['2026-11-20T15:00:00.000Z', '2026-11-22T15:00:00.000Z', '2026-11-24T15:00:00.000Z'];

/** Three orders, one a day, of Ada, Ben and Cy; Ben's carrier is assigned. */
async function threeOrders(open: (now: Date) => Promise<LeadRepository>) {
  const people = [
    { first_name: 'Ada', email: 'Ada.Lovelace@Example.com', phone: '(214) 555-0101' },
    { first_name: 'Ben', email: 'ben@example.com', phone: '+1 312.555.0199' },
    { first_name: 'Cy', email: 'cy@example.com', phone: '415-555-0142' },
  ];
  const orders = [];
  for (const [index, person] of people.entries()) {
    const repository = await open(new Date(DAYS[index] ?? ''));
    const { lead } = await storeQuote(repository, validSubmission(person));
    const { order } = await repository.orders.create(newOrder(lead));
    orders.push({ order, lead });
  }
  const repository = await open(new Date(DAYS[2] ?? ''));
  const ben = orders[1]!;
  await repository.orderEvents.append(
    newOrderEvent({
      id: 'evt-assigned',
      orderId: ben.order.id,
      type: 'carrier.assigned',
      actor: 'broker',
      occurredAt: '2026-11-24T16:00:00.000Z',
      data: {
        carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '(214) 555-0101' },
        pickup_window: { from: '2026-11-25', to: '2026-11-26' },
      },
    }),
  );
  return { repository, orders };
}

describe('listing orders', () => {
  forEachBackend((fresh) => {
    it('lists orders newest first with their status, lead, first name, route and price', async () => {
      const store = await fresh();
      const { repository, orders } = await threeOrders((now) => store.another({ now: () => now }));
      const listed = await repository.orders.list({ limit: 10 });
      expect(listed.map((order) => [order.orderNumber, order.status, order.firstName])).toEqual([
        [orders[2]!.order.orderNumber, 'signed', 'Cy'],
        [orders[1]!.order.orderNumber, 'carrier_assigned', 'Ben'],
        [orders[0]!.order.orderNumber, 'signed', 'Ada'],
      ]);
      const { order, lead } = orders[0]!;
      expect(listed[2]).toEqual({
        id: order.id,
        orderNumber: order.orderNumber,
        createdAt: DAYS[0],
        status: 'signed',
        price: orderPrice(lead),
        leadNumber: lead.leadNumber,
        firstName: 'Ada',
        origin: 'Austin, TX 78701',
        destination: 'Miami, FL 33101',
      });
    });

    it('keeps to a status, to orders made since an instant, and to the limit', async () => {
      const store = await fresh();
      const { repository, orders } = await threeOrders((now) => store.another({ now: () => now }));
      const numbers = async (query: Parameters<LeadRepository['orders']['list']>[0]) =>
        (await repository.orders.list(query)).map((order) => order.orderNumber);
      const [ada, ben, cy] = orders.map(({ order }) => order.orderNumber);
      expect(await numbers({ status: 'signed', limit: 10 })).toEqual([cy, ada]);
      expect(await numbers({ status: 'carrier_assigned', limit: 10 })).toEqual([ben]);
      expect(await numbers({ status: 'delivered', limit: 10 })).toEqual([]);
      expect(await numbers({ since: DAYS[1], limit: 10 })).toEqual([cy, ben]);
      expect(await numbers({ since: '2026-11-22T15:00:00.001Z', limit: 10 })).toEqual([cy]);
      expect(await numbers({ status: 'signed', since: DAYS[1], limit: 10 })).toEqual([cy]);
      expect(await numbers({ limit: 2 })).toEqual([cy, ben]);
    });
  });
});

describe('finding orders', () => {
  forEachBackend((fresh) => {
    it("finds an order by its number, its lead's number, its email whatever the case, and its phone's last four digits", async () => {
      const store = await fresh();
      const { repository, orders } = await threeOrders((now) => store.another({ now: () => now }));
      const found = async (search: Parameters<LeadRepository['orders']['search']>[0]) =>
        (await repository.orders.search(search, 10)).map((order) => order.firstName);
      expect(await found({ orderNumber: orders[1]!.order.orderNumber })).toEqual(['Ben']);
      expect(await found({ leadNumber: orders[2]!.lead.leadNumber })).toEqual(['Cy']);
      expect(await found({ email: '  ada.lovelace@example.COM ' })).toEqual(['Ada']);
      expect(await found({ phoneEnd: '0199' })).toEqual(['Ben']);
      expect(await found({ phoneEnd: '0142' })).toEqual(['Cy']);
    });

    it('finds nothing for a number, email or phone end no order has', async () => {
      const store = await fresh();
      const { repository } = await threeOrders((now) => store.another({ now: () => now }));
      for (const search of [
        { orderNumber: 'SO-261120-000000' },
        { leadNumber: 'SQ-261120-000000' },
        { email: 'nobody@example.com' },
        { email: '' },
        { phoneEnd: '5555' },
        // The middle of a number is not its end.
        { phoneEnd: '5550' },
        { phoneEnd: '' },
      ]) {
        expect(await repository.orders.search(search, 10)).toEqual([]);
      }
    });

    it("finds every order of one person's email and phone, newest first, at most the limit", async () => {
      const store = await fresh();
      const repository = await store.another();
      const names = [];
      for (const first_name of ['Older', 'Newer']) {
        const person = { first_name, email: 'same@example.com', phone: '(214) 555-7777' };
        const { lead } = await storeQuote(repository, validSubmission(person));
        await repository.orders.create(newOrder(lead));
        names.unshift(first_name);
      }
      const found = async (search: Parameters<LeadRepository['orders']['search']>[0], limit = 10) =>
        (await repository.orders.search(search, limit)).map((order) => order.firstName);
      expect(await found({ email: 'same@example.com' })).toEqual(names);
      expect(await found({ phoneEnd: '7777' })).toEqual(names);
      expect(await found({ phoneEnd: '7777' }, 1)).toEqual(['Newer']);
    });
  });
});

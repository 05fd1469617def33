import { afterEach, describe, expect, it } from 'vitest';
import { orderDetails, orderPrice, SIGNED_AT } from '../../tests/support/new-order';
import { storeQuote } from '../../tests/support/store-quote';
import { createEmailDestination } from '../notify/email/email-destination';
import { EMAIL_DESTINATION } from '../notify/email/email-payload';
import type { OutgoingEmail } from '../notify/email/transport/outgoing-email';
import type { QuotedLead } from '../quote/quoted-lead';
import { signAgreement } from '../signing/agreement';
import { agreementDataOf } from '../signing/agreement-data';
import type { PlaceOrderInput } from '../signing/order-service';
import type { LeadRepository, OutboxRow } from '../storage/lead-repository';
import { openDatabase } from '../storage/sqlite/database';
import { createSqliteLeadRepository } from '../storage/sqlite/sqlite-lead-repository';
import { type RecordOrderEventInput, recordOrderEvent } from './record-order-event';
import { createStoredOrderService } from './stored-order-service';

const PUBLIC_URL = 'https://quotes.shipquote.example';
const STAFF = ['ops@broker.test', 'dispatch@broker.test'];

let store: LeadRepository | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

/** A signed order over a fresh in-memory store, with what its staff notices say once sent. */
async function setup({ staff = STAFF, emailEnabled = true } = {}) {
  const db = openDatabase(':memory:');
  store = createSqliteLeadRepository(db);
  const live = new Set(emailEnabled ? [EMAIL_DESTINATION] : []);
  const service = createStoredOrderService({ store, live, staff });
  const { lead } = await storeQuote(store);
  const staffRows = () =>
    db
      .prepare(
        `SELECT outbox.id, outbox.event, outbox.payload_json, outbox.attempts, outbox.idempotency_key, leads.lead_number
         FROM outbox JOIN leads ON leads.id = outbox.lead_id
         WHERE event LIKE 'staff.notice.email:%' ORDER BY outbox.id`,
      )
      .all() as (OutboxRow & { idempotency_key: string })[];
  /** Each staff row as the email destination sends it. */
  const sent = async () => {
    const emails: OutgoingEmail[] = [];
    const destination = createEmailDestination({
      transport: {
        description: 'test',
        close() {},
        async send(email) {
          emails.push(email);
          return { ok: true };
        },
      },
      publicUrl: PUBLIC_URL,
      quotePriceDays: 14,
    });
    for (const row of staffRows()) {
      expect(await destination.deliver(row, new AbortController().signal)).toEqual({ kind: 'delivered' });
    }
    return emails;
  };
  const record = (input: Omit<RecordOrderEventInput, 'orderNumber'>, orderNumber: string) =>
    recordOrderEvent(store as LeadRepository, { ...input, orderNumber }, { live, staff });
  return { service, lead, staffRows, sent, record };
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

const orderUrl = (lead: QuotedLead) => `${PUBLIC_URL}/booking/${lead.token}`;

describe('staff notices', () => {
  it('tell staff of a signed order once, to every staff address, with the order’s link and command line', async () => {
    const { service, lead, staffRows, sent } = await setup();
    const { order } = await service.placeOrder(orderOf(lead));
    await service.placeOrder(orderOf(lead));
    expect(staffRows().map((row) => row.idempotency_key)).toEqual([`${order.orderNumber}:staff:signed`]);
    const [email, ...more] = await sent();
    expect(more).toEqual([]);
    expect(email?.to).toBe('ops@broker.test, dispatch@broker.test');
    expect(email?.subject).toBe(
      `Order ${order.orderNumber} signed: ${lead.submission.first_name}, Dallas, TX → Los Angeles, CA, $1,190`,
    );
    expect(email?.text).toContain(`Its address: ${orderUrl(lead)}`);
    expect(email?.text).toContain(`npm run order -- ${order.orderNumber}`);
    expect(email?.text).toContain(`Quote number: ${lead.leadNumber}`);
    expect(email?.text).toContain('Payment: By phone: card payments are off');
  });

  it('tell staff of a call back with its day and window, outside the cap on the customer’s mailbox', async () => {
    const { service, lead, staffRows, sent } = await setup();
    await service.requestCallback({
      lead,
      preferredDate: '2026-11-30',
      timeWindow: 'morning',
      requestedAt: '2026-11-21T15:00:00.000Z',
      bookingToken: lead.token,
    });
    expect(staffRows()).toHaveLength(1);
    const [email] = await sent();
    expect(email?.to).toBe(STAFF.join(', '));
    expect(email?.subject).toBe(`Call back for quote ${lead.leadNumber}: Mon, Nov 30, 2026, morning`);
    expect(email?.text).toContain('Time: Morning, 8 am to 12 noon Central Time');
    expect(email?.text).toContain(`Its address: ${orderUrl(lead)}`);
  });

  it('tell staff who cancelled an order and why: the customer online, the broker or dispatch', async () => {
    for (const actor of ['customer', 'broker', 'dispatch'] as const) {
      const { service, lead, sent, record } = await setup();
      const { order } = await service.placeOrder(orderOf(lead));
      if (actor === 'customer') {
        await service.cancelOrder({ lead, reason: 'Sold the car', at: '2026-11-22T10:00:00.000Z' });
      } else {
        await record(
          {
            id: `cancel-${actor}`,
            type: 'order.cancelled',
            actor,
            occurredAt: '2026-11-22T10:00:00.000Z',
            data: { reason: 'Sold the car' },
          },
          order.orderNumber,
        );
      }
      const emails = await sent();
      const cancelled = emails.filter((email) => email.subject.includes('cancelled'));
      expect(cancelled.map((email) => email.subject)).toEqual([
        `Order ${order.orderNumber} cancelled by ${{ customer: 'the customer online', broker: 'the broker', dispatch: 'dispatch' }[actor]}`,
      ]);
      expect(cancelled[0]?.text).toContain('Reason: Sold the car');
      expect(cancelled[0]?.text).toContain(`Its address: ${orderUrl(lead)}`);
      await store?.close();
      store = undefined;
    }
  });

  it('tell staff of a failed charge and what is due, and of a refund, once per event', async () => {
    const { service, lead, staffRows, sent, record } = await setup();
    const { order } = await service.placeOrder(orderOf(lead));
    const failed = {
      id: 'failed-1',
      type: 'payment.failed' as const,
      actor: 'dispatch' as const,
      occurredAt: '2026-11-23T10:00:00.000Z',
      data: { reason: 'card_declined', amount_cents: 119_000 },
    };
    await record(failed, order.orderNumber);
    await record(failed, order.orderNumber);
    await record(
      {
        id: 'refund-1',
        type: 'order.refunded',
        actor: 'dispatch',
        occurredAt: '2026-11-24T10:00:00.000Z',
        data: { amount_cents: 5_000 },
      },
      order.orderNumber,
    );
    expect(staffRows().map((row) => row.idempotency_key)).toEqual([
      `${order.orderNumber}:staff:signed`,
      `${order.orderNumber}:staff:failed-1`,
      `${order.orderNumber}:staff:refund-1`,
    ]);
    const [, charge, refund] = await sent();
    expect(charge?.subject).toBe(`Order ${order.orderNumber}: the charge failed, $1,190 due`);
    expect(charge?.text).toContain('Why: The card was declined');
    expect(charge?.text).toContain(`Its address: ${orderUrl(lead)}`);
    expect(refund?.subject).toBe(`Order ${order.orderNumber} refunded $50`);
    expect(refund?.text).toContain(`npm run order -- ${order.orderNumber}`);
  });

  it('tell staff nothing of a carrier’s assignment or a pick-up, which staff send themselves', async () => {
    const { service, lead, staffRows, record } = await setup();
    const { order } = await service.placeOrder(orderOf(lead));
    await record(
      { id: 'picked', type: 'order.picked_up', actor: 'dispatch', occurredAt: '2026-11-25T10:00:00.000Z', data: {} },
      order.orderNumber,
    );
    expect(staffRows()).toHaveLength(1);
  });

  it('are written for nobody without a staff address or without email', async () => {
    for (const options of [{ staff: [] }, { emailEnabled: false }]) {
      const { service, lead, staffRows } = await setup(options);
      await service.placeOrder(orderOf(lead));
      await service.cancelOrder({ lead, at: '2026-11-22T10:00:00.000Z' });
      expect(staffRows()).toEqual([]);
      await store?.close();
      store = undefined;
    }
  });
});

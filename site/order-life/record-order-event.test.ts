/**
 * What recording a step writes for the customer, over an in-memory SQLite store: the emails on the way
 * and at delivery name the carrier that stands, and a cancellation after dispatch tells of the fee.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { newOrder } from '../../tests/support/new-order';
import { storeQuote } from '../../tests/support/store-quote';
import {
  EMAIL_DESTINATION,
  orderPaymentEmailEvent,
  orderStepEmailEvent,
  staffNoticeEmailEvent,
} from '../notify/email/email-payload';
import type { LeadRepository } from '../storage/lead-repository';
import { openSqliteLeadRepository } from '../storage/sqlite/sqlite-lead-repository';
import { recordOrderEvent } from './record-order-event';

const SENDING = { live: new Set([EMAIL_DESTINATION]) };
const CARRIER = { name: 'Lone Star Haulers', mc: '123456', phone: '(214) 555-0101' };

let repository: LeadRepository;
afterEach(async () => {
  await repository.close();
});

async function assignedOrder() {
  repository = openSqliteLeadRepository(':memory:');
  const { lead } = await storeQuote(repository);
  const { order } = await repository.orders.create(newOrder(lead, { email: false }));
  await recordOrderEvent(
    repository,
    {
      id: 'sd-assign',
      orderNumber: order.orderNumber,
      type: 'carrier.assigned',
      actor: 'dispatch',
      occurredAt: '2026-12-01T10:00:00.000Z',
      data: { carrier: CARRIER, pickup_window: { from: '2026-12-02', to: '2026-12-03' }, delivery_eta: '2026-12-08' },
    },
    SENDING,
  );
  return order;
}

async function emailOf(
  orderNumber: string,
  id: string,
  type: 'order.picked_up' | 'order.delivered' | 'order.cancelled',
  data = {},
) {
  await recordOrderEvent(
    repository,
    { id, orderNumber, type, actor: 'broker', occurredAt: '2026-12-02T10:00:00.000Z', data },
    SENDING,
  );
  const records = await repository.privacy.recordsOf([1]);
  const event = orderStepEmailEvent(type, id);
  const row = records.outbox.find((candidate) => candidate.event === event && candidate.destination === 'email');
  return row?.payload as Record<string, unknown> | undefined;
}

describe('recording an order step', () => {
  it('names the standing carrier and its delivery estimate in the picked-up and delivered emails', async () => {
    const order = await assignedOrder();
    for (const [id, type] of [
      ['picked', 'order.picked_up'],
      ['delivered', 'order.delivered'],
    ] as const) {
      expect(await emailOf(order.orderNumber, id, type)).toMatchObject({
        step: type,
        assignment: { carrier: CARRIER, deliveryEta: '2026-12-08' },
      });
    }
  });

  it("tells of the agreement's fee in the email of a cancellation after dispatch, not of one the broker waives", async () => {
    const order = await assignedOrder();
    expect(await emailOf(order.orderNumber, 'asked', 'order.cancelled', { reason: 'Customer called' })).toMatchObject({
      cancellationFeeCents: 15_000,
    });
    await repository.close();
    const waived = await assignedOrder();
    const email = await emailOf(waived.orderNumber, 'waived', 'order.cancelled', { waive_fee: true });
    expect(email).toMatchObject({ step: 'order.cancelled' });
    expect(email).not.toHaveProperty('cancellationFeeCents');
  });

  it('tells staff of a step that can never apply, in its own transaction, and the customer nothing', async () => {
    const order = await assignedOrder();
    const staffed = { ...SENDING, staff: ['desk@shipquote.example'] };
    const cancel = { orderNumber: order.orderNumber, actor: 'broker' as const, occurredAt: '2026-12-02T09:00:00.000Z' };
    await recordOrderEvent(repository, { ...cancel, id: 'cancel', type: 'order.cancelled', data: {} }, staffed);
    const late = await recordOrderEvent(
      repository,
      { ...cancel, id: 'late-pickup', type: 'order.picked_up', actor: 'dispatch', data: {} },
      staffed,
    );
    expect(late.outcome).toBe('refused');
    const { outbox } = await repository.privacy.recordsOf([1]);
    const notice = outbox.find((row) => row.event === staffNoticeEmailEvent('refused:late-pickup'));
    expect(notice?.payload).toMatchObject({
      kind: 'staff-notice',
      to: ['desk@shipquote.example'],
      orderNumber: order.orderNumber,
      notice: { fact: 'event.refused', type: 'order.picked_up', actor: 'dispatch' },
    });
    expect(outbox.some((row) => row.event === orderStepEmailEvent('order.picked_up', 'late-pickup'))).toBe(false);
  });
});

describe('recording a payment', () => {
  async function signedOrder() {
    repository = openSqliteLeadRepository(':memory:');
    const { lead } = await storeQuote(repository);
    const { order } = await repository.orders.create(newOrder(lead, { email: false }));
    return order;
  }

  const record = (orderNumber: string, id: string, type: 'payment.card_saved' | 'order.paid', data: object) =>
    recordOrderEvent(
      repository,
      { id, orderNumber, type, actor: 'customer', occurredAt: '2026-12-01T10:00:00.000Z', data },
      SENDING,
    );

  const paymentEmails = async () =>
    (await repository.privacy.recordsOf([1])).outbox.filter(
      (row) => row.destination === 'email' && row.event.startsWith(orderPaymentEmailEvent('')),
    );

  it('queues one "card saved" email per saved card, naming the card just saved, however often it is told', async () => {
    const order = await signedOrder();
    const saved = (last4: string) => ({ customer: 'cus_1', payment_method: `pm_${last4}`, brand: 'visa', last4 });
    await record(order.orderNumber, 'stripe:card:cs_1', 'payment.card_saved', saved('4242'));
    await record(order.orderNumber, 'stripe:card:cs_1', 'payment.card_saved', saved('4242'));
    await record(order.orderNumber, 'stripe:card:cs_2', 'payment.card_saved', saved('0002'));
    const emails = await paymentEmails();
    expect(emails.map((row) => row.payload)).toMatchObject([
      { kind: 'order-payment', step: 'payment.card_saved', amountCents: 119_000, card: { last4: '4242' } },
      { kind: 'order-payment', step: 'payment.card_saved', amountCents: 119_000, card: { last4: '0002' } },
    ]);
    // Nothing is paid yet, so the CRM is told of no payment.
    const crm = (await repository.privacy.recordsOf([1])).outbox.filter((row) => row.destination === 'crm');
    expect(crm.map((row) => row.event)).not.toContain('order.paid');
  });

  it('gives the receipt its number, the order’s price lines and total, and the card paid with on the hosted page', async () => {
    const order = await signedOrder();
    await record(order.orderNumber, 'stripe:paid:pi_1', 'order.paid', {
      amount_cents: 119_000,
      by: 'card',
      saved_card: false,
      payment_intent: 'pi_1',
      card_brand: 'mastercard',
      card_last4: '4444',
    });
    const [receipt] = await paymentEmails();
    expect(receipt?.payload).toMatchObject({
      step: 'order.paid',
      receiptNumber: `${order.orderNumber}-1`,
      priceLines: [{ label: '2019 Toyota Camry, open carrier', amount: 1190 }],
      totalCents: 119_000,
      card: { brand: 'mastercard', last4: '4444' },
    });
  });

  it('names no card on the receipt of a hosted payment whose card the provider did not tell', async () => {
    const order = await signedOrder();
    await record(order.orderNumber, 'stripe:paid:pi_2', 'order.paid', {
      amount_cents: 119_000,
      by: 'card',
      saved_card: false,
      payment_intent: 'pi_2',
    });
    const [receipt] = await paymentEmails();
    expect(receipt?.payload).not.toHaveProperty('card');
  });

  it('tells the customer the carrier changed when another carrier replaces the one assigned, not when the same one is sent again', async () => {
    const order = await assignedOrder();
    const assign = (id: string, carrier: typeof CARRIER) =>
      recordOrderEvent(
        repository,
        {
          id,
          orderNumber: order.orderNumber,
          type: 'carrier.assigned',
          actor: 'dispatch',
          occurredAt: '2026-12-01T11:00:00.000Z',
          data: { carrier, pickup_window: { from: '2026-12-04', to: '2026-12-05' } },
        },
        SENDING,
      );
    const emailOfAssignment = async (id: string) => {
      const { outbox } = await repository.privacy.recordsOf([1]);
      return outbox.find((row) => row.event === orderStepEmailEvent('carrier.assigned', id))?.payload;
    };
    await assign('again', { ...CARRIER, mc: 'MC-123456' });
    expect(await emailOfAssignment('again')).not.toHaveProperty('replacedCarrier');
    await assign('new-carrier', { name: 'Gulf Coast Auto Carriers', mc: '654321', phone: '(713) 555-0102' });
    expect(await emailOfAssignment('new-carrier')).toMatchObject({
      replacedCarrier: 'Lone Star Haulers',
      assignment: { pickupWindow: { from: '2026-12-04', to: '2026-12-05' } },
    });
  });
});

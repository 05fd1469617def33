import { describe, expect, it } from 'vitest';
import { paymentState } from './payment-state';

const event = (id: string, type: string, occurredAt: string, data: unknown = {}) => ({ id, type, occurredAt, data });
const CARD = event('card', 'payment.card_saved', '2026-12-01T09:00:00Z', {
  customer: 'cus_1',
  payment_method: 'pm_1',
  brand: 'visa',
  last4: '4242',
});

describe("an order's payment state", () => {
  it('holds nothing before any payment event', () => {
    const { ledger, ...rest } = paymentState([]);
    expect(rest).toEqual({});
    expect(ledger).toMatchObject({ payments: [], refunds: [], paidCents: 0, refundedCents: 0 });
  });

  it('names the card saved last', () => {
    const second = event('card-2', 'payment.card_saved', '2026-12-01T10:00:00Z', {
      customer: 'cus_1',
      payment_method: 'pm_2',
      brand: 'mastercard',
      last4: '4444',
    });
    expect(paymentState([second, CARD]).card).toEqual({
      customer: 'cus_1',
      paymentMethod: 'pm_2',
      brand: 'mastercard',
      last4: '4444',
      savedAt: '2026-12-01T10:00:00Z',
    });
  });

  it('is due after a failed charge, and no longer once paid, whatever order they arrive in', () => {
    const failed = event('f', 'payment.failed', '2026-12-02T10:00:00Z', {
      amount_cents: 129_000,
      reason: 'card_declined',
    });
    expect(paymentState([CARD, failed]).due).toEqual({
      amountCents: 129_000,
      reason: 'card_declined',
      at: '2026-12-02T10:00:00Z',
    });
    const paid = event('p', 'order.paid', '2026-12-02T11:00:00Z', {
      amount_cents: 129_000,
      by: 'card',
      saved_card: true,
      payment_intent: 'pi_1',
    });
    for (const events of [
      [failed, paid],
      [paid, failed],
    ]) {
      const state = paymentState(events);
      expect(state.due).toBeUndefined();
      expect(state.paid).toEqual({
        amountCents: 129_000,
        by: 'card',
        savedCard: true,
        paymentIntent: 'pi_1',
        at: '2026-12-02T11:00:00Z',
      });
    }
  });

  it('adds up every payment and every refund, counts one told twice once, and leaves refused events out', () => {
    const phone = event('p1', 'order.paid', '2026-12-02T11:00:00Z', { amount_cents: 100, by: 'phone' });
    const card = event('p2', 'order.paid', '2026-12-02T12:00:00Z', { amount_cents: 300, payment_intent: 'pi_2' });
    const cardAgain = event('p3', 'order.paid', '2026-12-02T12:01:00Z', { amount_cents: 300, payment_intent: 'pi_2' });
    const refund = event('r', 'order.refunded', '2026-12-03T12:00:00Z', { amount_cents: 100, refund: 're_1' });
    const refundAgain = event('r2', 'order.refunded', '2026-12-03T12:05:00Z', { amount_cents: 100, refund: 're_1' });
    const second = event('r3', 'order.refunded', '2026-12-03T13:00:00Z', { amount_cents: 50, refund: 're_2' });
    const refused = { ...event('r0', 'order.refunded', '2026-12-03T11:00:00Z', { amount_cents: 5 }), refusal: 'no' };
    const { ledger, ...state } = paymentState([phone, card, cardAgain, refused, refund, refundAgain, second]);
    expect(state).toEqual({
      paid: { amountCents: 400, by: 'phone', savedCard: false, at: '2026-12-02T11:00:00Z' },
      refunded: { amountCents: 150, refund: 're_2', at: '2026-12-03T13:00:00Z' },
    });
    expect([ledger.paidCents, ledger.refundedCents, ledger.payments.length, ledger.refunds.length]).toEqual([
      400, 150, 2, 2,
    ]);
  });
});

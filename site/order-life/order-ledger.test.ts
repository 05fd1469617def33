import { describe, expect, it } from 'vitest';
import { dueCents, excessCents, heldCents, orderLedger, refundable, totalCentsOf } from './order-ledger';

const event = (id: string, type: string, occurredAt: string, data: unknown = {}) => ({ id, type, occurredAt, data });
const TOTAL = 119_000;
const paid = (id: string, pi: string, cents = TOTAL, at = '2026-12-01T10:00:00Z') =>
  event(id, 'order.paid', at, { amount_cents: cents, by: 'card', payment_intent: pi });
const refunded = (id: string, re: string, pi: string, cents: number, at = '2026-12-02T10:00:00Z') =>
  event(id, 'order.refunded', at, { amount_cents: cents, refund: re, payment_intent: pi });

describe("an order's ledger", () => {
  it('owes the total once a carrier is confirmed, and nothing before or once it is held', () => {
    const empty = orderLedger([]);
    expect(dueCents('signed', TOTAL, empty)).toBe(0);
    expect(dueCents('carrier_assigned', TOTAL, empty)).toBe(TOTAL);
    expect(dueCents('carrier_assigned', TOTAL, orderLedger([paid('p', 'pi_1')]))).toBe(0);
  });

  it('keeps the total while the order stands, even once its carrier fell through, and nothing once cancelled', () => {
    const ledger = orderLedger([paid('p', 'pi_1')]);
    expect(excessCents('signed', TOTAL, ledger)).toBe(0);
    expect(excessCents('cancelled', TOTAL, ledger)).toBe(TOTAL);
  });

  it('counts a payment told twice (the webhook and our answer) once, and a second payment as excess', () => {
    const ledger = orderLedger([
      paid('a', 'pi_1'),
      paid('b', 'pi_1'),
      paid('c', 'pi_2', TOTAL, '2026-12-01T11:00:00Z'),
    ]);
    expect(heldCents(ledger)).toBe(2 * TOTAL);
    expect(excessCents('carrier_assigned', TOTAL, ledger)).toBe(TOTAL);
  });

  it('counts each refund by its own id, and refunds the rest of each payment, largest first', () => {
    const ledger = orderLedger([
      paid('p', 'pi_1'),
      refunded('r1', 're_1', 'pi_1', 10_000),
      refunded('r1-again', 're_1', 'pi_1', 10_000),
      paid('p2', 'pi_2', 5_000, '2026-12-01T12:00:00Z'),
    ]);
    expect(ledger.refundedCents).toBe(10_000);
    expect(refundable(ledger)).toEqual([
      { paymentIntent: 'pi_1', cents: TOTAL - 10_000, refundedCents: 10_000 },
      { paymentIntent: 'pi_2', cents: 5_000, refundedCents: 0 },
    ]);
  });

  it('reads a refund recorded before refunds named their payment, by its id', () => {
    const legacy = event('stripe:refunded:pi_1', 'order.refunded', '2026-12-02T10:00:00Z', { amount_cents: TOTAL });
    const ledger = orderLedger([paid('p', 'pi_1'), legacy]);
    expect(refundable(ledger)).toEqual([]);
    expect(heldCents(ledger)).toBe(0);
  });

  it('holds a Checkout page open until it is paid or closed, and leaves refused events out', () => {
    const opened = (session: string) =>
      event(`o-${session}`, 'payment.checkout_opened', '2026-12-01T09:00:00Z', { session, amount_cents: TOTAL });
    const ledger = orderLedger([
      opened('cs_1'),
      opened('cs_2'),
      opened('cs_3'),
      event('c', 'payment.checkout_closed', '2026-12-01T09:30:00Z', { session: 'cs_1' }),
      { ...paid('p', 'pi_9'), data: { amount_cents: TOTAL, payment_intent: 'pi_9', session: 'cs_2' } },
      { ...paid('x', 'pi_x'), refusal: 'refused' },
    ]);
    expect(ledger.openCheckouts.map((checkout) => checkout.session)).toEqual(['cs_3']);
    expect(ledger.payments.map((payment) => payment.paymentIntent)).toEqual(['pi_9']);
  });

  it('takes the total in cents from the price as signed, and 0 from anything else', () => {
    expect(totalCentsOf({ total: 1190.5 })).toBe(119_050);
    expect([totalCentsOf(null), totalCentsOf({ total: 'x' }), totalCentsOf({ total: -5 })]).toEqual([0, 0, 0]);
  });
});

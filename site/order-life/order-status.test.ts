import { describe, expect, it } from 'vitest';
import { type OrderEventFacts, orderState, REFUSALS } from './order-status';

const CARRIER = { name: 'Lone Star Haulers', mc: '123456', phone: '(214) 555-0101' };

const assigned = (id: string, at: string, carrier = CARRIER): OrderEventFacts => ({
  id,
  type: 'carrier.assigned',
  occurredAt: at,
  data: { carrier, pickup_window: { from: '2026-12-02', to: '2026-12-03' } },
});
const event = (id: string, type: string, at: string): OrderEventFacts => ({ id, type, occurredAt: at, data: {} });

const A = assigned('a', '2026-12-01T10:00:00Z');
const P = event('p', 'order.picked_up', '2026-12-02T15:00:00Z');
const D = event('d', 'order.delivered', '2026-12-06T18:00:00Z');

describe('the status of an order', () => {
  it('is signed before any event', () => {
    expect(orderState([])).toMatchObject({ status: 'signed', assignment: undefined, history: [] });
  });

  it('follows the steps signed, carrier assigned, picked up, delivered', () => {
    expect(orderState([A]).status).toBe('carrier_assigned');
    expect(orderState([A, P]).status).toBe('picked_up');
    const state = orderState([A, P, D]);
    expect(state.status).toBe('delivered');
    expect(state.assignment).toBe(A);
    expect(state.reachedAt).toEqual({
      carrier_assigned: A.occurredAt,
      picked_up: P.occurredAt,
      delivered: D.occurredAt,
    });
  });

  it('is the same whatever order the events arrive in', () => {
    const inOrder = orderState([A, P, D]);
    for (const arrival of [
      [D, P, A],
      [P, A, D],
      [D, A, P],
    ]) {
      const state = orderState(arrival);
      expect(state.status).toBe('delivered');
      expect(state.assignment).toBe(A);
      expect(state.reachedAt).toEqual(inOrder.reachedAt);
      expect(state.history.every((judged) => judged.refusal === null)).toBe(true);
    }
  });

  it('shows picked up for a pick-up that arrives before its assignment, and the carrier once it arrives', () => {
    const early = orderState([P]);
    expect(early.status).toBe('picked_up');
    expect(early.assignment).toBeUndefined();
    const late = orderState([P, A]);
    expect(late.status).toBe('picked_up');
    expect(late.assignment).toBe(A);
  });

  it('counts an event sent twice once', () => {
    const state = orderState([A, A, P, P]);
    expect(state.status).toBe('picked_up');
    expect(state.history.map((judged) => judged.event.id)).toEqual(['a', 'p']);
  });

  it('goes back to signed when the carrier falls through, and takes a new assignment in its place', () => {
    const unassigned = event('u', 'carrier.unassigned', '2026-12-01T12:00:00Z');
    expect(orderState([A, unassigned])).toMatchObject({ status: 'signed', assignment: undefined });
    const second = assigned('b', '2026-12-01T16:00:00Z', { ...CARRIER, name: 'Gulf Coast Auto' });
    expect(orderState([A, unassigned, second])).toMatchObject({ status: 'carrier_assigned', assignment: second });
    // By when they happened, not when they arrived: an unassignment older than the new carrier leaves it.
    expect(orderState([second, A, unassigned])).toMatchObject({ status: 'carrier_assigned', assignment: second });
  });

  it('is cancelled from signed or carrier assigned, and refuses anything after', () => {
    const cancel = event('c', 'order.cancelled', '2026-12-01T11:00:00Z');
    expect(orderState([cancel]).status).toBe('cancelled');
    const state = orderState([A, cancel, P]);
    expect(state.status).toBe('cancelled');
    expect(state.history.map((judged) => judged.refusal)).toEqual([null, null, REFUSALS.cancelled]);
  });

  it('refuses a cancellation or an unassignment once the vehicle was picked up', () => {
    const cancel = event('c', 'order.cancelled', '2026-12-01T11:00:00Z');
    const unassigned = event('u', 'carrier.unassigned', '2026-12-01T12:00:00Z');
    const state = orderState([A, P, cancel, unassigned]);
    expect(state.status).toBe('picked_up');
    expect(state.history.map((judged) => judged.refusal)).toEqual([
      null,
      null,
      REFUSALS.cancelAfterPickUp,
      REFUSALS.unassignAfterPickUp,
    ]);
  });

  it('lets the customer cancel while the order is signed, and refuses them once a carrier is assigned', () => {
    const byCustomer = { ...event('c', 'order.cancelled', '2026-12-01T11:00:00Z'), actor: 'customer' };
    expect(orderState([byCustomer]).status).toBe('cancelled');
    const late = orderState([A, byCustomer]);
    expect(late.status).toBe('carrier_assigned');
    expect(late.history.map((judged) => judged.refusal)).toEqual([null, REFUSALS.customerCancelAfterAssignment]);
    // The broker may still cancel after the assignment.
    expect(orderState([A, { ...byCustomer, actor: 'broker' }]).status).toBe('cancelled');
    // Whichever was stored first wins: an assignment after the customer's cancellation is refused.
    expect(orderState([byCustomer, A]).history.map((judged) => judged.refusal)).toEqual([null, REFUSALS.cancelled]);
  });

  it('never moves back for a late assignment after delivery', () => {
    const late = assigned('late', '2026-11-30T09:00:00Z');
    expect(orderState([A, P, D, late]).status).toBe('delivered');
  });

  it('takes every payment event, after a cancellation too, without moving the status', () => {
    const cancel = event('c', 'order.cancelled', '2026-12-01T11:00:00Z');
    const paid = event('paid', 'order.paid', '2026-12-01T12:00:00Z');
    const refunded = event('refund', 'order.refunded', '2026-12-01T13:00:00Z');
    const state = orderState([A, paid, cancel, refunded]);
    expect(state.status).toBe('cancelled');
    expect(state.history.every((judged) => judged.refusal === null)).toBe(true);
    expect(orderState([A, paid]).status).toBe('carrier_assigned');
  });

  it('refuses a type an order does not have', () => {
    expect(orderState([event('x', 'order.teleported', '2026-12-01T10:00:00Z')]).history[0]?.refusal).toBe(
      REFUSALS.unknownType,
    );
  });
});

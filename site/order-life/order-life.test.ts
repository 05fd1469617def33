import { describe, expect, it } from 'vitest';
import { orderLife } from './order-life';

const assigned = {
  id: 'a',
  type: 'carrier.assigned',
  actor: 'dispatch',
  occurredAt: '2026-12-01T10:00:00.000Z',
  data: {
    carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '(214) 555-0101' },
    pickup_window: { from: '2026-12-02', to: '2026-12-03' },
    delivery_eta: '2026-12-08',
  },
};

describe("an order's life as its page tells it", () => {
  it('is signed with nothing else before any event', () => {
    expect(orderLife([])).toEqual({ status: 'signed', reachedAt: {} });
  });

  it('names the carrier, the confirmed pickup window and the delivery estimate once assigned', () => {
    expect(orderLife([assigned])).toEqual({
      status: 'carrier_assigned',
      reachedAt: { carrier_assigned: '2026-12-01T10:00:00.000Z' },
      assignment: {
        carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '(214) 555-0101' },
        pickupWindow: { from: '2026-12-02', to: '2026-12-03' },
        deliveryEta: '2026-12-08',
        assignedAt: '2026-12-01T10:00:00.000Z',
      },
    });
  });

  it('says who cancelled and why, and not a refused cancellation', () => {
    const byCustomer = {
      id: 'c',
      type: 'order.cancelled',
      actor: 'customer',
      occurredAt: '2026-12-01T09:00:00.000Z',
      data: { reason: 'Sold the car' },
    };
    expect(orderLife([byCustomer]).cancellation).toEqual({
      at: '2026-12-01T09:00:00.000Z',
      by: 'customer',
      reason: 'Sold the car',
      from: 'signed',
    });
    expect(orderLife([assigned, byCustomer]).cancellation).toBeUndefined();
  });

  it('says where the order stood when it was cancelled: with its carrier, or back to signed after one fell through', () => {
    const byBroker = {
      id: 'c',
      type: 'order.cancelled',
      actor: 'broker',
      occurredAt: '2026-12-03T09:00:00.000Z',
      data: {},
    };
    expect(orderLife([assigned, byBroker]).cancellation?.from).toBe('carrier_assigned');
    const unassigned = {
      id: 'u',
      type: 'carrier.unassigned',
      actor: 'broker',
      occurredAt: '2026-12-02T09:00:00.000Z',
      data: {},
    };
    expect(orderLife([assigned, unassigned, byBroker]).cancellation?.from).toBe('signed');
  });
});

/**
 * An in-memory LiveOrderService for the booking tests: one order and one call back per lead, as the store keeps
 * them, and each order's events judged by the real rules (site/order-life/order-status.ts), so a page test can
 * put an order in any step with `addEvent`.
 */

import type { LiveOrder, LiveOrderService } from '../../site/order-life/live-order';
import { orderLife } from '../../site/order-life/order-life';
import type { OrderEventFacts } from '../../site/order-life/order-status';
import { orderState } from '../../site/order-life/order-status';
import { paymentState } from '../../site/order-life/payment-state';
import { cancellationTermsByName } from '../../site/signing/agreement';
import { newOrderNumber } from '../../site/signing/order-number';
import type { CallbackRequest, PlaceOrderInput } from '../../site/signing/order-service';

export function fakeOrderService() {
  const orders = new Map<number, LiveOrder>();
  const callbacks = new Map<number, CallbackRequest>();
  const events = new Map<number, OrderEventFacts[]>();
  const placed: PlaceOrderInput[] = [];
  const withLife = (leadId: number): LiveOrder | undefined => {
    const order = orders.get(leadId);
    const log = events.get(leadId) ?? [];
    return order && { ...order, life: orderLife(log), payment: paymentState(log) };
  };
  const addEvent = (leadId: number, event: OrderEventFacts) => {
    events.set(leadId, [...(events.get(leadId) ?? []), event]);
  };
  const service: LiveOrderService = {
    findOrder: async (leadId) => withLife(leadId),
    async placeOrder(input) {
      const existing = withLife(input.lead.id);
      if (existing) return { order: existing, created: false };
      const orderNumber = newOrderNumber(new Date(input.signedAt));
      const signed = input.agreementFor(orderNumber);
      const order: LiveOrder = {
        orderNumber,
        createdAt: input.signedAt,
        signedName: input.details.typed_name,
        details: input.details,
        price: input.price,
        agreementText: signed.text,
        agreement: signed.structure,
        life: orderLife([]),
        payment: paymentState([]),
        cancellationTerms: cancellationTermsByName(signed.record.data),
      };
      orders.set(input.lead.id, order);
      placed.push(input);
      return { order, created: true };
    },
    async cancelOrder({ lead, reason, at }) {
      if (!orders.has(lead.id)) return undefined;
      const id = `customer-cancel-${(events.get(lead.id) ?? []).length + 1}`;
      addEvent(lead.id, {
        id,
        type: 'order.cancelled',
        actor: 'customer',
        occurredAt: at,
        data: reason ? { reason } : {},
      });
      const judged = orderState(events.get(lead.id) ?? []).history.find((entry) => entry.event.id === id);
      const order = withLife(lead.id) as LiveOrder;
      if (judged?.refusal === null) return { outcome: 'cancelled', order, now: true };
      return order.life.status === 'cancelled'
        ? { outcome: 'cancelled', order, now: false }
        : { outcome: 'too-late', order };
    },
    findCallback: async (leadId) => callbacks.get(leadId),
    async requestCallback({ lead, bookingToken: _token, ...request }) {
      const leadId = lead.id;
      if (callbacks.has(leadId)) return { created: false };
      callbacks.set(leadId, request);
      return { created: true };
    },
  };
  return { service, orders, callbacks, placed, events, addEvent };
}

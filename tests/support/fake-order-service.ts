/** An in-memory OrderService for the booking tests: one order and one call back per lead, as the store keeps them. */
import { newOrderNumber } from '../../site/booking/order-number';
import type { CallbackRequest, OrderService, PlacedOrder, PlaceOrderInput } from '../../site/booking/order-service';

export function fakeOrderService() {
  const orders = new Map<number, PlacedOrder>();
  const callbacks = new Map<number, CallbackRequest>();
  const placed: PlaceOrderInput[] = [];
  const service: OrderService = {
    findOrder: async (leadId) => orders.get(leadId),
    async placeOrder(input) {
      const existing = orders.get(input.lead.id);
      if (existing) return { order: existing, created: false };
      const orderNumber = newOrderNumber(new Date(input.signedAt));
      const signed = input.agreementFor(orderNumber);
      const order: PlacedOrder = {
        orderNumber,
        createdAt: input.signedAt,
        signedName: input.details.typed_name,
        details: input.details,
        price: input.price,
        agreementText: signed.text,
        agreement: signed.structure,
      };
      orders.set(input.lead.id, order);
      placed.push(input);
      return { order, created: true };
    },
    findCallback: async (leadId) => callbacks.get(leadId),
    async requestCallback({ lead, bookingToken: _token, ...request }) {
      const leadId = lead.id;
      if (callbacks.has(leadId)) return { created: false };
      callbacks.set(leadId, request);
      return { created: true };
    },
  };
  return { service, orders, callbacks, placed };
}

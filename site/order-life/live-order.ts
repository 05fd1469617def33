/**
 * A signed order with what has happened to it since, as the pages under its booking link show it: the
 * signing's order (signing/order-service.ts) plus its life and its payment, both derived from its events.
 */

import type { BookingLead } from '../booking/booking-view';
import type { OrderService, PlacedOrder, PlaceOrderInput } from '../signing/order-service';
import type { OrderLife } from './order-life';
import type { PaymentState } from './payment-state';

export interface LiveOrder extends PlacedOrder {
  /** What has happened to it since (the carrier, the pickup …), from its events. */
  life: OrderLife;
  /** Where its payment stands (a card saved, due, paid, refunded), from its events. */
  payment: PaymentState;
}

/** What became of a customer's cancellation on the order's page. */
export type CancelOrderOutcome =
  /** Cancelled now, or it was cancelled already (by this customer's other tab, or by the broker). */
  | { outcome: 'cancelled'; order: LiveOrder; now: boolean }
  /** A carrier was assigned first (or the vehicle is on its way): it stands, and the order with it. */
  | { outcome: 'too-late'; order: LiveOrder };

export interface LiveOrderService extends OrderService {
  findOrder(leadId: number): Promise<LiveOrder | undefined>;
  placeOrder(input: PlaceOrderInput): Promise<{ order: LiveOrder; created: boolean }>;
  /**
   * Cancels the lead's order for the customer, while it is free (signed, no carrier yet). Two cancellations
   * at once, or one racing the carrier's assignment, end as the first committed decides. Undefined when
   * the lead has no order.
   */
  cancelOrder(input: { lead: BookingLead; reason?: string; at: string }): Promise<CancelOrderOutcome | undefined>;
}

/**
 * An order as the booking stage stored it: storage keeps the price and the agreement as JSON without knowing
 * their shapes, and this stage wrote them from an OrderPrice (or UnpricedOrder) and an AgreementRecord
 * (stored-order-service.ts), so reading them back as those restores the types they had.
 */
import type { StoredOrder } from '../storage/order-repository';
import type { AgreementRecord } from './agreement';
import type { OrderPrice, UnpricedOrder } from './order-price';

/** The order's price as worked out when it was signed: the breakdown, or why an advisor prices it. */
export type StoredOrderPrice = OrderPrice | UnpricedOrder;

export type SignedOrder = StoredOrder<StoredOrderPrice, AgreementRecord>;

export function signedOrder(order: StoredOrder): SignedOrder {
  return order as SignedOrder;
}

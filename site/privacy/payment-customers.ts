/**
 * Erasure at the payment provider: the customers a person's orders saved cards under are deleted there
 * (with the cards attached to them) before the orders are anonymised here, which blanks the ids that name
 * them. A provider that cannot be reached stops the erasure before anything is changed, so it can be run
 * again rather than leave records at the provider that nothing here names any more.
 */

import type { PrivacyRepository } from '../storage/lead-repository';
import type { OrderEventRepository } from '../storage/order-event-repository';

export interface PaymentCustomers {
  orderEvents: Pick<OrderEventRepository, 'listByOrderId'>;
  /** Deletes a customer at the provider; deleting one deleted before is no error. */
  deleteCustomer(customer: string): Promise<void>;
}

/** Deletes, at the provider, every customer a card was saved under for the orders of these leads. */
export async function deletePaymentCustomers(
  privacy: Pick<PrivacyRepository, 'recordsOf'>,
  leadIds: readonly number[],
  payments: PaymentCustomers | undefined,
): Promise<number> {
  if (!payments || leadIds.length === 0) return 0;
  const { orders } = await privacy.recordsOf(leadIds);
  const customers = new Set<string>();
  for (const order of orders) {
    for (const event of await payments.orderEvents.listByOrderId(order.id)) {
      const customer = (event.data as { customer?: unknown } | null)?.customer;
      if (event.type === 'payment.card_saved' && typeof customer === 'string' && customer !== '') {
        customers.add(customer);
      }
    }
  }
  for (const customer of customers) await payments.deleteCustomer(customer);
  return customers.size;
}

/**
 * Which payment form an order's page holds, from the order's state alone: one rule for the page, its CSP
 * (a page with a form that leads to the payment provider allows its origin) and the posts, which take
 * only what the page offers. A card is saved only while no carrier is confirmed (it is then charged when
 * one is); what is due is paid once a carrier is confirmed and the saved card could not be charged.
 */
import type { LiveOrder } from '../order-life/live-order';

export type PaymentForm = 'card' | 'pay';

/** The payment form the order's page holds with card payments on; none when they are off. */
export function paymentFormOf(
  order: Pick<LiveOrder, 'life' | 'payment'>,
  cardPayments: boolean,
): PaymentForm | undefined {
  const { life, payment } = order;
  if (!cardPayments || life.status === 'cancelled' || payment.paid) return undefined;
  if (life.status === 'signed') return 'card';
  return payment.due ? 'pay' : undefined;
}

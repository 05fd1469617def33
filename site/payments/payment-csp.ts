/**
 * The CSP of an order's page. Browsers check a form's post against form-action and then every redirect
 * that answers it, so a page whose card or pay form the server answers with a redirect to the payment
 * provider's hosted page allows that one origin, and no other page does: the rest keep the site's policy.
 */
import { defaultCsp } from '../http/security-headers';
import type { LiveOrder } from '../order-life/live-order';
import type { OrderPayments } from './order-payments';
import { paymentFormOf } from './payment-offer';

/** The page's headers for `order`: with the provider's origin in form-action when the page holds its form. */
export function orderPageHeaders(
  headers: Record<string, string>,
  order: Pick<LiveOrder, 'life' | 'payment'>,
  payments: Pick<OrderPayments, 'checkoutOrigin'> | undefined,
): Record<string, string> {
  if (!payments || !paymentFormOf(order, true)) return headers;
  return { ...headers, 'Content-Security-Policy': defaultCsp([payments.checkoutOrigin]) };
}

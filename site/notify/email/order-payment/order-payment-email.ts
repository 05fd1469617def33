/**
 * The email for each payment step of an order: the receipt, the payment due when the saved card could not
 * be charged (with "Pay now"), and the refund. Sent from the outbox, once per payment event.
 */
import { renderEmail } from '../render-email';
import type { EmailContent } from '../transport/outgoing-email';
import { OrderPaymentEmail } from './OrderPaymentEmail';
import { orderPaymentEmailText } from './order-payment-email-text';
import { type OrderPaymentEmailInput, orderPaymentEmailView } from './order-payment-email-view';

export function renderOrderPaymentEmail(input: OrderPaymentEmailInput): EmailContent {
  return renderEmail({ view: orderPaymentEmailView(input), Body: OrderPaymentEmail, text: orderPaymentEmailText });
}

/** The email for each payment step of an order: the receipt, the payment due, the refund. */
import type { OrderPaymentEmailPayload } from './email-payload';
import type { EmailContent } from './outgoing-email';

export interface OrderPaymentEmailInput extends Omit<OrderPaymentEmailPayload, 'kind' | 'to' | 'token'> {
  /** The order's page, absolute. */
  orderUrl: string;
}

export function renderOrderPaymentEmail(input: OrderPaymentEmailInput): EmailContent {
  const text = `Order ${input.orderNumber}: ${input.step}\n${input.orderUrl}\n`;
  return { subject: `Your order ${input.orderNumber}`, html: `<p>${text}</p>`, text, attachments: [] };
}

/** The email for each step of a signed order after signing (the carrier assigned, picked up …). */
import type { OrderStepEmailPayload } from './email-payload';
import type { EmailContent } from './outgoing-email';

export interface OrderStepEmailInput extends Omit<OrderStepEmailPayload, 'kind' | 'to' | 'token'> {
  /** The order's page, absolute. */
  orderUrl: string;
}

export function renderOrderStepEmail(input: OrderStepEmailInput): EmailContent {
  const text = `Order ${input.orderNumber}: ${input.step}\n${input.orderUrl}\n`;
  return { subject: `Order ${input.orderNumber}`, html: `<p>${text}</p>`, text, attachments: [] };
}

/** The "Find my order" email: the link back to a booking page, sent when a number and its email match. */
import { renderEmail } from '../render-email';
import type { EmailContent } from '../transport/outgoing-email';
import { OrderLinkEmail } from './OrderLinkEmail';
import { orderLinkEmailText } from './order-link-email-text';
import { type OrderLinkEmailInput, orderLinkEmailView } from './order-link-email-view';

export function renderOrderLinkEmail(input: OrderLinkEmailInput): EmailContent {
  return renderEmail({ view: orderLinkEmailView(input), Body: OrderLinkEmail, text: orderLinkEmailText });
}

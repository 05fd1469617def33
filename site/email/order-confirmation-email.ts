/** The order confirmation: sent once the customer has signed, with the signed order attached as a PDF. */
import { createElement } from 'react';
import { renderEmailHtml } from './EmailLayout';
import { OrderConfirmationEmail } from './OrderConfirmationEmail';
import { orderEmailText } from './order-email-text';
import { type OrderConfirmationInput, orderEmailView } from './order-email-view';
import type { EmailContent } from './outgoing-email';

export function renderOrderConfirmationEmail(input: OrderConfirmationInput, signedOrderPdf: Uint8Array): EmailContent {
  const view = orderEmailView(input);
  return {
    subject: view.subject,
    html: renderEmailHtml(createElement(OrderConfirmationEmail, { view })),
    text: orderEmailText(view),
    attachments: [{ filename: view.attachmentName, contentType: 'application/pdf', content: signedOrderPdf }],
  };
}

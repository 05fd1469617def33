/** The order confirmation: sent once the customer has signed, with the signed order attached as a PDF. */
import { signedOrderPdf } from '../pdf/order-pdf';
import { renderEmail } from '../render-email';
import type { EmailContent } from '../transport/outgoing-email';
import { OrderConfirmationEmail } from './OrderConfirmationEmail';
import { orderEmailText } from './order-confirmation-email-text';
import { type OrderConfirmationInput, orderEmailView } from './order-confirmation-email-view';

export async function renderOrderConfirmationEmail(input: OrderConfirmationInput): Promise<EmailContent> {
  const view = orderEmailView(input);
  const pdf = await signedOrderPdf({
    orderNumber: view.orderNumber.value,
    signedBy: input.signedBy,
    signedAt: input.signedAt,
    agreementText: input.agreementText,
  });
  const attachment = { filename: view.attachmentName, contentType: 'application/pdf', content: pdf };
  return renderEmail({ view, Body: OrderConfirmationEmail, text: orderEmailText, attachments: [attachment] });
}

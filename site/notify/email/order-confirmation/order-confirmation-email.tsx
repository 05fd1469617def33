/** The order confirmation: sent once the customer has signed, with the signed order attached as a PDF. */
import { renderEmailHtml } from '../EmailLayout';
import { signedOrderPdf } from '../pdf/order-pdf';
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
  return {
    subject: view.subject,
    html: renderEmailHtml(<OrderConfirmationEmail view={view} />),
    text: orderEmailText(view),
    attachments: [{ filename: view.attachmentName, contentType: 'application/pdf', content: pdf }],
  };
}

/** The quote email: sent once a lead is stored, with its number, its route, its price and its booking link. */
import { renderEmailHtml } from '../EmailLayout';
import type { EmailContent } from '../transport/outgoing-email';
import { QuoteEmail } from './QuoteEmail';
import { quoteEmailText } from './quote-email-text';
import { type QuoteEmailInput, quoteEmailView } from './quote-email-view';

export function renderQuoteEmail(input: QuoteEmailInput): EmailContent {
  const view = quoteEmailView(input);
  return {
    subject: view.subject,
    html: renderEmailHtml(<QuoteEmail view={view} />),
    text: quoteEmailText(view),
    attachments: [],
  };
}

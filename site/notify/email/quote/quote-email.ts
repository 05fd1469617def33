/** The quote email: sent once a lead is stored, with its number, its route, its price and its booking link. */
import { renderEmail } from '../render-email';
import type { EmailContent } from '../transport/outgoing-email';
import { QuoteEmail } from './QuoteEmail';
import { quoteEmailText } from './quote-email-text';
import { type QuoteEmailInput, quoteEmailView } from './quote-email-view';

export function renderQuoteEmail(input: QuoteEmailInput): EmailContent {
  return renderEmail({ view: quoteEmailView(input), Body: QuoteEmail, text: quoteEmailText });
}

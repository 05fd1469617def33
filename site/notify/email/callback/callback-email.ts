/** The call-back confirmation: sent once a customer's call-back request is stored. */
import { renderEmail } from '../render-email';
import type { EmailContent } from '../transport/outgoing-email';
import { CallbackEmail } from './CallbackEmail';
import { callbackEmailText } from './callback-email-text';
import { type CallbackEmailInput, callbackEmailView } from './callback-email-view';

export function renderCallbackEmail(input: CallbackEmailInput): EmailContent {
  return renderEmail({ view: callbackEmailView(input), Body: CallbackEmail, text: callbackEmailText });
}

/** The call-back confirmation: sent once a customer's call-back request is stored. */

import { renderEmailHtml } from '../EmailLayout';
import type { EmailContent } from '../transport/outgoing-email';
import { CallbackEmail } from './CallbackEmail';
import { callbackEmailText } from './callback-email-text';
import { type CallbackEmailInput, callbackEmailView } from './callback-email-view';

export function renderCallbackEmail(input: CallbackEmailInput): EmailContent {
  const view = callbackEmailView(input);
  return {
    subject: view.subject,
    html: renderEmailHtml(<CallbackEmail view={view} />),
    text: callbackEmailText(view),
    attachments: [],
  };
}

/** The call-back confirmation's plain-text part, written from the same view as the HTML part. */

import { textFooter } from '../text-footer';
import { callbackEmailCopy as t } from './callback-email-copy';
import type { CallbackEmailView } from './callback-email-view';

const heading = (text: string) => text.toUpperCase();

export function callbackEmailText(view: CallbackEmailView): string {
  const lines = [
    view.greeting,
    '',
    view.intro,
    '',
    heading(t.summaryHeading),
    ...view.summary.map((detail) => `${detail.label}: ${detail.value}`),
    '',
    heading(t.quoteHeading),
    t.quoteText,
    `${t.quoteLinkText} ${view.bookingUrl}`,
    '',
    heading(t.callHeading),
    view.callText,
    '',
    ...textFooter(t.footerWhy),
  ];
  return `${lines.join('\n')}\n`;
}

/** The call-back confirmation's plain-text part, written from the same view as the HTML part. */
import { detailLines, textHeading as heading } from '../text-part';
import { callbackEmailCopy as t } from './callback-email-copy';
import type { CallbackEmailView } from './callback-email-view';

export function callbackEmailText(view: CallbackEmailView): string[] {
  return [
    view.greeting,
    '',
    view.intro,
    '',
    heading(t.summaryHeading),
    ...detailLines(view.summary),
    '',
    heading(t.quoteHeading),
    t.quoteText,
    `${t.quoteLinkText} ${view.bookingUrl}`,
    '',
    heading(t.callHeading),
    view.callText,
  ];
}

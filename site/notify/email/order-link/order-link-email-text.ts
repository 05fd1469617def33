/** The "Find my order" email's plain-text part, written from the same view as the HTML part. */
import { detailLines, textHeading as heading } from '../text-part';
import { orderLinkEmailCopy as t } from './order-link-email-copy';
import type { OrderLinkEmailView } from './order-link-email-view';

export function orderLinkEmailText(view: OrderLinkEmailView): string[] {
  return [
    view.greeting,
    '',
    view.intro,
    '',
    heading(t.summaryHeading),
    ...detailLines(view.summary),
    '',
    heading(t.linkHeading),
    t.linkText,
    `${t.linkLinkText} ${view.bookingUrl}`,
    '',
    heading(t.notYouHeading),
    view.notYou,
  ];
}

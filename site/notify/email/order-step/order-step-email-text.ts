/** A step's email's plain-text part, written from the same view as the HTML part. */

import type { Detail } from '../quote/quote-email-view';
import { textFooter } from '../text-footer';
import { orderStepEmailCopy as t } from './order-step-email-copy';
import type { OrderStepEmailView } from './order-step-email-view';

const heading = (text: string) => text.toUpperCase();
const detailLines = (details: readonly Detail[]) => details.map((detail) => `${detail.label}: ${detail.value}`);

export function orderStepEmailText(view: OrderStepEmailView): string {
  const { carrier, review } = view;
  const lines = [
    view.greeting,
    '',
    ...view.intro.flatMap((paragraph) => [paragraph, '']),
    heading(t.summaryHeading),
    ...detailLines(view.summary),
    '',
    ...(carrier
      ? [
          heading(t.carrierHeading),
          ...detailLines(carrier.details),
          `${carrier.phoneLabel}: ${carrier.phone.display}`,
          ...detailLines(carrier.dates),
          carrier.calendarNote,
          '',
        ]
      : []),
    ...view.sections.flatMap((section) => [heading(section.heading), ...section.paragraphs, '']),
    ...(review ? [heading(t.reviewHeading), t.reviewText, `${review.linkText} ${review.display}`, ''] : []),
    heading(t.orderLinkHeading),
    t.orderLinkText,
    `${t.orderLinkLinkText} ${view.orderUrl}`,
    '',
    heading(t.callHeading),
    view.callText,
    '',
    ...textFooter(view.footerWhy),
  ];
  return `${lines.join('\n')}\n`;
}

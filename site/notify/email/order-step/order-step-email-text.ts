/** A step's email's plain-text part, written from the same view as the HTML part. */
import { detailLines, textHeading as heading, paragraphLines, sectionLines } from '../text-part';
import { orderStepEmailCopy as t } from './order-step-email-copy';
import type { OrderStepEmailView } from './order-step-email-view';

export function orderStepEmailText(view: OrderStepEmailView): string[] {
  const { carrier, review } = view;
  return [
    view.greeting,
    '',
    ...paragraphLines(view.intro),
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
    ...sectionLines(view.sections),
    ...(review ? [heading(t.reviewHeading), t.reviewText, `${review.linkText} ${review.display}`, ''] : []),
    heading(t.orderLinkHeading),
    view.orderLinkText,
    `${t.orderLinkLinkText} ${view.orderUrl}`,
    '',
    heading(t.callHeading),
    view.callText,
  ];
}

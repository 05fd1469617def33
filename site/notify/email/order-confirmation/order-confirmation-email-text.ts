/** The order confirmation's plain-text part, written from the same view as the HTML part. */
import { detailLines, textHeading as heading, routeAndVehiclesLines } from '../text-part';
import { orderConfirmationEmailCopy as t } from './order-confirmation-email-copy';
import type { OrderEmailView } from './order-confirmation-email-view';

export function orderEmailText(view: OrderEmailView): string[] {
  return [
    view.greeting,
    '',
    view.intro,
    '',
    heading(t.summaryHeading),
    ...detailLines([view.orderNumber, ...view.summary]),
    view.attachmentNote,
    '',
    ...routeAndVehiclesLines(view.route, view.vehicles),
    '',
    heading(t.nextHeading),
    ...view.nextSteps.map((step, index) => `${index + 1}. ${step}`),
    '',
    ...(view.cancellation.length > 0 ? [heading(t.cancellationHeading), ...view.cancellation, ''] : []),
    heading(t.changesHeading),
    view.changesText,
    ...(view.orderUrl === undefined ? [] : ['', heading(t.orderLinkHeading), t.orderLinkText, view.orderUrl]),
  ];
}

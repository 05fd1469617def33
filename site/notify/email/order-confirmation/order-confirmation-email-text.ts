/** The order confirmation's plain-text part, written from the same view as the HTML part. */
import { emailCopy } from '../email-copy';
import { textFooter } from '../text-footer';
import type { OrderEmailView } from './order-confirmation-email-view';

const t = emailCopy.order;

const heading = (text: string) => text.toUpperCase();

export function orderEmailText(view: OrderEmailView): string {
  const lines = [
    view.greeting,
    '',
    view.intro,
    '',
    heading(t.summaryHeading),
    ...[view.orderNumber, ...view.summary].map((detail) => `${detail.label}: ${detail.value}`),
    view.attachmentNote,
    '',
    heading(emailCopy.routeHeading),
    ...view.route.map((detail) => `${detail.label}: ${detail.value}`),
    '',
    heading(emailCopy.vehiclesHeading),
    ...view.vehicles.map((vehicle) => `- ${vehicle}`),
    '',
    heading(t.nextHeading),
    ...view.nextSteps.map((step, index) => `${index + 1}. ${step}`),
    '',
    ...(view.cancellation.length > 0 ? [heading(t.cancellationHeading), ...view.cancellation, ''] : []),
    heading(t.changesHeading),
    view.changesText,
    '',
    ...(view.orderUrl === undefined ? [] : [heading(t.orderLinkHeading), t.orderLinkText, view.orderUrl, '']),
    ...textFooter(t.footerWhy),
  ];
  return `${lines.join('\n')}\n`;
}

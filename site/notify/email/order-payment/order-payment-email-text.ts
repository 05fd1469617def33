/** A payment's email's plain-text part, written from the same view as the HTML part. */

import type { Detail } from '../quote/quote-email-view';
import { textFooter } from '../text-footer';
import type { LinkView, OrderPaymentEmailView } from './order-payment-email-view';

const heading = (text: string) => text.toUpperCase();
const detailLines = (details: readonly Detail[]) => details.map((detail) => `${detail.label}: ${detail.value}`);
const linkLines = (link: LinkView) => [heading(link.heading), link.text, `${link.linkText} ${link.url}`, ''];

export function orderPaymentEmailText(view: OrderPaymentEmailView): string {
  const lines = [
    view.greeting,
    '',
    ...view.intro.flatMap((paragraph) => [paragraph, '']),
    ...(view.pay ? linkLines(view.pay) : []),
    heading(view.summaryHeading),
    ...detailLines(view.summary),
    '',
    ...view.sections.flatMap((section) => [heading(section.heading), ...section.paragraphs, '']),
    ...(view.orderLink ? linkLines(view.orderLink) : []),
    heading(view.callHeading),
    view.callText,
    '',
    ...textFooter(view.footerWhy),
  ];
  return `${lines.join('\n')}\n`;
}

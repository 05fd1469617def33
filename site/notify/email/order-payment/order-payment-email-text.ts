/** A payment's email's plain-text part, written from the same view as the HTML part. */
import { detailLines, textHeading as heading, paragraphLines, sectionLines } from '../text-part';
import type { LinkView, OrderPaymentEmailView } from './order-payment-email-view';

const linkLines = (link: LinkView) => [heading(link.heading), link.text, `${link.linkText} ${link.url}`, ''];

export function orderPaymentEmailText(view: OrderPaymentEmailView): string[] {
  return [
    view.greeting,
    '',
    ...paragraphLines(view.intro),
    ...(view.pay ? linkLines(view.pay) : []),
    heading(view.summaryHeading),
    ...detailLines(view.summary),
    '',
    ...sectionLines(view.sections),
    ...(view.orderLink ? linkLines(view.orderLink) : []),
    heading(view.callHeading),
    view.callText,
  ];
}

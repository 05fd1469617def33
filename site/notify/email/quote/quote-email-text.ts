/**
 * The quote email's plain-text part, written from the same view as the HTML part rather than stripped from
 * it: a reader (or a spam filter) that takes the text part gets the same quote, laid out for text.
 */
import { textHeading as heading, routeAndVehiclesLines } from '../text-part';
import { quoteEmailCopy as t } from './quote-email-copy';
import type { QuoteEmailView } from './quote-email-view';

function priceLines(view: QuoteEmailView): string[] {
  const { price } = view;
  if (price.kind === 'agent') return [heading(price.heading), price.text];
  return [
    heading(t.priceHeading),
    price.caption,
    '',
    ...price.options.flatMap((option) => [
      option.chosen ? `* ${option.name} (${t.yourChoice.toLowerCase()})` : `- ${option.name}`,
      ...option.details.map((detail) => `  ${detail.label}: ${detail.value}`),
    ]),
    ...(price.season ? ['', price.season] : []),
    ...(price.legs
      ? ['', `${price.legs.heading}:`, ...price.legs.lines.map((leg, index) => `${index + 1}. ${leg}`)]
      : []),
    '',
    price.validUntil,
    price.note,
  ];
}

export function quoteEmailText(view: QuoteEmailView): string[] {
  return [
    view.greeting,
    '',
    view.intro,
    '',
    `${view.leadNumber.label}: ${view.leadNumber.value}`,
    '',
    ...routeAndVehiclesLines(view.route, view.vehicles),
    '',
    ...priceLines(view),
    '',
    heading(t.bookHeading),
    t.bookText,
    view.bookingUrl,
    '',
    heading(t.callHeading),
    t.callText(view.phone.display),
  ];
}

/**
 * The "Find my order" email's words, as data (copy is data). It is sent to whoever typed the address a
 * quote or order was made with, so it says nothing of the shipment itself: the number and the link only.
 * The subject is built only from the number the site made (../email-copy.ts says why).
 */
export const orderLinkEmailCopy = {
  subject: (kind: 'order' | 'quote', number: string) => `Your link to ${kind} ${number}`,
  /** The line inbox lists show after the subject. */
  preview: 'The link back to your booking page, as you asked.',
  intro: 'You asked for the link to your booking page. Here it is.',
  summaryHeading: 'Your reference',
  leadNumber: 'Quote number',
  orderNumber: 'Order number',
  linkHeading: 'Your booking page',
  linkText: 'Your quote, your order and its progress are all on your booking page.',
  linkButton: 'Open your booking page',
  linkLinkText: 'Your booking page:',
  notYouHeading: 'Did not ask for this?',
  notYou: 'Someone typed this address and number on our site. You can ignore this email: nothing has changed.',
  footerWhy: 'You receive this email because the link to your booking page was asked for on our site.',
} as const;

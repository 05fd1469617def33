/**
 * The words of "Find my order", the customer's way back to their booking page when the email with its link
 * is lost (copy is data). The answer to a post is the same whether or not anything matched, so the page
 * never tells anyone whether an order or a quote exists.
 */
export const findOrderCopy = {
  title: 'Find my order',
  description:
    'Lost the email with your booking link? Give your order or quote number and your email address, and we email the link again.',
  intro:
    'Lost the email with the link to your quote or order? Type its number and the email address you gave us, and we send the link to that address.',
  numberLabel: 'Order or quote number',
  numberHint: 'It starts with SO- (an order) or SQ- (a quote) and is in every email we sent you.',
  emailLabel: 'Email address',
  emailHint: 'The address you gave with your quote.',
  submit: 'Email me the link',
  numberRequired: 'Enter your order or quote number',
  numberInvalid: 'Enter an order or quote number like SO-261125-482193 or SQ-261125-482193',
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter an email address like name@example.com',
  answerTitle: 'Check your inbox',
  answer:
    'If the number and email match an order or quote of ours, we have sent its link to that address. It can take a few minutes; check your spam folder.',
  again: 'Look up another number',
  help: 'No email after a few minutes, or no number at hand? Call an advisor at',
  tooManyTitle: 'Too many tries',
  tooMany: 'Please wait a minute and try again.',
  refusedTitle: 'We could not take this request',
  refusedForeign: 'This form can only be sent from our own site. Please open the page again and send it from there.',
  tooLargeTitle: 'This request is too large',
  tooLarge: 'Please type the number and the email address only, and send the form again.',
  badRequestTitle: 'We could not read this request',
  badRequest: 'Please open the page again and send the form from there.',
  unavailableTitle: 'Please try again',
  unavailable: 'We could not look this up just now. Please try again in a few seconds.',
} as const;

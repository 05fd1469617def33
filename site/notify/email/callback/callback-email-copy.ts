/**
 * The call-back confirmation's words, as data (copy is data). The subject is built only from the lead
 * number the site made, never from text the visitor typed (../email-copy.ts says why).
 */
export const callbackEmailCopy = {
  subject: (leadNumber: string) => `Your call back for quote ${leadNumber}`,
  /** The line inbox lists show after the subject. */
  preview: 'When an advisor calls you, and how to reach us sooner.',
  intro: 'Thank you. We have your request, and an advisor will call you to price and book your shipment.',
  summaryHeading: 'Your call back',
  leadNumber: 'Quote number',
  day: 'Day',
  time: 'Time',
  timeValue: (window: string, span: string, zone: string) => `${window}, ${span} ${zone}`,
  windowNames: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
  quoteHeading: 'Your quote',
  quoteText: 'Your quote and this request are on your booking page.',
  quoteButton: 'See your quote',
  quoteLinkText: 'Your booking page:',
  callHeading: 'Rather talk sooner?',
  callText: (phone: string, hours: string, zone: string) =>
    `Call an advisor at ${phone}, ${hours} (${zone}), and have your quote number ready.`,
  footerWhy: 'You receive this email because you asked for a call back on our site.',
} as const;

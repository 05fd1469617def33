/**
 * The quote email's words, as data (copy is data). The subject is built only from the lead number the
 * site made, never from text the visitor typed (../email-copy.ts says why).
 */
export const quoteEmailCopy = {
  subject: (leadNumber: string) => `Your car shipping quote ${leadNumber}`,
  /** The line inbox lists show after the subject. */
  preview: 'Your route, your vehicles and your price, with a link to book online.',
  intro: 'Thank you for your request. Here is your car shipping quote.',
  leadNumber: 'Quote number',
  priceHeading: 'Your price',
  priceCaption: (vehicles: string) => `Estimated price for ${vehicles}, in US dollars`,
  yourChoice: 'Your choice',
  estimate: 'Estimated price',
  likelyRange: 'Likely range',
  transit: 'Estimated transit',
  /** Beside "See your quote and book": the price reviewed before signing online is the price paid. */
  estimateNote:
    'This is an estimate from current market rates. Book online and the total you review before you sign is the price you pay.',
  /** An overseas quote is port to port and an agent confirms its price; it is not booked online. */
  internationalNote:
    'Prices are port to port. Destination duties, taxes, port charges and delivery from the port are not included; an agent confirms the exact price, the ports and the sailing or flight.',
  validUntil: (date: string) => `This price is valid until ${date}.`,
  /** A trip across the water: its transit is door to door, the sailing included. */
  transitWithSailing: (transit: string, atSea: string) => `${transit} door to door, ${atSea} of them at sea`,
  legsHeading: 'Your route by road and by sea',
  roadLeg: (from: string, to: string, miles: string) => `By road: ${from} to ${to}, ${miles}`,
  dropOffLeg: (port: string) => `Drop-off at the port of ${port}`,
  pickUpLeg: (port: string) => `Pick-up at the port of ${port}`,
  sailingLeg: (from: string, to: string, days: string) => `By sea: ${from} to ${to}, ${days} at sea`,
  agentHeading: 'An agent will price this',
  agentText: 'We do not have an instant price for this route. An agent will price it and call you.',
  bookHeading: 'Book online',
  bookText: 'Your full quote is on your booking page, where you can also book your shipment.',
  bookButton: 'See your quote and book',
  callHeading: 'Questions? Call us',
  callText: (phone: string) => `Call an advisor at ${phone} and have your quote number ready.`,
  footerWhy: 'You receive this email because you asked for a vehicle shipping quote on our site.',
} as const;

/**
 * The emails' words, as data (copy is data). Subjects are built only from numbers the site made, never
 * from anything a visitor typed: a subject is shown in inbox lists and notifications before the mail is
 * opened, where a name like "Claim your refund at …" would read as the broker's own words.
 */
import { nextStepsCopy } from '../../content/next-steps';

export const emailCopy = {
  brandTagline: 'Vehicle shipping',
  vehicleCount: (count: number) => (count === 1 ? 'one vehicle' : `${count} vehicles`),
  routeHeading: 'Your route',
  pickup: 'Pickup',
  delivery: 'Delivery',
  readyOn: 'Vehicle ready on',
  vehiclesHeading: 'Your vehicles',
  greeting: (firstName: string) => `Hi ${firstName},`,
  greetingWithoutName: 'Hello,',
  /** In place of typed text an email does not repeat: it looked like a link, an address or a phone number. */
  notRepeated: 'as you entered it on our site',
  vehicleNotRepeated: (year: string) => `A ${year} vehicle, as you entered it on our site`,

  quote: {
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
    agentHeading: 'An agent will price this',
    agentText: 'We do not have an instant price for this route. An agent will price it and call you.',
    bookHeading: 'Book online',
    bookText: 'Your full quote is on your booking page, where you can also book your shipment.',
    bookButton: 'See your quote and book',
    bookLinkText: 'Your booking page:',
    callHeading: 'Questions? Call us',
    callText: (phone: string) => `Call an advisor at ${phone} and have your quote number ready.`,
    footerWhy: 'You receive this email because you asked for a vehicle shipping quote on our site.',
  },

  order: {
    subject: (orderNumber: string) => `Your order ${orderNumber} is confirmed`,
    preview: 'Your signed order is attached. Here is what happens next.',
    intro: 'Thank you for your order. It is confirmed, and a copy of the order you signed is attached.',
    orderNumber: 'Order number',
    summaryHeading: 'Your order',
    transport: 'Shipping method',
    price: 'Agreed price',
    priceByAdvisor: 'Your advisor confirms the price with you',
    signedBy: 'Signed by',
    signedAt: 'Signed on',
    pickupContact: 'Pickup contact',
    deliveryContact: 'Delivery contact',
    firstAvailable: 'First available date',
    pickupWindow: 'Pickup window',
    pickupWindowSpan: (first: string, last: string) => `${first} to ${last}`,
    cancellationHeading: 'Cancellation',
    orderLinkHeading: 'Your order online',
    orderLinkText: 'Your order, its status and the signed order to download are on your booking page.',
    orderLinkButton: 'See your order',
    attachmentNote: (filename: string) => `The order you signed is attached as ${filename}.`,
    nextHeading: nextStepsCopy.heading,
    nextSteps: [
      nextStepsCopy.carrierAssigned,
      nextStepsCopy.payOnceConfirmed,
      'The carrier calls you before pickup to agree on a time.',
      nextStepsCopy.pickupToDoor,
    ],
    changesHeading: 'Changes by phone',
    changesText: (phone: string) =>
      `To change a date, an address or anything else in your order, call us at ${phone} with your order number. Changes are made by phone only.`,
    footerWhy: 'You receive this email because you placed an order for vehicle shipping on our site.',
  },
} as const;

/**
 * The booking page's words, as data (copy is data). The promises repeat the
 * marketing claims (docs/product.md) in their own wording.
 */
import { transportNames } from '../../shared/transport-names';
import { brand } from '../content/brand';
import { nextStepsCopy } from '../content/next-steps';
import type { InternationalMethod } from '../quote/pricing/rate-table';

export const bookingCopy = {
  heading: 'Your shipping quote',
  greeting: (firstName: string) => `Hi ${firstName}, thank you for your request. Here is your instant quote.`,
  leadNumber: 'Quote number',
  requestedOn: 'Requested on',
  shipping: 'Shipping',
  modes: { domestic: 'Within the USA and Canada', international: 'International' },
  pickup: 'Pickup',
  delivery: 'Delivery',
  firstAvailable: 'Vehicle ready on',
  roadDistance: 'Estimated road distance',
  distanceByAgent: 'Part of this route is not by road; an agent will confirm the route and the distance',
  distanceUnknown: 'We could not place this route on the map; an agent will confirm the distance',
  distanceWithPrice: 'Your advisor will confirm the distance with the price',
  /** A trip across the water: the miles of its road legs, never a road distance for the whole trip. */
  seaRoadDistance: (miles: string) => `${miles}, to and from the ports; the rest of the way is by sea`,
  portToPort: 'None: the vehicle goes from port to port by sea',
  routeHeading: 'Your route',
  vehiclesHeading: 'Your vehicles',
  /** Body types as words inside a sentence (the `vehicle_type` values). */
  vehicleTypeNames: { Car: 'car', SUV: 'SUV', Pickup: 'pickup', Van: 'van' },
  /** vehicle_inop is "Yes" when the vehicle does NOT run (docs/design-notes.md). */
  runs: { No: 'runs', Yes: 'does not run' },
  priceHeading: 'Your instant price',
  priceCaption: (vehicles: number) =>
    `Estimated price for ${vehicles === 1 ? 'one vehicle' : `${vehicles} vehicles`}, in US dollars`,
  yourChoice: 'Your choice',
  estimatedPrice: 'Estimated price',
  likelyRange: 'Likely range',
  transit: 'Estimated transit',
  openAbout: `${transportNames.open}: the most common and affordable way; your vehicle rides on an open multi-car trailer.`,
  enclosedAbout: `${transportNames.enclosed}: a covered trailer that shields your vehicle from weather and road debris; a good fit for classic, exotic and luxury vehicles.`,
  howPriced: 'How we worked out this price',
  basedOnDistance: (miles: string) => `Based on ${miles} by road from pickup to delivery.`,
  /** A trip across the water: only its road legs are priced by distance. */
  basedOnRoadLegs: (miles: string) =>
    `The road part is priced on ${miles} by road; the sailing has a price of its own.`,
  /** "+$210 open, +$300 enclosed per vehicle": what a busy season adds. */
  seasonRise: (open: string, enclosed: string, whose: string) => `+${open} open, +${enclosed} enclosed ${whose}`,
  /** "$130 off open, $180 off enclosed per vehicle": what a quiet season takes off. */
  seasonSaving: (open: string, enclosed: string, whose: string) =>
    `${open} off open, ${enclosed} off enclosed ${whose}`,
  seasonNote: (amounts: string) => `Season: ${amounts}.`,
  quietSeasonNote: (amounts: string) => `Quiet season: ${amounts}.`,
  sailingAmount: (amount: string, whose: string) => `${amount} ${whose}`,
  sailingNote: (amounts: string) => `Sailing: ${amounts}, the same on an open or an enclosed carrier.`,
  perVehicle: 'per vehicle',
  forVehicle: (vehicle: string) => `for the ${vehicle}`,
  seaTransitNote: 'The estimated transit includes the days at sea.',
  /** A trip across the water, leg by leg, in the order the vehicle travels. */
  seaRouteHeading: 'Your route: by road and by sea',
  /** The order review's words for the same hold (site/signing/order-page-copy.ts). */
  priceHolds: (until: string) => `Your quote's price holds until ${until}.`,
  priceHeld: (until: string) =>
    `Your quote's price held until ${until}. Book now and your order is priced at today's rates, shown before you sign.`,
  minimumNote: (amount: string) =>
    `Short trips have a minimum transport price of ${amount} per vehicle (open carrier).`,
  multiVehicleNote: (amount: string) => `${amount} off each additional vehicle on the same truck.`,
  vehicleTypeNote: (type: string, open: string, enclosed: string) =>
    `Includes ${open} (open) or ${enclosed} (enclosed) for each ${type}: larger vehicles take more room on the trailer.`,
  inopNote: (amount: string) =>
    `Includes ${amount} for each vehicle that does not run: it has to be winched on and off.`,
  shortNoticeNote: (amount: string) =>
    `Includes ${amount} per vehicle because the vehicle is ready within three days: finding a carrier at short notice costs more.`,
  /**
   * Under an instant price that can be booked online: the price reviewed before signing is the price of
   * the order, so nothing here may say an advisor confirms it first.
   */
  estimateNote:
    'This is an estimate from current market rates. Book online and the total you review before you sign is the price you pay; an advisor confirms a price only where this page says so.',
  agentHeading: 'An agent will price this',
  agentRouteNotPlaced:
    'We could not place this route on the map, so we cannot show an instant price. An agent will confirm the distance and call you with a price.',
  agentOutsideTable: 'We do not have an instant price for this route. An agent will price it and call you.',
  unpricedHeading: 'An advisor will confirm your price',
  unpriced:
    'We have no instant price on record for this quote. An advisor will go through your quote and confirm the price with you.',
  internationalIntro: (region: string) =>
    `Indicative prices between the USA/Canada and ${region}, port to port, for your vehicles.`,
  internationalNote:
    'Destination duties, taxes, port charges and delivery from the port are not included and depend on the country. An agent confirms the exact price, the ports and the sailing or flight.',
  /** What each overseas method is, after its name. */
  methodAbout: {
    roro: 'Driven onto a vessel. The most affordable option, for all vehicle types.',
    container:
      'Secured inside a 20 ft or 40 ft container, private or shared. Protected; good for exotic and vintage vehicles.',
    air: 'The fastest option. Up to 80 vehicles per plane.',
  } satisfies Record<InternationalMethod, string>,
  includedHeading: 'What is included',
  /** The marketing claims, worded as on the rest of the site: true of a quote within the USA and Canada. */
  included: [
    'All quotes include insurance',
    'No hidden fees',
    'You are charged only once a shipping partner is confirmed',
    'Door-to-door service',
    'Carriers that are licensed, bonded and insured',
    'Orders are agreed to electronically and confirmed by email',
    'All major credit and debit cards are accepted; payment is online or by phone',
    brand.customerService.claim,
  ],
  /**
   * An overseas quote is port to port and leaves duties and destination charges out, so it claims neither
   * door-to-door service nor a price without further charges; each line says what the price covers.
   */
  internationalIncluded: [
    'Marine cargo insurance',
    'Port to port: the truck to the US port, the export paperwork and the sailing or flight',
    'Destination duties, taxes, port charges and delivery from the port are not included',
    'You are charged only once a shipping partner is confirmed',
    'Orders are agreed to electronically and confirmed by email',
    'All major credit and debit cards are accepted; payment is online or by phone',
    brand.customerService.claim,
  ],
  nextHeading: nextStepsCopy.heading,
  /**
   * A domestic quote with an instant price is booked online at the price shown, so the steps start there;
   * an advisor's call is the other way, never a step the booking waits for.
   */
  onlineNextSteps: [
    'You book online in two short steps: your addresses and details, then review and sign. Rather talk it through? Call an advisor.',
    'Your order is confirmed by email, with a link to its page.',
    nextStepsCopy.carrierAssigned,
    nextStepsCopy.payOnceConfirmed,
    nextStepsCopy.pickupToDoor,
  ],
  /** A domestic quote without an instant price: an advisor prices it before anything can be booked. */
  nextSteps: [
    'An advisor calls you to go through your quote and answer your questions.',
    'You confirm your dates and addresses; your order is agreed to electronically and confirmed by email.',
    nextStepsCopy.carrierAssigned,
    nextStepsCopy.payOnceConfirmed,
    nextStepsCopy.pickupToDoor,
  ],
  internationalNextSteps: [
    'An agent calls you to go through your quote, the ports and the documents your vehicle needs.',
    'You confirm your dates and shipping method; your order is agreed to electronically and confirmed by email.',
    'We book the sailing or flight and arrange pickup.',
    nextStepsCopy.payOnceConfirmed,
  ],
  callHeading: 'Questions? Call us',
  callLead: 'Talk to an advisor about this quote: have your quote number ready.',
  orEmail: 'Or email',
  skipLink: 'Skip to your quote',
  sampleNotice: 'ShipQuote is a fictional company used for demonstration.',
  notFoundTitle: 'Quote not found',
  notFoundHeading: 'This quote link is not valid or has expired',
  notFoundBody: 'Check that you copied the whole link, or call us and we will help.',
  startNewQuote: 'Start a new quote',
  expiredTitle: 'Quote link expired',
  expiredHeading: 'This quote link has expired',
  expiredBody: (days: number) =>
    `Quote links work for ${days} days, to keep your details private. Your quote is not lost: call us and an advisor will go through it with you and give you an up-to-date price.`,
  expiredLeadNumber: 'Your quote number starts with',
  expiredLeadNumberAfter: 'have it ready when you call.',
  unavailableTitle: 'Quote briefly unavailable',
  unavailableHeading: 'Your quote is briefly unavailable',
  unavailableBody: 'Please try again in a minute. Your quote is safe; if you would rather not wait, call us.',
} as const;

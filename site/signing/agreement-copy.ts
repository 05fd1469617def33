/**
 * The fixed text of the order agreement, template version 1. A signed agreement is stored as its data and
 * its hash, and rebuilt from them with this text: change one character here and every agreement signed
 * with version 1 no longer matches its hash. So this text is frozen; new wording is a new version beside
 * it (agreement.ts keeps every version's template).
 *
 * The promises repeat the site's own words (site/content/home.ts, site/content/legal.ts) but are copied
 * here, not imported: the site may reword its pages, a signed agreement may not change.
 */

export const agreementCopyV1 = {
  title: (broker: string) => `${broker}: vehicle shipping order agreement`,
  orderNumber: 'Order number',
  quoteNumber: 'Quote number',
  templateVersion: 'Agreement template version',

  partiesHeading: '1. The parties',
  broker: 'Broker',
  customer: 'Customer',
  brokerRole: (broker: string) =>
    `${broker} is a transportation broker: it arranges the transport of the vehicles below with an independent, licensed, bonded and insured motor carrier, and does not transport vehicles itself.`,

  routeHeading: '2. Route',
  quotedRoute: 'Quoted route',
  routeTo: 'to',
  pickup: 'Pickup',
  delivery: 'Delivery',
  contact: 'Contact',

  vehiclesHeading: '3. Vehicles',
  vehicle: (position: number) => `Vehicle ${position}`,
  runs: 'Runs',
  runsAnswer: { yes: 'yes', no: 'no, it will be winched on and off' },
  vin: 'VIN',
  noVin: 'not given',
  notes: 'Notes',

  transportHeading: '4. Transport',
  carrier: 'Carrier',
  // Frozen, not read from shared/transport-names.ts: a name reworded there must not change a signed agreement.
  carrierNames: { open: 'Open carrier', enclosed: 'Enclosed carrier' },
  firstAvailableDate: 'First available date',
  pickupWindow: 'Pickup window',
  pickupWindowSpan: (first: string, last: string) => `${first} to ${last}`,
  pickupWindowNote:
    'The carrier picks up the vehicles on a business day within the pickup window. Delivery dates are estimates.',

  priceHeading: '5. Price, in US dollars',
  total: 'Total',
  pricedAsQuoted: (quotedOn: string) => `This is the price of your quote of ${quotedOn}.`,
  repriced: (quoted: string, quotedOn: string, pricedOn: string) =>
    `The price of your quote of ${quotedOn}, ${quoted}, no longer holds; this order is priced at the rates of ${pricedOn}.`,

  includedHeading: '6. What is included',
  included: [
    'Door-to-door service: the driver picks up and delivers as close to each address as a truck can safely and legally get.',
    "Insurance: the carrier's cargo insurance is included in every quote, at no extra cost.",
    'No hidden fees: the total above is the price you pay, unless you change the order or the information it is based on proves inaccurate.',
  ],

  paymentHeading: '7. Payment',
  payment:
    'You pay nothing now. You are charged the total only once a carrier has been confirmed for this order; if no carrier can be confirmed, you pay nothing. All major credit and debit cards are accepted, online or by phone.',

  changesHeading: '8. Changes and cancellation',
  freeCancellation: 'You may cancel this order at no cost until a carrier has been assigned and confirmed.',
  cancellationFee: (fee: string) =>
    `If you cancel after a carrier has been confirmed and dispatched to pick up a vehicle, or a vehicle is not available at the agreed pickup, a fee of ${fee} applies to cover the carrier's wasted trip.`,
  changesByPhone: (phone: string) => `To change anything in this order after signing it, call us at ${phone}.`,
  /** The words of `terms` that link to them on the page. */
  termsOfService: 'Terms of Service',
  terms: (url: string, effective: string) =>
    `This order is also subject to the Terms of Service in effect from ${effective}, at ${url}.`,

  signatureHeading: '9. Signature',
  signedBy: 'Signed electronically by',
  signedAt: 'Signed at',
  consent: (customer: string) =>
    `By typing their name and ticking "I agree to the order terms and to sign electronically", ${customer} agreed to this order and to sign it electronically.`,
} as const;

/**
 * Template version 2: version 1 with the broker's legal name, address and FMCSA authority in the parties,
 * the statement that the broker is not the carrier, and no customer email or phone (the agreement is shown
 * and downloaded under the booking link, which anyone holding the link may open). Frozen like version 1.
 */
export const agreementCopyV2 = {
  ...agreementCopyV1,
  broker: 'Broker',
  tradingAs: (legalName: string, name: string) => `${legalName}, trading as ${name}`,
  brokerAddress: 'Address',
  brokerPhone: 'Phone',
  brokerAuthority: 'Broker authority',
  authorityNumbers: (usdot: string, mc: string) =>
    `USDOT ${usdot}, MC ${mc}, a property broker registered with the Federal Motor Carrier Safety Administration`,
  priceToBeConfirmed: (ends: readonly ('pickup' | 'delivery')[]) =>
    `The ${ends.join(' and ')} ZIP or postal code could not be placed on our map, so this price is to be confirmed by your advisor before a carrier is booked; you pay nothing until you agree to it.`,
  brokerRole: (legalName: string) =>
    `${legalName} is a licensed property broker: it arranges the transport of the vehicles below by an independent motor carrier that is licensed and insured. ${legalName} is not the carrier and does not transport vehicles itself; the carrier transports them under its own operating authority and insurance.`,
} as const;

/**
 * Template version 3: version 2, and a price whose total is not the quote's (the order's answers added or
 * removed a fee, or moved an address) says so with the quote's total, rather than calling itself the
 * quote's price. Frozen like version 1.
 */
export const agreementCopyV3 = {
  ...agreementCopyV2,
  pricedFromQuote: (quoted: string, quotedOn: string) =>
    `Your quote of ${quotedOn} was ${quoted}. This order is priced at that quote's rates for the vehicles, dates and addresses above, so its total is not the quote's.`,
} as const;

/**
 * What the review shows in place of the parts only signing settles. Never part of a signed agreement, so,
 * unlike the template's text, it may be reworded.
 */
export const agreementPendingCopy = {
  orderNumber: 'given when you sign',
  signedBy: 'the name you type below',
  signedAt: 'the time you sign',
} as const;

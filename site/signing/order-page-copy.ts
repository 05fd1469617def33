/** The order pages' words, as data (copy is data); the rules they state are in docs/orders.md. */
import type { CallbackWindow } from '../../shared/order-schema';

import { nextStepsCopy } from '../content/next-steps';

export const orderPageCopy = {
  bookHeading: 'Ready to book?',
  bookLead: 'Book this shipment online in two short steps: your addresses and details, then review and sign.',
  bookButton: 'Book this shipment',
  /** Beside the phone on the order's pages: the advisors before it is signed, customer support after. */
  questionsAdvisor: 'Questions? Call an advisor:',
  questionsSupport: 'Questions about your order? Call customer support:',
  callbackHeading: 'Request a call back',
  callbackLead: 'Tell us when suits you and an advisor will call you to price and book this shipment.',
  callbackDate: 'Preferred day',
  callbackDateHint: (hours: string, zone: string) => `Our advisors call ${hours} (${zone}).`,
  chooseDay: 'Choose a day…',
  callbackWindow: 'Time of day',
  windowNames: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' } satisfies Record<
    CallbackWindow,
    string
  >,
  windowOption: (name: string, span: string) => `${name}, ${span}`,
  callbackTimeZone: (zone: string) => `Times are ${zone}.`,
  callbackButton: 'Request a call back',
  callbackDateRequired: 'Choose a day within the next two weeks',
  callbackClosedDay: (day: string) => `Our advisors do not call on ${day}s: choose another day`,
  callbackOutsideHours: (day: string, hours: string, zone: string) =>
    `On ${day}s our advisors call from ${hours} ${zone}: choose another time of day`,
  callbackPassed: (zone: string) => `That time of day is over today (${zone}): choose a later one or another day`,
  callbackWindowRequired: 'Choose a time of day',
  callbackDoneTitle: 'Call back requested',
  callbackDone: (day: string, window: string, span: string) =>
    `We will call you on ${day}, in the ${window} (${span}).`,
  callbackDoneWindows: { morning: 'morning', afternoon: 'afternoon', evening: 'evening' } satisfies Record<
    CallbackWindow,
    string
  >,
  callbackDoneAfter: 'If that no longer suits you, or you would rather talk now, call us.',
  callbackOrderedTitle: 'You have already booked this shipment',
  callbackOrdered: (orderNumber: string, phone: string) =>
    `This quote already has an order, ${orderNumber}, so no call back is needed to book it. To talk about your order, call customer support at ${phone}.`,
  backToQuote: 'Back to your quote',
  stepOf: (step: number) => `Step ${step} of 2`,
  detailsTitle: 'Your order details',
  detailsLead: 'Tell us where the carrier picks up and delivers, and about your vehicles. Nothing is booked yet.',
  carrierLegend: 'Carrier',
  firstAvailableLegend: 'First available date',
  firstAvailableLabel: 'First date the vehicle is ready for pickup',
  firstAvailableHint: (latest: string) =>
    `The carrier picks up within 5 business days from this date. Choose a date on or before ${latest}.`,
  pickupLegend: 'Pickup address and contact',
  deliveryLegend: 'Delivery address and contact',
  street: 'Street address',
  city: 'City',
  state: 'State or province',
  chooseState: 'Choose…',
  statesGroup: 'United States',
  provincesGroup: 'Canada',
  postalCode: 'ZIP or postal code',
  contactName: 'Contact name',
  contactPhone: 'Contact phone',
  contactHint: 'Leave both empty if it is you: we use your name and the phone number on your quote.',
  vehicleLegend: (name: string) => `Vehicle: ${name}`,
  runsLegend: 'Does it run?',
  runsYes: 'Yes, it starts, drives and brakes',
  runsNo: 'No, it has to be winched',
  runsNoFee: (fee: string) => `Not running adds ${fee} for winching on and off, on either carrier.`,
  shortNoticeFee: (days: number, fee: string, since: 'quote' | 'today', firstRegular: string) =>
    `A date within ${days} days of ${since === 'quote' ? 'your quote' : 'today'} adds ${fee} per vehicle for short notice: from ${firstRegular} on, it adds nothing.`,
  /** The live line's words; `{total}` is where the page's script writes the figure. */
  livePrice: (total: string) => `Your price with these answers: ${total}`,
  livePriceNoDate: 'Choose a first available date to see your price with these answers.',
  livePriceNote: 'The review shows the final price, with any change your addresses make to the route.',
  vin: 'VIN (optional)',
  vinHint: '17 letters and digits, on the title or the plate at the bottom of the windshield.',
  notes: 'Notes for the carrier (optional)',
  notesHint: 'At most 500 characters: modifications, low clearance, keys, gate codes.',
  lastNameLegend: 'Your name',
  lastName: 'Last name',
  continueButton: 'Continue to review',
  reviewTitle: 'Review and sign your order',
  reviewLead:
    'Read your order agreement below: it is the text you sign, word for word. Signing adds only the order number, the name you type and the time.',
  changeButton: 'Change these details',
  carrier: 'Carrier',
  pickupWindowSpan: (first: string, last: string) => `${first} to ${last} (5 business days)`,
  total: 'Total',
  priceHeading: 'Your price',
  /** "Your quote was $1,300; this order is $1,550 because the vehicle does not run (+$150)…" */
  priceBecause: (quoted: string, total: string, reasons: readonly string[]) =>
    `Your quote was ${quoted}; this order is ${total} because ${
      reasons.length > 1 ? `${reasons.slice(0, -1).join(', ')} and ${reasons.at(-1)}` : reasons[0]
    }.`,
  /** Each reason with its signed amount, "+$150" or "−$150". */
  priceReasons: {
    inopAdded: (vehicle: string | undefined, amount: string) =>
      `${vehicle ? `the ${vehicle}` : 'the vehicle'} does not run (${amount})`,
    inopRemoved: (vehicle: string | undefined, amount: string) =>
      `${vehicle ? `the ${vehicle}` : 'the vehicle'} runs (${amount})`,
    shortNoticeAdded: (days: number, since: 'quote' | 'today', amount: string) =>
      `the first available date is within ${days} days of ${since === 'quote' ? 'your quote' : 'today'} (${amount})`,
    shortNoticeRemoved: (amount: string) => `the first available date is no longer short notice (${amount})`,
    route: (amount: string) => `the route changed (${amount})`,
    rates: (amount: string) => `it is priced at today's rates (${amount})`,
    season: (amount: string) => `the first available date is priced at another season's rates (${amount})`,
  },
  repriced: (oldTotal: string, newTotal: string, days: number) =>
    `Your quote's price held for ${days} days and has lapsed, so this order is priced at today's rates: ${newTotal}, was ${oldTotal}.`,
  oldTotal: 'Quoted total',
  priceToBeConfirmed: (ends: readonly ('pickup' | 'delivery')[]) =>
    `We could not find the ${ends.join(' and ')} ZIP or postal code in our data, so your advisor confirms this price before a carrier is booked.`,
  priceHolds: (until: string) => `Your quote's price holds until ${until}.`,
  priceChangedHeading: 'The price has changed: nothing was signed',
  priceLapsed: (heldUntil: string, oldTotal: string, newTotal: string) =>
    `Your quote's price held until ${heldUntil}; this order is priced at today's rates: ${newTotal}, was ${oldTotal}. Check the new total below and sign again if you agree.`,
  priceChanged: (oldTotal: string, newTotal: string) =>
    `The total of this order is now ${newTotal}, not the ${oldTotal} you reviewed. Check the new total below and sign again if you agree.`,
  unpricedOrder: 'We cannot price this order online any more. Call us and an advisor will price and book it with you.',
  changesByPhone: 'To change the order after signing, call us.',
  signHeading: 'Sign your order',
  typedName: 'Type your full name',
  typedNameHint: 'Typing your name is your electronic signature.',
  consent: 'I agree to the order terms and to sign electronically',
  /** The words of `consent` that link to the agreement on the page. */
  consentLink: 'order terms',
  opensInNewTab: '(opens in a new tab)',
  /** What the consumer is told before consenting to electronic records: how to get paper, withdraw, and read them. */
  electronicRecords: {
    heading: 'Your records, electronic or on paper',
    records:
      'You sign this order electronically, and its records are electronic: this page, the confirmation email we send you, and the signed order as a PDF attached to that email.',
    paperCopy: (phone: string, email: string) =>
      `You can ask for a paper copy of your signed order at any time, free of charge: call our advisors at ${phone} or email ${email}, and we mail it to you.`,
    withdraw: (phone: string, email: string) =>
      `You can withdraw your consent to electronic records at any time, free of charge, by calling our advisors at ${phone} or emailing ${email}. Your order then continues on paper and by phone: we mail you its records and an advisor handles it with you by phone. Withdrawing does not cancel your order.`,
    requirements:
      'To read and keep these records you need a web browser and a PDF reader; most phones and computers have both. To keep a copy, save or print this page, and keep the email and its PDF.',
    scope: 'Your consent covers this order only. If your email address changes, tell us the same way.',
  },
  signButton: 'Sign and book',
  confirmedTitle: 'Order confirmed',
  confirmedLead: (orderNumber: string) => `Your order number is ${orderNumber}. We have emailed you a copy.`,
  orderNumber: 'Order number',
  signedOn: 'Signed',
  nextHeading: nextStepsCopy.heading,
  changesHeading: 'Changes',
  printButton: 'Print your signed order',
  /** No keys named: a phone has none, and its browser prints from its share or page menu. */
  printHint: 'Use your browser’s print command to print it, or download the PDF.',
  downloadPdf: 'Download the signed order (PDF)',
  orderHeading: (orderNumber: string) => `Your order ${orderNumber}`,
  /** The words before the order number in the heading, which keeps the number on one line. */
  orderHeadingBefore: 'Your order',
  orderGreeting: (firstName: string) => `Hi ${firstName}, here is your order.`,
  orderFactsHeading: 'Your order at a glance',
  status: 'Status',
  requestedPickupWindow: 'Requested pickup window',
  confirmedPickupWindow: 'Confirmed pickup window',
  confirmedWindowSpan: (first: string, last: string) => (first === last ? first : `${first} to ${last}`),
  estimatedDelivery: 'Estimated delivery',
  /** Cancelling online while it is free, and how to cancel once it is not. */
  cancel: {
    heading: 'Cancelling',
    freeLead: 'You can cancel this order online, free of charge, until a carrier is assigned.',
    link: 'Cancel this order',
    byPhone: (phone: string) =>
      `A carrier has been assigned, so this order can no longer be cancelled online. To cancel it, call customer support at ${phone}.`,
    title: 'Cancel this order',
    pageHeading: (orderNumber: string) => `Cancel order ${orderNumber}?`,
    meaning: [
      'No carrier has been assigned yet, so cancelling is free: nothing is charged, now or later.',
      'Once cancelled, the order cannot be restarted: to ship the vehicle later, you would book again.',
      'We send you an email to confirm the cancellation.',
    ],
    reason: 'Why are you cancelling? (optional)',
    reasonHint: 'At most 500 characters. It helps us, but you need not say.',
    reasonTooLong: 'Use at most 500 characters for the reason',
    reasonControlCharacters: 'Remove tabs and other hidden characters from the reason',
    reasonInvisible:
      'Type the reason again instead of pasting it: it holds invisible characters, such as zero-width spaces or direction marks',
    notText: 'The reason must be text',
    button: 'Cancel this order',
    keep: 'Keep my order',
    backToOrder: 'Back to your order',
    doneHeading: 'Order cancelled',
    done: (date: string, by: string) => `This order was cancelled on ${date}, ${by}.`,
    nothingCharged: 'Nothing is charged.',
    /** The first sentence of `meaning` for an order that holds a payment (its carrier fell through since). */
    refundInFull: (paid: string) =>
      `No carrier is assigned now, so cancelling is free: the ${paid} you paid is refunded in full to the card you paid with, and nothing more is charged.`,
    emailed: 'An email confirms the cancellation.',
    tooLateTitle: 'A carrier was assigned first',
    tooLate: (phone: string) =>
      `A carrier was assigned to your order before your cancellation reached us, so it could not be cancelled online and your order stands. To cancel it now, call customer support at ${phone}.`,
  },
  /**
   * The order's payment: the agreement's "you pay nothing now; you are charged the total only once a carrier
   * has been confirmed", by phone with the advisor, or with a card saved on the payment provider's page.
   */
  payment: {
    heading: 'Payment',
    /** Card payments off: we call once a carrier is confirmed and take the total by phone. */
    byPhoneLater: (total: string) =>
      `You pay nothing now. Once a carrier is confirmed, we call you and take the total, ${total}, by card over the phone.`,
    byPhoneNow: (total: string, phone: string) =>
      `A carrier is confirmed, so the total, ${total}, is due now: we call you to take it by card over the phone, or call customer support at ${phone} to pay now.`,
    nothingNow: (total: string) =>
      `You pay nothing now. The total, ${total}, is charged only once a carrier is confirmed; if none can be confirmed, you pay nothing.`,
    addCard: 'Add a card now — it is charged only when a carrier is confirmed',
    replaceCard: 'Use another card',
    providerPage: 'The card form is on our payment provider’s secure page: this site never sees your card number.',
    orLater:
      'You can also leave it: once a carrier is confirmed, we email you that the total is due, and you pay it here or by phone.',
    /** "Visa ending 4242": the card as the page names it. */
    cardSaved: (card: string) => `${card} saved`,
    chargedOnce: (total: string) => `It is charged ${total} once a carrier is confirmed.`,
    chargedNow: (total: string) => `A carrier is confirmed, so it is charged the total, ${total}, now.`,
    dueStatus: 'Carrier confirmed — payment due',
    dueNow: (amount: string) => `The total, ${amount}, is due now that a carrier is confirmed.`,
    /** Why the saved card was not charged, in plain words. */
    dueReasons: {
      no_card: 'No card was saved for this order, so nothing could be charged.',
      card_declined: (card: string) => `Your bank declined the charge to your ${card}.`,
      authentication_required: (card: string) =>
        `Your bank asks you to confirm the charge to your ${card} yourself, so it was not taken without you.`,
      failed: 'The charge to your card did not go through.',
    },
    payNow: 'Pay now',
    payByPhone: (phone: string) => `Or pay by phone: call customer support at ${phone}.`,
    paidWith: (amount: string, date: string, card: string) => `Paid ${amount} on ${date} with ${card}.`,
    paidByCard: (amount: string, date: string) => `Paid ${amount} on ${date} by card.`,
    paidByPhone: (amount: string, date: string) => `Paid ${amount} on ${date} by phone.`,
    refunded: (amount: string, date: string) => `Refunded ${amount} on ${date}.`,
    /** The receipt of the order's payment, as its receipt email gives it. */
    receipt: {
      number: 'Receipt number',
      amount: 'Amount paid',
      date: 'Paid on',
      how: 'Paid with',
      byPhone: 'By phone',
      byCard: 'By card',
    },
    /** Back from the provider's page with a card saved: the page's first words. */
    cardSavedNotice: (card: string) => `Your ${card} is saved: it is charged only once a carrier is confirmed.`,
    feeKept: (fee: string) =>
      `Kept: the cancellation fee of ${fee} that your order agreement sets once a carrier is dispatched, for the carrier's wasted trip.`,
    /** A card whose last digits the page was not given. */
    otherCard: 'card',
    /** The posts refused for the order's state (409). */
    refusedTitle: 'This cannot be done for this order',
    noOrder: 'This quote has no signed order, so there is nothing to pay. Go back to your quote, or call us.',
    cancelled: 'This order is cancelled, so it takes no card and no payment. Go back to your order, or call us.',
    alreadyPaid: 'This order is paid already: nothing more is due. Go back to your order to see the payment.',
    cardClosed:
      'A card can be added only until a carrier is confirmed. Go back to your order: it says what is due and how to pay it.',
    notDue: 'Nothing is due on this order now: it is charged only once a carrier is confirmed. Go back to your order.',
    /** The payment provider could not be reached (503). */
    unavailableTitle: 'Our payment provider cannot be reached',
    unavailable: (phone: string) =>
      `We could not reach our payment provider just now, so nothing was charged or saved. Try again in a minute, or call customer support at ${phone}.`,
    returnUnavailable: (phone: string) =>
      `We could not reach our payment provider to confirm what you did on its page. Nothing is lost: reload this page in a minute, or call customer support at ${phone}.`,
    badCheckoutTitle: 'This address could not be read',
    badCheckout: 'This address is not one our payment provider sends back. Go back to your order, or call us.',
  },
  quoteOf: (date: string) => `Your quote of ${date}`,
  quoteOfLead: 'The quote your order was made from, as it was given to you.',
  /** A phone number under a booking link: its last four digits follow. */
  maskedPhonePrefix: '••• ••• ',
  emailNotShown: '(email address not shown on this page)',
  noOrderTitle: 'No signed order yet',
  noOrder: 'This quote has no signed order, so there is no PDF to download. Go back to your quote, or call us.',
  agreementHeading: 'Your signed order',
  refusedTitle: 'This request was refused',
  refusedForeign: 'This form can be sent only from its own page. Go back to your quote and try again.',
  tooLargeTitle: 'This form is too large',
  tooLarge: 'What was sent is larger than this form allows. Go back, shorten your notes and try again.',
  badRequestTitle: 'This form could not be read',
  tooManyTitle: 'Too many attempts',
  tooMany: (seconds: number) => `Please wait ${seconds} seconds and try again, or call us.`,
} as const;

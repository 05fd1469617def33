/**
 * The words of the quote form the server renders inside the widget's place, for visitors whose browser
 * runs no script or never gets the widget's. Labels, legends and hints are the widget's own defaults
 * (widget/messages.ts, widget/step-messages.ts; a test holds them equal), the shipping methods' names and
 * every validation message come from shared/ as the widget's do, so a visitor reads the same words
 * whichever form they meet.
 */
import { MAX_VEHICLES } from '../../../shared/constants';
import { transportHints, transportNames } from '../../../shared/transport-names';

export const quoteFormCopy = {
  title: 'Car Shipping Quote',
  stepNames: ['Route and date', 'Vehicles', 'Your details'] as const,
  modeLegend: 'Where are you shipping?',
  modeDomestic: 'USA/Canada',
  modeInternational: 'International',
  origin: 'Pickup location',
  destination: 'Delivery location',
  locationHintDomestic: 'City, state or ZIP code',
  locationHintInternational: 'City, port or country',
  shipDate: 'First available date',
  transportLegend: 'Shipping method',
  transport: transportNames,
  transportHint: transportHints,
  vehicleLegend: (n: number) => `Vehicle ${n}`,
  year: 'Year',
  yearHint: 'For example 2019',
  make: 'Make',
  model: 'Model',
  firstName: 'First name',
  email: 'Email',
  emailHint: 'We send your quote here',
  phone: 'Phone',
  phoneHint: 'A carrier may call to confirm pickup',
  honeypot: 'Leave this field empty',
  submit: 'Get my quote',
  /** The disclosure that holds the rows of the second to the last vehicle. */
  moreVehicles: `More vehicles (up to ${MAX_VEHICLES})`,
  moreVehiclesHint: 'Fill in a row for each vehicle; leave the rest empty.',
  /** Which shipping methods go with which choice of where; the widget shows only the ones that fit. */
  transportGroups: { domestic: 'USA/Canada', international: 'International' },
  /** Refusals of a post, each a page of its own. */
  refusedTitle: 'This request was refused',
  refusedForeign: 'A quote can be sent only from our own pages. Go back to the form and try again, or call us.',
  tooManyTitle: 'Too many attempts',
  tooMany: (seconds: number) => `Please wait ${seconds} seconds and try again, or call us.`,
  tooLargeTitle: 'This form is too large',
  tooLarge: 'What was sent is larger than the quote form allows. Go back and try again.',
  badRequestTitle: 'This form could not be read',
  badRequest: 'Go back to the quote form and send it again, or call us.',
  unavailableTitle: 'Your quote could not be saved just now',
  unavailable: 'Nothing was lost on your side: go back and send the form again in a moment, or call us.',
} as const;

/**
 * Every user-facing string of the widget (copy is data). An embedder can
 * override any of them through `mount(el, { messages: { ... } })`. Validation messages live in
 * shared/messages.ts because the server answers with the same words.
 */
import type { PriceMessages } from './price-messages';

export const defaultMessages = {
  // The form's title.
  title: 'Car Shipping Quote',
  intro: 'Free, no-obligation quote. It takes about a minute.',
  modeLegend: 'Where are you shipping?',
  modeDomestic: 'USA/Canada',
  modeInternational: 'International',
  stepNames: ['Route and date', 'Vehicles', 'Your details'] as [string, string, string],
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  stepsLabel: 'Quote steps',
  completedStep: 'completed',
  origin: 'Pickup location',
  destination: 'Delivery location',
  locationHintDomestic: 'City, state or ZIP code',
  locationHintInternational: 'City, port or country',
  shipDate: 'First available date',
  shipDateHint: 'MM/DD/YYYY',
  openCalendar: 'Choose date from calendar',
  closeCalendar: 'Close calendar',
  calendarLabel: 'Choose the first available date',
  calendarLoading: 'Loading the calendar…',
  calendarUnavailable: 'The calendar could not load. Type the date as MM/DD/YYYY.',
  transportLegend: 'Shipping method',
  transport: {
    open: 'Open carrier',
    enclosed: 'Enclosed carrier',
    roro: 'Roll-on/Roll-off',
    container: 'Container',
    air: 'Air freight',
  },
  transportHint: {
    open: 'Most affordable, the way dealers ship',
    enclosed: 'Protected from weather and road debris',
    roro: 'Most affordable, all vehicle types',
    container: 'Protected; 20 ft or 40 ft, private or shared',
    air: 'Fastest, up to 80 vehicles per plane',
  },
  vehicleLegend: (n: number) => `Vehicle ${n}`,
  year: 'Year',
  yearHint: 'For example 2019',
  make: 'Make',
  model: 'Model',
  freeTextHint: 'Older vehicles are not in our catalogue: type the name.',
  vehicleType: 'Vehicle type',
  vehicleTypePlaceholder: 'Choose a type',
  vehicleInop: 'Does it run?',
  // Placeholder 'Vehicle running'.
  vehicleInopPlaceholder: 'Vehicle running',
  vehicleRuns: 'Yes, it runs',
  vehicleDoesNotRun: 'No, it does not run',
  addVehicle: 'Add another vehicle',
  removeVehicle: (n: number) => `Remove vehicle ${n}`,
  vehicleAdded: (n: number) => `Vehicle ${n} added`,
  vehicleRemoved: (n: number) => `Vehicle ${n} removed`,
  maxVehicles: 'You can add up to 5 vehicles. Call us for more.',
  firstName: 'First name',
  email: 'Email',
  emailHint: 'We send your quote here',
  phone: 'Phone',
  phoneHint: 'A carrier may call to confirm pickup',
  honeypot: 'Leave this field empty',
  previous: 'Previous',
  next: 'Next',
  submit: 'Get my quote',
  errorSummaryTitle: 'There is a problem',
  errorCount: (n: number) => (n === 1 ? 'There is 1 problem to fix' : `There are ${n} problems to fix`),
  loading: 'Searching…',
  noResults: 'No matches. Check the spelling or try a ZIP code.',
  noMakeResults: 'No matches. You can type the name.',
  lookupFailed: 'Suggestions are unavailable right now. You can keep typing.',
  suggestionsCount: (n: number) => (n === 1 ? '1 suggestion' : `${n} suggestions`),
  port: 'Port',
  submitting: 'Sending your quote…',
  stepLoading: 'Loading the next step…',
  stepLoadFailed: 'The next step could not load. Check your connection, then try again.',
  networkError: 'We could not send your quote. Your answers are kept: check your connection and try again.',
  serverError: 'Something went wrong on our side. Your answers are kept: please try again.',
  retry: 'Try again',
  resultTitle: 'Your quote request is in',
  statusLabel: 'Status',
  descriptionLabel: 'Details',
  leadNumberLabel: 'Lead number',
  successDescription: 'Your quote is ready on the booking page.',
  bookingLink: 'Continue to booking',
  bookingOpensNote: 'The booking page opens in a new tab.',
  opensInNewTab: '(opens in a new tab)',
  // Fixed wording (docs/product.md).
  opportunityError: 'There was an error creating the opportunity. Please try again.',
  newQuote: 'Start a new quote',
  draftRestored: 'We kept what you typed last time.',
  callUs: 'Prefer to talk? Call us.',
};

export type Messages = typeof defaultMessages;
export type MessageOverrides = Partial<Messages & PriceMessages>;

export function resolveMessages(overrides?: MessageOverrides): Messages {
  return overrides ? { ...defaultMessages, ...overrides } : defaultMessages;
}

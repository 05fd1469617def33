/**
 * The words of steps 2 and 3, of sending and of the result. They travel in the steps chunk, with those steps, so the
 * first script stays small; an embedder overrides them through `messages` like every other string.
 */
import { MAX_VEHICLES } from '../shared/constants';

export const stepMessages = {
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
  maxVehicles: `You can add up to ${MAX_VEHICLES} vehicles. Call us for more.`,
  firstName: 'First name',
  email: 'Email',
  emailHint: 'We send your quote here',
  phone: 'Phone',
  phoneHint: 'A carrier may call to confirm pickup',
  honeypot: 'Leave this field empty',
  noMakeResults: 'No matches. You can type the name.',
  resultTitle: 'Your quote request is in',
  statusLabel: 'Status',
  descriptionLabel: 'Details',
  leadNumberLabel: 'Quote number',
  bookingLink: 'Continue to booking',
  bookingOpensNote: 'The booking page opens in a new tab.',
  opensInNewTab: '(opens in a new tab)',
  newQuote: 'Start a new quote',
  networkError: 'We could not send your quote. Your answers are kept: check your connection and try again.',
  serverError: 'Something went wrong on our side. Your answers are kept: please try again.',
  successDescription: 'Your quote is ready on the booking page.',
  // Fixed wording (docs/product.md).
  opportunityError: 'There was an error creating the opportunity. Please try again.',
};

export type StepMessages = typeof stepMessages;

/**
 * Every user-facing string of step 1 and the form around it (copy is data). An embedder can
 * override any of them through `mount(el, { messages: { ... } })`, as well as those of the later steps
 * (step-messages.ts) and the price (price-messages.ts), which travel in the steps chunk, and the lookup fields'
 * notes (lookup-messages.ts), which travel in the lookup chunk. Validation
 * messages live in shared/messages.ts because the server answers with the same words.
 */
import { ERROR_SUMMARY_TITLE } from '../shared/error-summary-title';
import { transportHints, transportNames } from '../shared/transport-names';
import type { LookupMessages } from './lookup-messages';
import type { PriceMessages } from './price-messages';
import type { StepMessages } from './step-messages';

export const defaultMessages = {
  // The form's title.
  title: 'Car Shipping Quote',
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
  transport: transportNames,
  transportHint: transportHints,
  previous: 'Previous',
  next: 'Next',
  submit: 'Get my quote',
  errorSummaryTitle: ERROR_SUMMARY_TITLE,
  errorCount: (n: number) => (n === 1 ? 'There is 1 problem to fix' : `There are ${n} problems to fix`),
  noResults: 'No matches. Check the spelling or try a ZIP code.',
  lookupFailed: 'Suggestions are unavailable right now. You can keep typing.',
  suggestionsCount: (n: number) => (n === 1 ? '1 suggestion' : `${n} suggestions`),
  port: 'Port',
  submitting: 'Sending your quote…',
  stepLoading: 'Loading the next step…',
  stepLoadFailed: 'The next step could not load. Check your connection, then try again.',
  retry: 'Try again',
};

export type Messages = typeof defaultMessages;
export type MessageOverrides = Partial<Messages & StepMessages & PriceMessages & LookupMessages>;

export function resolveMessages(overrides?: MessageOverrides): Messages {
  return overrides ? { ...defaultMessages, ...overrides } : defaultMessages;
}

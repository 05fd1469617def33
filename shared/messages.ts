/**
 * Validation messages, shared by the widget and the server so a visitor sees the same words
 * whichever side found the problem. Two have fixed wording ("Phone number is not valid", "Year is not
 * valid"); the rest are written as instructions (docs/product.md, docs/design-notes.md).
 */
import { MAX_VEHICLES } from './constants';

export const validationMessages = {
  originRequired: 'Enter the pickup city or ZIP code',
  destinationRequired: 'Enter the delivery city or ZIP code',
  locationTooLong: 'Use at most 120 characters',
  shipDateRequired: 'Choose the first date the vehicle is ready',
  shipDateInvalid: 'Enter the date as MM/DD/YYYY',
  shipDatePast: 'Choose today or a later date',
  shipDateTooFar: 'Choose a date within the next 12 months',
  transportTypeRequired: 'Choose a shipping method',
  modeInvalid: 'Choose USA/Canada or International',
  vehiclesMin: 'Add at least one vehicle',
  vehiclesMax: `You can add up to ${MAX_VEHICLES} vehicles`,
  yearRequired: 'Enter the model year',
  // Fixed wording. An older form said "Year id not valid", a typo.
  yearInvalid: 'Year is not valid',
  makeRequired: 'Enter the make',
  modelRequired: 'Enter the model',
  textTooLong: 'Use at most 60 characters',
  vehicleTypeRequired: 'Choose the vehicle type',
  vehicleInopRequired: 'Tell us whether the vehicle runs',
  firstNameRequired: 'Enter your first name',
  firstNameTooLong: 'Use at most 80 characters',
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter an email address like name@example.com',
  phoneRequired: 'Enter your phone number',
  // Fixed wording.
  phoneInvalid: 'Phone number is not valid',
  idempotencyKeyInvalid: 'The request key is not valid',
  // Every typed answer; the widget takes these characters out as they are pasted, so mostly an API client sees it.
  controlCharacters: 'Remove tabs, line breaks and other hidden characters',
  /** Zero-width spaces, direction marks and the like (shared/invisible-characters.ts) come with pasted text. */
  invisibleCharacters:
    'Type this again instead of pasting it: it holds invisible characters, such as zero-width spaces or direction marks',
  contextTooLong: 'Use at most 200 characters',
  contextTimeInvalid: 'Give the time as whole milliseconds since 1970',
  lookupInputRequired: 'Type at least one character',
  lookupInputTooLong: 'Use at most 100 characters',
  makeIdInvalid: 'MakeID must be a whole number',
  makeUnknown: 'Choose the make from the list or type it in',
} as const;

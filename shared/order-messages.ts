/**
 * The order form's messages, written as instructions like the quote's (shared/messages.ts), one for each
 * thing that can be wrong with each field, so the customer knows what to change. docs/orders.md lists
 * them with their rules.
 */
import { validationMessages } from './messages';
import type { VinProblem } from './vin';

/** The words that differ between the pickup and the delivery address. */
const addressMessages = (place: 'pickup' | 'delivery') => ({
  streetRequired: `Enter the ${place} street address`,
  streetTooLong: 'Use at most 200 characters',
  cityRequired: `Enter the ${place} city`,
  cityTooLong: 'Use at most 100 characters',
  stateRequired: `Choose the ${place} state or province`,
  postalCodeRequired: `Enter the ${place} ZIP or postal code`,
  postalCodeInvalid: 'Enter a ZIP or postal code, like 75201 or M5V 2T6',
  /** A Canadian postal code with a US state chosen. */
  postalCodeCanadian: 'This is a Canadian postal code: choose the province, or enter the ZIP code',
  /** A US ZIP code with a province chosen. */
  postalCodeUs: 'This is a US ZIP code: choose the state, or enter the postal code',
  contactNameTooLong: 'Use at most 100 characters',
  // The quote's rule, but not its fixed wording: an order has two contact phones, so it says which.
  contactPhoneInvalid: `Enter a valid phone number for the ${place} contact`,
});

export const orderMessages = {
  /** A field the form does not have: only a changed page or a script sends one. */
  unknownField: 'This form has a field it does not expect: reload the page and try again',
  fieldRepeated: 'This field was sent twice: reload the page and try again',
  /** A value that is not text at all: only a script sends one. */
  notText: 'Enter this as text',
  controlCharacters: validationMessages.controlCharacters,
  invisibleCharacters: validationMessages.invisibleCharacters,
  /** Notes may run over several lines; only the other hidden characters are refused. */
  notesControlCharacters: 'Remove tabs and other hidden characters',
  carrierRequired: 'Choose open or enclosed carrier',
  firstAvailableRequired: 'Choose the first date the vehicle is ready for pickup',
  firstAvailableInvalid: validationMessages.shipDateInvalid,
  firstAvailablePast: validationMessages.shipDatePast,
  /** `latest` as the customer reads it, e.g. "December 20, 2026". */
  firstAvailableTooLate: (latest: string) =>
    `Choose a date on or before ${latest}. For a later date, call us and an advisor will book it with you`,
  pickup: addressMessages('pickup'),
  delivery: addressMessages('delivery'),
  lastNameRequired: 'Enter your last name',
  lastNameTooLong: 'Use at most 100 characters',
  vehiclesMismatch: 'The vehicles do not match your quote: reload the page and try again',
  /** `vehicle` as the page names it, e.g. "2019 Toyota Camry": an order may have several. */
  runsRequired: (vehicle: string) => `Tell us whether the ${vehicle} runs`,
  vin: {
    characters: 'A VIN has only letters and digits',
    'letters-ioq': 'A VIN never has the letters I, O or Q: check for the digits 1 and 0',
    length: 'A VIN has 17 characters',
    'old-length': 'A VIN from before 1981 has 5 to 17 letters and digits',
    'check-digit': "This VIN's check digit does not match: check it against the title or the windshield plate",
  } satisfies Record<VinProblem, string>,
  notesTooLong: 'Use at most 500 characters',
  typedNameRequired: 'Type your full name',
  typedNameTooLong: 'Use at most 200 characters',
  consentRequired: 'Tick the box to agree to the order terms and to sign electronically',
} as const;

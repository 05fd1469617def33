/**
 * "What happens next": the heading of that list on the booking and order pages and in the emails, and the
 * steps that both the booking page (before an order) and the order's confirmation email (after it) tell.
 * Each is written once, so the page and the email promise the same thing in the same words.
 */
export const nextStepsCopy = {
  heading: 'What happens next',
  carrierAssigned: 'We assign a licensed, bonded and insured carrier to your route.',
  payOnceConfirmed: 'You pay only once your shipping partner is confirmed, by card, online or by phone.',
  pickupToDoor: 'The carrier picks up your vehicle and delivers it to your door.',
} as const;

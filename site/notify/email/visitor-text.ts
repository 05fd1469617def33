/**
 * What a visitor typed, as an email to an address they gave shows it. Anyone can ask for a quote with
 * someone else's address, so a field is a way to put words in front of a stranger, under the broker's
 * name; mail clients turn addresses, email addresses and phone numbers into links and call buttons. So
 * typed text reaches an email only when it could be what the field asks for: a first name of letters, a
 * place or a vehicle of letters, digits and a little punctuation, with nothing a client would link.
 */

/** "https://", "www.", or a dot between a letter or digit and two letters ("evil.example", "pay.me"). */
const LINK_LIKE = /:\/\/|www\.|[\p{L}\p{N}][.。．]\p{L}{2}/iu;
/** Seven digits or more in one run of digits, spaces and phone punctuation: a phone number to a client. */
const PHONE_LIKE = /\d(?:[\s().+-]*\d){6}/u;
/** A name: letters and marks, with spaces, apostrophes, hyphens and dots between them; 40 at most. */
const NAME = /^[\p{L}\p{M}](?:[\p{L}\p{M} '’.-]{0,38}[\p{L}\p{M}.])?$/u;
/** A place or a vehicle: letters, digits, spaces and the punctuation addresses and model names use. */
const PLAIN = /^[\p{L}\p{M}\p{N} ,.'’&()/#-]{1,120}$/u;

const linkable = (text: string) => LINK_LIKE.test(text) || PHONE_LIKE.test(text) || text.includes('@');

/** The first name for a greeting, or undefined when it is not a name (the greeting then has none). */
export function greetingName(firstName: string): string | undefined {
  const name = firstName.trim();
  return NAME.test(name) && !linkable(name) ? name : undefined;
}

/** A place or a vehicle's make or model as typed, or undefined when an email must not repeat it. */
export function plainText(text: string): string | undefined {
  const value = text.trim();
  return PLAIN.test(value) && !linkable(value) ? value : undefined;
}

/** A phone number and nothing else: digits, spaces and the punctuation phone numbers are written with. */
const PHONE_ONLY = /^\+?[\d ().-]{7,25}$/u;

/**
 * A pickup or delivery contact's phone number as typed, or undefined when it is anything but a phone
 * number. Only the order confirmation repeats it: that email goes to the person who signed the order and
 * gave the number for the carrier, so a client turning it into a call button is what they asked for.
 */
export function contactPhoneText(text: string): string | undefined {
  const value = text.trim();
  const digits = value.replace(/\D/g, '').length;
  return PHONE_ONLY.test(value) && digits >= 7 && digits <= 15 ? value : undefined;
}

/**
 * A reason as typed into a free-text field (why an order was cancelled), on one line, or undefined when an
 * email must not repeat it: anything a client would link, or longer than a reason needs.
 */
export function reasonText(text: string): string | undefined {
  const value = text.trim();
  return value !== '' && value.length <= 300 && !linkable(value) ? value : undefined;
}

/**
 * The emails' words, as data (copy is data). Subjects are built only from numbers the site made, never
 * from anything a visitor typed: a subject is shown in inbox lists and notifications before the mail is
 * opened, where a name like "Claim your refund at …" would read as the broker's own words.
 */

export const emailCopy = {
  brandTagline: 'Vehicle shipping',
  vehicleCount: (count: number) => (count === 1 ? 'one vehicle' : `${count} vehicles`),
  routeHeading: 'Your route',
  pickup: 'Pickup',
  delivery: 'Delivery',
  readyOn: 'Vehicle ready on',
  vehiclesHeading: 'Your vehicles',
  greeting: (firstName: string) => `Hi ${firstName},`,
  greetingWithoutName: 'Hello,',
  /** In place of typed text an email does not repeat: it looked like a link, an address or a phone number. */
  notRepeated: 'as you entered it on our site',
  vehicleNotRepeated: (year: string) => `A ${year} vehicle, as you entered it on our site`,
  /** Before the booking page's address, written out for mail clients that drop buttons. */
  bookingPageLinkText: 'Your booking page:',
} as const;

/**
 * The broker's brand as typed data (name, phones, mailboxes, address).
 * The broker supplies its real numbers and mailboxes; until then this is
 * sample content that is no real company's: everything here is fictional and marked `sample`.
 * - Phones use the 555-0100…555-0199 lines, which the North American Numbering Plan reserves for fiction.
 * - Mailboxes use the `.example` top-level domain, reserved for documentation (RFC 2606).
 * - The office street does not exist; the city is real so the address reads naturally.
 */

export interface PhoneNumber {
  /** As people read it, e.g. "(512) 555-0147". */
  display: string;
  /** A ready `tel:` link in E.164 form, e.g. "tel:+15125550147". */
  href: string;
}

export interface Mailbox {
  address: string;
  /** A ready `mailto:` link. */
  href: string;
}

export interface PostalAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
  /** One line for footers and the mobile menu. */
  oneLine: string;
}

export interface OpeningHours {
  /** Human-readable days, e.g. "Monday to Friday". */
  days: string;
  /** 24-hour local times, e.g. "08:00". */
  opens: string;
  closes: string;
}

export interface SocialProfile {
  network: 'facebook' | 'instagram' | 'x' | 'youtube';
  label: string;
  url: string;
}

export interface Brand {
  name: string;
  /** Fictional company: never present it as a real business. */
  sample: true;
  domain: string;
  phones: {
    /** The advisors' line: landing top bar and contact block (landing layout). */
    advisors: PhoneNumber;
    /** The number in the older header (older header menu). */
    header: PhoneNumber;
  };
  mailboxes: {
    /** General information. */
    info: Mailbox;
    quotes: Mailbox;
    support: Mailbox;
  };
  address: PostalAddress;
  /**
   * The broker's operating authority, as registered with FMCSA: what every agreement must name. Sample
   * numbers for the fictional broker; the broker replaces them with its own.
   */
  authority: { legalName: string; mcNumber: string; usdotNumber: string };
  /** Time zone of the advisors' hours. */
  timeZone: string;
  /** When advisors answer the phone; customer service itself is 24/7. */
  advisorHours: readonly OpeningHours[];
  /** One line for pages: the hours as people read them. */
  advisorHoursText: string;
  /** The home page footer's social links, to four networks. */
  social: readonly SocialProfile[];
}

function phone(areaCode: string, line: string): PhoneNumber {
  return { display: `(${areaCode}) 555-${line}`, href: `tel:+1${areaCode}555${line}` };
}

function mailbox(local: string): Mailbox {
  const address = `${local}@shipquote.example`;
  return { address, href: `mailto:${address}` };
}

const HANDLE = 'shipquotesample';

export const brand: Brand = {
  name: 'ShipQuote',
  sample: true,
  domain: 'shipquote.example',
  phones: {
    advisors: phone('512', '0147'),
    header: phone('512', '0148'),
  },
  mailboxes: {
    info: mailbox('info'),
    quotes: mailbox('quotes'),
    support: mailbox('support'),
  },
  address: {
    street: '4100 Carrier Lane, Suite 210',
    locality: 'Austin',
    region: 'TX',
    postalCode: '78701',
    country: 'US',
    oneLine: '4100 Carrier Lane, Suite 210, Austin, TX 78701',
  },
  authority: { legalName: 'ShipQuote Logistics LLC (sample)', mcNumber: 'MC-000000', usdotNumber: '0000000' },
  timeZone: 'America/Chicago',
  advisorHours: [
    { days: 'Monday to Friday', opens: '08:00', closes: '20:00' },
    { days: 'Saturday', opens: '09:00', closes: '17:00' },
  ],
  advisorHoursText: 'Advisors: Monday to Friday 8 am – 8 pm, Saturday 9 am – 5 pm (Central Time)',
  social: [
    { network: 'facebook', label: 'Facebook', url: `https://www.facebook.com/${HANDLE}` },
    { network: 'instagram', label: 'Instagram', url: `https://www.instagram.com/${HANDLE}` },
    { network: 'x', label: 'X', url: `https://x.com/${HANDLE}` },
    { network: 'youtube', label: 'YouTube', url: `https://www.youtube.com/@${HANDLE}` },
  ],
};

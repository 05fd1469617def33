/**
 * The broker's brand as typed data (name, phones, mailboxes, address).
 * The broker supplies its real numbers and mailboxes; until then this is
 * sample content that is no real company's: everything here is fictional and marked `sample`.
 * - Phones use the 555-0100…555-0199 lines, which the North American Numbering Plan reserves for fiction.
 * - Mailboxes use the `.example` top-level domain, reserved for documentation (RFC 2606).
 * - The office street does not exist; the city is real so the address reads naturally.
 * - The legal name is made up, and the MC and USDOT numbers are all zeros, which FMCSA never issues.
 */

export interface PhoneNumber {
  /** As people read it, e.g. "(512) 555-0147". */
  display: string;
  /** A ready `tel:` link in E.164 form, e.g. "tel:+15125550147". */
  href: string;
  /**
   * What the line is for, e.g. "Advisors": written beside the number wherever it is shown, since a page
   * may show both of the broker's lines and a visitor must know which to call.
   */
  label: string;
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
  /** The same days as numbers, 0 Sunday to 6 Saturday (as `Date#getUTCDay` counts them), for rules. */
  weekdays: readonly number[];
  /** 24-hour local times, e.g. "08:00". */
  opens: string;
  closes: string;
}

export interface SocialProfile {
  network: 'facebook' | 'instagram' | 'x' | 'youtube';
  label: string;
  url: string;
}

/**
 * The broker's operating authority: who the customer contracts with, under which FMCSA registration. Each
 * agreement states it, and nothing the broker writes may let it pass for the carrier.
 */
export interface BrokerAuthority {
  /** The registered company name, as on the FMCSA registration. */
  legalName: string;
  /** The docket number of the broker authority, digits only: texts write it "MC 000000". */
  mcNumber: string;
  /** The USDOT number, digits only: texts write it "USDOT 0000000". */
  usdotNumber: string;
}

export interface Brand {
  name: string;
  /** Fictional company: never present it as a real business. */
  sample: true;
  domain: string;
  /**
   * One line per purpose, each with its label wherever it is shown; no text writes a number of its own.
   * The line follows what the caller has: a quote (or nothing yet) or a signed order.
   */
  phones: {
    /**
     * Quotes and bookings: every page and email before an order is signed (the site, the booking pages and
     * their header, the quote and call-back emails), and every "call an advisor".
     */
    advisors: PhoneNumber;
    /**
     * Customer support for a signed order: its pages, its emails and PDF, its agreement, paying and
     * cancelling by phone, and where a shipped vehicle is.
     */
    support: PhoneNumber;
  };
  mailboxes: {
    /** General information. */
    info: Mailbox;
    quotes: Mailbox;
    support: Mailbox;
  };
  address: PostalAddress;
  /** Sample numbers until the broker fills in its own. */
  authority: BrokerAuthority;
  /** Time zone of the advisors' hours (IANA name): call backs are offered and shown in it. */
  timeZone: string;
  /** When the phones are answered, both lines (advisors and customer support): nobody answers them outside these hours. */
  advisorHours: readonly OpeningHours[];
  /** The hours as people read them, to follow a phone number: "Monday to Friday 8 am – 8 pm, …". */
  advisorHoursShort: string;
  /** One line for pages: the hours, saying they are the phones' hours. */
  advisorHoursText: string;
  /**
   * What "24/7 customer service" covers: the support mailbox, answered around the clock. The phones keep
   * the advisors' hours, so no text may offer a call "any time".
   */
  customerService: {
    /** The claim as a title: "24/7 customer service by email". */
    claim: string;
    /** One line for pages beside the advisors' hours. */
    text: string;
  };
  /** The home page footer's social links, to four networks. */
  social: readonly SocialProfile[];
}

function phone(areaCode: string, line: string, label: string): PhoneNumber {
  return { display: `(${areaCode}) 555-${line}`, href: `tel:+1${areaCode}555${line}`, label };
}

function mailbox(local: string): Mailbox {
  const address = `${local}@shipquote.example`;
  return { address, href: `mailto:${address}` };
}

const HANDLE = 'shipquotesample';
const SUPPORT = mailbox('support');
const ADVISOR_HOURS = 'Monday to Friday 8 am – 8 pm, Saturday 9 am – 5 pm (Central Time)';

export const brand: Brand = {
  name: 'ShipQuote',
  sample: true,
  domain: 'shipquote.example',
  phones: {
    advisors: phone('512', '0147', 'Advisors'),
    support: phone('512', '0148', 'Customer support'),
  },
  mailboxes: {
    info: mailbox('info'),
    quotes: mailbox('quotes'),
    support: SUPPORT,
  },
  address: {
    street: '4100 Carrier Lane, Suite 210',
    locality: 'Austin',
    region: 'TX',
    postalCode: '78701',
    country: 'US',
    oneLine: '4100 Carrier Lane, Suite 210, Austin, TX 78701',
  },
  authority: {
    legalName: 'ShipQuote Logistics LLC',
    mcNumber: '000000',
    usdotNumber: '0000000',
  },
  timeZone: 'America/Chicago',
  advisorHours: [
    { days: 'Monday to Friday', weekdays: [1, 2, 3, 4, 5], opens: '08:00', closes: '20:00' },
    { days: 'Saturday', weekdays: [6], opens: '09:00', closes: '17:00' },
  ],
  advisorHoursShort: ADVISOR_HOURS,
  advisorHoursText: `Advisors by phone: ${ADVISOR_HOURS}`,
  customerService: {
    claim: '24/7 customer service by email',
    text: `Customer service by email: around the clock, every day, at ${SUPPORT.address}`,
  },
  social: [
    { network: 'facebook', label: 'Facebook', url: `https://www.facebook.com/${HANDLE}` },
    { network: 'instagram', label: 'Instagram', url: `https://www.instagram.com/${HANDLE}` },
    { network: 'x', label: 'X', url: `https://x.com/${HANDLE}` },
    { network: 'youtube', label: 'YouTube', url: `https://www.youtube.com/@${HANDLE}` },
  ],
};

/** "USDOT 0000000, MC 000000": the broker's registration numbers, as every text writes them. */
export const authorityNumbers = `USDOT ${brand.authority.usdotNumber}, MC ${brand.authority.mcNumber}`;

/**
 * Who the broker is and that it is not the carrier, in one sentence pair: the footer of every email and of
 * the booking pages. A broker must never present itself as the one who carries the vehicle.
 */
export const authorityStatement = `${brand.authority.legalName} is a licensed property broker (${authorityNumbers}). We arrange transport by licensed, insured carriers; we are not the carrier.`;

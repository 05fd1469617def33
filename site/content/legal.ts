/**
 * The Terms of Service (/terms) and the Privacy Policy (/privacy-policy) as structured sections; each
 * section's id is its in-page anchor. SAMPLE TEXT for a fictional broker: the broker must have both reviewed
 * by its own counsel before use, and fill in the values marked as its settings (`TERMS_SETTINGS`,
 * `PRIVACY_SETTINGS`).
 *
 * The Privacy Policy describes what this product actually stores and does (README, docs/design-notes.md,
 * site/storage/sqlite/migrations.ts, shared/schema.ts): when any of that changes, this text must change with it.
 */
import { formatUsdWithoutLocaleData } from '../../shared/format';
import { authorityNumbers, brand } from './brand';

export interface LegalSection {
  /** In-page anchor, unique within its page. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalPage {
  slug: 'terms' | 'privacy-policy';
  path: '/terms' | '/privacy-policy';
  title: string;
  metaDescription: string;
  /** ISO date. */
  effectiveDate: string;
  /** Shown above the text while it is the sample. */
  sampleNotice: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

export const LEGAL_EFFECTIVE_DATE = '2026-11-26';

export const LEGAL_SAMPLE_NOTICE =
  'Sample text for a fictional company. The broker must have it reviewed by its own counsel and fill in its own settings before publishing it.';

/** The broker's own choices that the Terms state; the values here are sample settings. */
export interface TermsSettings {
  /** How long a quoted price stands, in days. */
  quoteValidDays: number;
  /** US dollars charged when an order is cancelled after a carrier has been confirmed and dispatched. */
  cancellationFeeAfterDispatchUsd: number;
  governingLawState: string;
  venueCounty: string;
}

export const TERMS_SETTINGS: TermsSettings = {
  quoteValidDays: 14,
  cancellationFeeAfterDispatchUsd: 150,
  governingLawState: 'Texas',
  venueCounty: 'Travis County',
};

/**
 * The broker's retention choices that the Privacy Policy states; the values here are sample settings. The
 * first two are the server's own settings in words a visitor reads: change them together (README).
 */
export interface PrivacySettings {
  /** Days the private booking link works: the server's BOOKING_LINK_DAYS (90 unless set). */
  bookingLinkDays: number;
  /**
   * Quote requests, spam included, are anonymised this many months after they were made: the server's
   * LEAD_RETENTION_DAYS (730 for 24 months), which keeps them forever unless set.
   */
  leadRetentionMonths: number;
  /** Booking and payment records are kept this many years for tax and accounting law. */
  bookingRecordYears: number;
  /** The mailbox for privacy requests. */
  privacyMailbox: { address: string; href: string };
}

export const PRIVACY_SETTINGS: PrivacySettings = {
  bookingLinkDays: 90,
  leadRetentionMonths: 24,
  bookingRecordYears: 7,
  privacyMailbox: brand.mailboxes.info,
};

const t = TERMS_SETTINGS;
const p = PRIVACY_SETTINGS;
const mail = p.privacyMailbox.address;
const advisors = brand.phones.advisors.display;
const postal = `${brand.name}, ${brand.address.oneLine}`;

export const TERMS: LegalPage = {
  slug: 'terms',
  path: '/terms',
  title: 'Terms of Service',
  metaDescription: `The terms on which ${brand.name} quotes and arranges vehicle shipping: quotes, payment, cancellation, carrier liability and claims.`,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  sampleNotice: LEGAL_SAMPLE_NOTICE,
  intro: [
    `These terms apply when you request a quote from ${brand.name} ("we", "us") or book a vehicle shipment with us, online or by phone. Please read them before you book; booking means you accept them.`,
  ],
  sections: [
    {
      id: 'who-we-are',
      title: '1. Who we are',
      paragraphs: [
        `${brand.name} is a transportation broker registered with the Federal Motor Carrier Safety Administration as ${brand.authority.legalName} (${authorityNumbers}; sample numbers), with offices at ${brand.address.oneLine}. We arrange the transport of your vehicle with independent motor carriers. We do not own trucks and do not transport vehicles ourselves.`,
        'The carrier we assign is responsible for the physical transport of your vehicle, from loading at pickup to unloading at delivery, under its own operating authority and insurance.',
      ],
    },
    {
      id: 'quotes',
      title: '2. Quotes are estimates',
      paragraphs: [
        `A quote, including the instant price shown after you request one, is an estimate based on the information you give: the route, the dates, the vehicles, whether they run and the transport type. It stands for ${t.quoteValidDays} days.`,
        'The price may change before booking if that information changes or turns out to be wrong, for example a vehicle that does not run, is modified, oversized or heavier than stated, or an address a truck cannot reach. We tell you about any change and you may decline it. International quotes cover the items listed in them only; destination duties, taxes and port charges are not included unless stated.',
      ],
    },
    {
      id: 'booking',
      title: '3. Booking and confirmation',
      paragraphs: [
        'You book by agreeing to the order electronically, online or with an advisor by phone. We confirm every order by email, with the route, vehicles, transport type, first available date and price. Please check the confirmation and tell us at once if anything is wrong.',
        'Once you book, we look for a licensed and insured carrier whose route and schedule fit your order.',
      ],
    },
    {
      id: 'payment',
      title: '4. Price and payment',
      paragraphs: [
        'You are charged only once a carrier has been confirmed for your order. If we cannot confirm a carrier, you pay nothing.',
        'We accept all major credit and debit cards, online or by phone. The price in your confirmation includes transport and the carrier’s cargo insurance; there are no hidden fees. It changes only if you change the order or the information it was based on proves inaccurate (section 2).',
      ],
    },
    {
      id: 'dates',
      title: '5. Pickup and delivery dates',
      paragraphs: [
        'Pickup is arranged within a window that starts on your first available date. Delivery dates are estimates. Weather, road conditions, traffic, mechanical problems, drivers’ legal hours of service and other events outside our and the carrier’s control can cause delays. Unless we agree in writing to a guaranteed date, we are not liable for costs caused by a delay, such as a rental car or accommodation.',
      ],
    },
    {
      id: 'your-responsibilities',
      title: '6. Your responsibilities',
      paragraphs: ['By booking, you confirm that you own the vehicle or are authorized to ship it, and you agree to:'],
      list: [
        'give accurate information about the vehicle, its condition and any modifications, and the addresses;',
        'prepare the vehicle as our vehicle preparation guide describes, including removing toll transponders and valuables;',
        'leave no more than about 100 pounds of personal items, in the trunk or below the window line, and no hazardous, illegal or prohibited items;',
        'have yourself or a person you name, aged 18 or over, at pickup and delivery with the keys;',
        'for exports, provide the title and documents customs requires, in time.',
      ],
    },
    {
      id: 'inspection',
      title: '7. Inspection and the bill of lading',
      paragraphs: [
        'At pickup the driver inspects the vehicle with you and records its condition on the bill of lading, which you both sign. At delivery you inspect the vehicle again before signing. Any loss or damage must be written on the bill of lading at delivery, in the presence of the driver. The bill of lading is the carrier’s contract of carriage and the main evidence in any claim.',
      ],
    },
    {
      id: 'cancellation',
      title: '8. Changes and cancellation',
      paragraphs: [
        'You may change or cancel your order at no cost until a carrier has been confirmed. After that, please contact us as soon as possible.',
        `If you cancel after a carrier has been confirmed and dispatched to pick up your vehicle, or the vehicle is not available at the agreed pickup, a fee of ${formatUsdWithoutLocaleData(t.cancellationFeeAfterDispatchUsd)} applies to cover the carrier’s wasted trip. Any amount you paid beyond that fee is refunded to your card within 10 business days.`,
      ],
    },
    {
      id: 'liability',
      title: '9. Liability',
      paragraphs: [
        'The carrier is responsible for loss of or damage to your vehicle while it is in the carrier’s care, as federal law provides for interstate motor carriers (the Carmack Amendment, 49 U.S.C. 14706). That responsibility is backed by the carrier’s cargo insurance, and recovery for such loss or damage is limited to what the carrier and its insurance provide.',
        'As a broker, we are responsible for arranging your shipment with care: assigning a carrier with active operating authority and cargo insurance, and passing on your instructions accurately. To the extent the law allows, our own liability for any claim related to a shipment is limited to the amount you paid us for it, and we are not liable for indirect or consequential losses. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'claims',
      title: '10. Damage claims',
      paragraphs: [
        'If your vehicle is damaged in transport, note it on the bill of lading at delivery, take photos, and call us the same day. We contact the carrier and help you prepare and file a written claim with it, with the bill of lading, photos and repair estimates.',
        'Federal law gives you at least nine months from delivery to file a written claim with the carrier. The carrier must acknowledge it within 30 days and pay, decline or make a settlement offer within 120 days (49 CFR Part 370). We follow up with the carrier until the claim is resolved.',
      ],
    },
    {
      id: 'international',
      title: '11. International shipments',
      paragraphs: [
        'For shipments leaving or entering the USA, you are responsible for the export and import requirements, duties and taxes of each country. Ocean and air carriers’ liability is limited by law and by their terms, which may be far below the value of your vehicle; we recommend marine cargo insurance for its full value.',
      ],
    },
    {
      id: 'website',
      title: '12. This website',
      paragraphs: [
        'You may use this website to learn about our services and to request quotes for yourself or for someone who has asked you to. Do not misuse it: no automated requests that overload it, no false information, no attempts to reach data that is not yours. Quote requests are handled as our Privacy Policy describes.',
      ],
    },
    {
      id: 'governing-law',
      title: '13. Governing law and disputes',
      paragraphs: [
        `These terms are governed by the laws of the State of ${t.governingLawState} and applicable US federal law. Any dispute that we cannot resolve together will be decided by the state or federal courts located in ${t.venueCounty}, ${t.governingLawState}, unless the law of the place where you live gives you the right to bring it there. This does not take away any consumer right you have under the law of your state or province.`,
      ],
    },
    {
      id: 'changes',
      title: '14. Changes to these terms',
      paragraphs: [
        'We may update these terms. The version in force when you book applies to that booking. The date at the top shows when they last changed.',
      ],
    },
    {
      id: 'contact',
      title: '15. Contact us',
      paragraphs: [
        `${postal}. ${brand.phones.advisors.label}: ${advisors}; ${brand.phones.support.label}: ${brand.phones.support.display}; both ${brand.advisorHoursShort}. ${brand.customerService.text}. General questions: ${brand.mailboxes.info.address}.`,
      ],
    },
  ],
};

export const PRIVACY_POLICY: LegalPage = {
  slug: 'privacy-policy',
  path: '/privacy-policy',
  title: 'Privacy Policy',
  metaDescription: `What personal information ${brand.name} collects when you request a vehicle shipping quote, why, who receives it, how long it is kept and your rights.`,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  sampleNotice: LEGAL_SAMPLE_NOTICE,
  intro: [
    `This policy explains what ${brand.name} ("we", "us") collects when you use this website or request a vehicle shipping quote, why we collect it, who receives it, how long we keep it and the choices and rights you have. We collect only what we need to quote and arrange your shipment.`,
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      paragraphs: [
        `${postal}, is responsible for the personal information described here. For any privacy question or request, write to ${mail}.`,
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect when you request a quote',
      paragraphs: [
        'The quote form asks for the following, and we store it with your request:',
        'You do not need an account: this website has no logins and no passwords.',
      ],
      list: [
        'Your route: the pickup and delivery locations you enter (city, ZIP or postal code, or port), whether the shipment is within the USA and Canada or international, the shipping method (open or enclosed carrier, roll-on/roll-off, container or air freight) and your first available ship date.',
        'Your vehicles: the year, make and model of each vehicle, and in the short form also its type (car, SUV, pickup or van) and whether it runs.',
        'Your contact details: your first name, email address and phone number.',
        'Where the request came from: which form on which page you used (the form’s own partner or placement name, the address of the page without its query string, which can contain personal data, and whether it was the full or compact form), and the partner and campaign identifiers carried by the links you followed to this website (id, source, marketing_id), the fbclid click identifier a social network adds to links from its ads, and the campaign tags utm_source, utm_medium, utm_campaign, utm_term and utm_content, with the page you arrived on and when. If you arrived by two different links within 30 days, we keep the first and the latest. Each is stored only when present.',
        'Request details we create: the date and time of your request, your quote number, a random key that stops a double click or a retry from creating a second request (idempotency key), and a random private link to your booking page.',
        'An anti-spam field that people do not see. If software fills it in, we keep what it entered and mark the request as spam.',
      ],
    },
    {
      id: 'what-we-do-not-collect',
      title: 'What we do not collect or keep',
      paragraphs: [
        'This website does not ask for or store payment card details; when you pay, the card is processed by our payment provider. We do not collect precise location from your device.',
        'Your IP address is used only to limit how many requests one address can send per minute, which protects the service from abuse. It is held in the server’s memory for at most a few minutes after your last request, never written to our database, and never logged. Our server logs record quote numbers and whether requests succeeded, never your name, email address or phone number.',
      ],
    },
    {
      id: 'when-you-book',
      title: 'When you book a shipment',
      paragraphs: [
        'To arrange the shipment, our advisors also collect the pickup and delivery addresses and the names and phone numbers of the people who will hand over and receive the vehicle. For exports, customs law requires ownership documents such as the title. This information is kept in our customer records, not on this website.',
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'Why we use it, and our legal bases',
      paragraphs: [
        'Where the law asks us to name a legal basis for each use (for visitors from the UK, the European Economic Area and similar laws), these are ours:',
      ],
      list: [
        'To prepare your quote, contact you about it by email or phone, show your booking page and arrange your shipment: steps you ask us to take before and under a contract with you.',
        'To know which partner or campaign brought your request (id, source, marketing_id, fbclid, utm tags, page address), so we can credit and pay partners and see which pages help people: our legitimate interest in running and improving our business.',
        'To stop duplicate requests, spam and abuse (idempotency key, anti-spam field, rate limiting): our legitimate interest in keeping the service working and secure.',
        'To keep booking, payment and tax records and to answer lawful requests from authorities: our legal obligations.',
        'To load the tag manager and the tools it runs, where the law requires consent for them: your consent, which you can withdraw at any time.',
      ],
    },
    {
      id: 'who-receives-it',
      title: 'Who receives it',
      paragraphs: ['We do not sell your personal information. We share it only as follows:'],
      list: [
        'Our customer relationship management (CRM) system: each quote request is sent to it over an encrypted, signed connection, when we have one connected. The CRM provider processes it for us under contract.',
        'The carrier that moves your vehicle, once your shipment is booked: only what it needs, namely your name, phone number, the pickup and delivery details and the vehicle.',
        'Our payment provider, when you pay.',
        'Service providers that host this website and its database for us, under contract.',
        'Authorities, courts or advisers, when the law requires it or to protect our rights.',
        'A buyer or successor, if our business is sold or merged, under this policy.',
      ],
    },
    {
      id: 'cookies-and-storage',
      title: 'Cookies and storage on your device',
      paragraphs: [
        'This website does not set cookies itself. It keeps three things in your browser, which never leave your device unless you submit the form:',
        'A tag manager is loaded only if we have switched it on, and then a few seconds after the page loads. The analytics or advertising tools it runs may set their own cookies; we list them here when it is switched on, and where the law requires it we ask for your consent first. The quote form tells the tag manager which step you reached, the partner identifiers and, after you submit, your quote number: never your answers, your contact details or your booking link.',
      ],
      list: [
        'Your light or dark theme choice, in localStorage under the key "theme". It stays until you clear your browser’s site data.',
        'A draft of the quote form, in sessionStorage, so your answers (including your name, email address and phone number) survive a page reload. It is deleted when you submit the form successfully and when you close the tab.',
        'The partner and campaign identifiers of the link you arrived by (id, source, marketing_id, fbclid and the utm tags), the page you arrived on (without its query string) and when, in localStorage under the key "shipquote:campaign", so a quote you ask for later, from another page, still credits the partner or advertisement that brought you. We keep the first and the latest such link; each is forgotten after 30 days. It holds nothing about you personally. Where our quote form is embedded on a partner’s website, it keeps the same identifiers in that website’s sessionStorage, only until you close the tab.',
      ],
    },
    {
      id: 'how-long-we-keep-it',
      title: 'How long we keep it',
      paragraphs: [
        `We keep quote requests for ${p.leadRetentionMonths} months. After that we anonymise them: your name, email address, phone number, route, ship date, vehicles and where the request came from are removed, and we keep only the quote number, the date and the kind of shipment, for our accounts.`,
        `The private link to your booking page stops working ${p.bookingLinkDays} days after your request. After that it says only that the link has expired and how to call us.`,
        `Booking and payment records are kept for ${p.bookingRecordYears} years, as tax and accounting law requires. These periods are our settings and apply to the copy in our CRM as well.`,
        'Data in your browser is kept as described under Cookies and storage on your device.',
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      paragraphs: [
        `The website is served over encrypted connections. Your booking page has a long random address that cannot be guessed from your quote number, and it stops working after ${p.bookingLinkDays} days. Requests sent to our CRM are signed so they cannot be forged. Access to quote requests is limited to staff who need it. No system is perfectly secure; if a breach affects you, we will tell you as the law requires.`,
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      paragraphs: [
        `You can ask us to tell you what we hold about you and give you a copy, correct it, or delete it, and you can object to our use of it for marketing at any time. Write to ${mail} from the email address you used, with your quote number if you have it, so we can confirm the request is yours. We answer within 30 days, or within 45 days where a state law allows, and do not charge for it. We may keep what the law requires us to keep, such as booking and payment records.`,
        'A copy is every quote request made with your email address, in a file computers can read (JSON). To delete, we anonymise those requests as described under How long we keep it, take them out of the queue waiting to be sent to our CRM, and delete them from our CRM too.',
      ],
    },
    {
      id: 'us-state-privacy-rights',
      title: 'California and other US state privacy rights',
      paragraphs: [
        'Residents of California (under the CCPA as amended by the CPRA) and of states with similar laws, including Texas, have the right to know what personal information we collect, use and disclose, to access it, to correct it, to delete it, and to opt out of its sale, of its sharing for cross-context behavioral advertising, and of targeted advertising. We will not discriminate against you for using these rights. You may use an authorized agent, whom we will ask for proof of your authorization.',
        'In the past 12 months we collected: identifiers (first name, email address, phone number); commercial information (your route, dates and vehicles); and internet activity information (the page address and campaign identifiers listed above). We collect no sensitive personal information as these laws define it. We have not sold personal information. If we switch on advertising tools through the tag manager, that may count as sharing; you can opt out by writing to us at the address below.',
      ],
    },
    {
      id: 'canada',
      title: 'Visitors from Canada',
      paragraphs: [
        'We handle personal information of people in Canada in line with the Personal Information Protection and Electronic Documents Act (PIPEDA). You may access and correct your personal information and withdraw your consent, subject to legal and contractual limits. Our servers and service providers are in the United States, so your information may be accessible to US authorities under US law. If you are not satisfied with our answer to a concern, you may complain to the Office of the Privacy Commissioner of Canada.',
      ],
    },
    {
      id: 'international-visitors',
      title: 'Visitors from other countries',
      paragraphs: [
        'We are based in the United States and store information there. If you contact us from another country, your information is transferred to the United States. Where your law requires it, we protect such transfers with the safeguards it provides, and you may also complain to your local data protection authority.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      paragraphs: [
        'This website is not meant for children. We do not knowingly collect personal information from anyone under 16. If you believe a child has sent us information, write to us and we will delete it.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: [
        'When what we collect or how we use it changes, we update this policy and the date at the top. Significant changes are also announced on this website.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      paragraphs: [`Email ${mail}, call our advisors at ${advisors}, or write to ${postal}.`],
    },
  ],
};

export const LEGAL_PAGES: readonly LegalPage[] = [TERMS, PRIVACY_POLICY];

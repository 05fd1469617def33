/**
 * The `/landing` page's copy as typed data: the landing layout for paid ads and affiliates (top bar,
 * hero with the quote form, services selector, reviews, press, why us, contact). Claims that the home
 * page already states come from `home.ts`, so a claim is written once. SAMPLE CONTENT.
 */
import { brand, type PhoneNumber } from './brand';
import { BENEFITS, type Benefit, NETWORK_STATS, STATS, type Stat } from './home';

export interface SectionLink {
  label: string;
  href: string;
}

export interface TopBar {
  /** Links to the page's own sections, in the order the page shows them. */
  links: readonly SectionLink[];
  quote: SectionLink;
  phone: PhoneNumber;
}

/** The page's section ids: the top bar, the footer and the tests all name these. */
export const LANDING_IDS = {
  booking: 'booking',
  services: 'services',
  reviews: 'reviews',
  whyUs: 'why-us',
  contact: 'contact',
} as const;

export const LANDING_TOP_BAR: TopBar = {
  links: [
    { label: 'Our services', href: `#${LANDING_IDS.services}` },
    { label: 'Reviews', href: `#${LANDING_IDS.reviews}` },
    { label: `Why ${brand.name}`, href: `#${LANDING_IDS.whyUs}` },
    { label: 'Contact', href: `#${LANDING_IDS.contact}` },
  ],
  quote: { label: 'Request a quote', href: `#${LANDING_IDS.booking}` },
  phone: brand.phones.advisors,
};

export const LANDING_HERO = {
  headline: 'Hassle-free auto shipping, from your door to theirs',
  subline:
    'Tell us where and when: you get an instant price with insurance included, and you pay only once a licensed carrier is confirmed.',
  formHeading: 'Get your instant quote',
} as const;

/** A colour pair per service entry; the stylesheet holds the light and dark values of each. */
export type ServiceTone = 'indigo' | 'teal' | 'amber' | 'sky' | 'rose';

export interface LandingService {
  id: string;
  label: string;
  title: string;
  text: string;
  /** Where to read more: an existing `/services/{slug}` page. */
  href: string;
  image: { src: string; width: number; height: number };
  tone: ServiceTone;
}

const serviceImage = (slug: string) => ({ src: `/images/services/${slug}.svg`, width: 640, height: 400 });

/** The five entries of the services selector; the first is selected when the page opens. */
export const LANDING_SERVICES: readonly LandingService[] = [
  {
    id: 'enclosed',
    label: 'Enclosed car shipping',
    title: 'Enclosed car shipping',
    text: 'Your car travels inside a covered trailer, out of the weather and road grit, with soft straps and liftgate loading. The choice for classic, exotic and freshly restored cars.',
    href: '/services/enclosed-auto-shipping',
    image: serviceImage('enclosed-auto-shipping'),
    tone: 'indigo',
  },
  {
    id: 'open',
    label: 'Open car shipping',
    title: 'Open car shipping',
    text: 'The way most cars move: on an open carrier with up to nine others. The most affordable option, with the widest choice of dates and routes.',
    href: '/services/open-auto-shipping',
    image: serviceImage('open-auto-shipping'),
    tone: 'teal',
  },
  {
    id: 'heavy',
    label: 'Heavy equipment',
    title: 'Heavy equipment',
    text: 'Excavators, tractors, buses and other machines too big for a car carrier go on flatbeds, step decks and lowboys, with permits and escorts arranged for you.',
    href: '/services/heavy-equipment-shipping',
    image: serviceImage('heavy-equipment-shipping'),
    tone: 'amber',
  },
  {
    id: 'canada-hawaii',
    label: 'Canada & Hawaii',
    title: 'Canada & Hawaii',
    text: 'Across the border with the export notice and import papers handled, or to the islands by truck and ship, door to port or door to door.',
    href: '/services/hawaii-car-shipping',
    image: serviceImage('hawaii-car-shipping'),
    tone: 'sky',
  },
  {
    id: 'special',
    label: 'Special request',
    title: 'Special request',
    text: 'A boat, an RV, a car that does not run, several vehicles at once or a tight deadline? Tell our advisors and they will find a carrier for it.',
    href: '/services/boat-shipping',
    image: serviceImage('boat-shipping'),
    tone: 'rose',
  },
];

export interface WhyUs {
  heading: string;
  intro: string;
  stats: readonly Stat[];
  benefits: readonly Benefit[];
}

/** Every marketing claim, from the home page's data. */
export const LANDING_WHY_US: WhyUs = {
  heading: `Why ${brand.name}`,
  intro: 'Ten years of moving vehicles, and the same promises for every one of them.',
  stats: [...STATS, ...NETWORK_STATS],
  benefits: BENEFITS,
};

export const LANDING_CONTACT = {
  heading: 'Talk to a shipping advisor',
  text: 'Prefer to talk it through? An advisor can quote you over the phone, answer questions about your route and book your shipment.',
  phone: brand.phones.advisors,
  hours: brand.advisorHoursText,
  quote: { label: 'Request a quote', href: `#${LANDING_IDS.booking}` },
} as const;

/** The footer's links: the page's own sections and the legal pages. */
export const LANDING_FOOTER_LINKS: readonly SectionLink[] = [
  { label: 'Our services', href: `#${LANDING_IDS.services}` },
  { label: 'Support', href: `#${LANDING_IDS.contact}` },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: `Why ${brand.name}`, href: `#${LANDING_IDS.whyUs}` },
  { label: 'Reviews', href: `#${LANDING_IDS.reviews}` },
  { label: 'Terms & Conditions', href: '/terms' },
];

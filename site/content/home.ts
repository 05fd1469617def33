/**
 * The home page's copy as typed data: hero, the marketing claims, and the sections the
 * home page anchors point at (#ourprocess, #support, #ourservices, #contact-us,
 * #main-form). Numbers come from `shared/constants` so a claim is written once.
 */

import { brand, type Mailbox, type PhoneNumber } from './brand';
import {
  CARRIER_COUNT,
  CUSTOMERS_SERVED,
  HERO_VIDEO_DELAY_MS,
  SERVICE_TYPE_COUNT,
  VEHICLES_SHIPPED,
  YEARS_SHIPPING,
} from './site-figures';

export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  /** Empty for a decorative image. */
  alt: string;
}

export interface HeroVideo {
  src: string;
  type: string;
  /** The video replaces the still image this long after load. */
  startAfterMs: number;
}

export interface Hero {
  headline: string;
  subline: string;
  /** The still image, shown first and kept when there is no video. */
  image: ImageAsset;
  /** The video that replaces the still image; `null` keeps the still image only. */
  video: HeroVideo | null;
  cta: { label: string; href: string };
}

/** The hero video (site/public/media/README.md says how it was made and how to replace it). */
export const HERO_VIDEO: HeroVideo = { src: '/media/hero.mp4', type: 'video/mp4', startAfterMs: HERO_VIDEO_DELAY_MS };

export const HERO: Hero = {
  headline: 'Ship your vehicle anywhere, without the hassle',
  subline:
    'Door-to-door car, motorcycle, RV, boat and equipment shipping across the USA and Canada and overseas. Get an instant quote in under a minute; you pay only once a carrier is confirmed.',
  image: { src: '/images/hero.svg', width: 1280, height: 720, alt: '' },
  video: HERO_VIDEO,
  cta: { label: 'Get a free quote', href: '/#main-form' },
};

export interface Stat {
  /** The number itself, for structured data or animation. */
  value: number;
  /** As shown, US formatting with a plus: "100,000+". */
  display: string;
  label: string;
}

function plus(value: number): string {
  return `${value.toLocaleString('en-US')}+`;
}

/** 100 000+ vehicles shipped, 500 000+ customers served, 10 years of shipping work. */
export const STATS: readonly Stat[] = [
  { value: VEHICLES_SHIPPED, display: plus(VEHICLES_SHIPPED), label: 'vehicles shipped' },
  { value: CUSTOMERS_SERVED, display: plus(CUSTOMERS_SERVED), label: 'customers served' },
  { value: YEARS_SHIPPING, display: String(YEARS_SHIPPING), label: 'years of shipping experience' },
];

/** 10+ carriers and 30+ service types. */
export const NETWORK_STATS: readonly Stat[] = [
  { value: CARRIER_COUNT, display: plus(CARRIER_COUNT), label: 'carrier partners' },
  { value: SERVICE_TYPE_COUNT, display: plus(SERVICE_TYPE_COUNT), label: 'service types' },
];

export interface Benefit {
  id: string;
  title: string;
  text: string;
}

/** The marketing claims, one benefit each, in plain words. */
export const BENEFITS: readonly Benefit[] = [
  {
    id: 'pay-when-confirmed',
    title: 'Pay only when a carrier is confirmed',
    text: 'We charge you only once a shipping partner has accepted your vehicle and your dates. No deposit to get a quote.',
  },
  {
    id: 'electronic-agreement',
    title: 'Book online, confirmed by email',
    text: 'You agree to your order electronically and get the confirmation by email, with every detail of your shipment.',
  },
  {
    id: 'cards-accepted',
    title: 'All major cards accepted',
    text: 'Pay with any major credit or debit card, online or by phone with an advisor.',
  },
  {
    id: 'support-24-7',
    title: brand.customerService.claim,
    text: `Questions at midnight or on a holiday? Write to ${brand.mailboxes.support.address} and our team answers around the clock until your vehicle is delivered; advisors take calls Monday to Saturday.`,
  },
  {
    id: 'insurance-included',
    title: 'Insurance in every quote',
    text: "The carrier's cargo insurance is included in every price we quote. You never pay extra for basic coverage.",
  },
  {
    id: 'no-hidden-fees',
    title: 'No hidden fees',
    text: 'The price on your confirmation is the price you pay, unless you change the order.',
  },
  {
    id: 'door-to-door',
    title: 'Door-to-door service',
    text: 'The driver picks up and delivers as close to your door as a truck can safely and legally get.',
  },
  {
    id: 'white-glove',
    title: 'White-glove service',
    text: 'Enclosed trailers, soft straps and liftgate loading for classic, exotic and low-clearance vehicles.',
  },
  {
    id: 'vetted-carriers',
    title: 'Licensed, bonded and insured carriers',
    text: 'We work only with carriers that hold active federal operating authority and current cargo insurance.',
  },
];

export interface ProcessStep {
  number: number;
  title: string;
  text: string;
}

export interface ProcessSection {
  id: 'ourprocess';
  heading: string;
  intro: string;
  steps: readonly ProcessStep[];
}

/** #ourprocess: the three steps (the same three as the international page's shipping process). */
export const PROCESS: ProcessSection = {
  id: 'ourprocess',
  heading: 'How it works',
  intro: 'Three steps from quote to delivery, and one team to call at every one of them.',
  steps: [
    {
      number: 1,
      title: 'Request a quote',
      text: 'Tell us where, when and what you are shipping. You see your price at once, with insurance included.',
    },
    {
      number: 2,
      title: 'Book your shipment',
      text: 'Confirm online or by phone. We assign a licensed, insured carrier for your dates, and only then is your card charged.',
    },
    {
      number: 3,
      title: 'Sit back and relax',
      text: 'The driver inspects your vehicle with you at pickup and delivery. We keep you updated the whole way.',
    },
  ],
};

export interface SupportSection {
  id: 'support';
  heading: string;
  text: string;
  availability: string;
  phone: PhoneNumber;
  email: Mailbox;
  advisorHours: string;
}

/** #support: 24/7 customer service by email (the support mailbox), and the advisors' phone in their hours. */
export const SUPPORT: SupportSection = {
  id: 'support',
  heading: 'Support by email around the clock',
  text: 'From your first question to the moment you get your keys back, a real person answers. Write to us any time, day or night; to talk it through, call an advisor in their hours.',
  availability: brand.customerService.claim,
  phone: brand.phones.advisors,
  email: brand.mailboxes.support,
  advisorHours: brand.advisorHoursText,
};

export interface ServicesTeaser {
  id: 'ourservices';
  heading: string;
  intro: string;
  /** Slugs of `services.ts` entries to feature, in order. */
  featuredSlugs: readonly string[];
  cta: { label: string; href: string };
}

/** #ourservices: a short intro and the services to feature (slugs of `services.ts`). */
export const SERVICES_TEASER: ServicesTeaser = {
  id: 'ourservices',
  heading: 'Our services',
  intro: `Open and enclosed car shipping, motorcycles, RVs, boats and heavy equipment, across the country or across an ocean: ${SERVICE_TYPE_COUNT}+ service types with ${CARRIER_COUNT}+ carrier partners.`,
  featuredSlugs: [
    'open-auto-shipping',
    'enclosed-auto-shipping',
    'heavy-equipment-shipping',
    'us-canada-car-shipping',
    'hawaii-car-shipping',
    'boat-shipping',
  ],
  cta: { label: 'See all services', href: '/services' },
};

export interface ContactSection {
  id: 'contact-us';
  heading: string;
  text: string;
  phone: PhoneNumber;
  email: Mailbox;
  address: string;
  advisorHours: string;
  cta: { label: string; href: string };
}

/** #contact-us: phone, general mailbox, office address. */
export const CONTACT: ContactSection = {
  id: 'contact-us',
  heading: 'Contact us',
  text: 'Prefer to talk it through? Our shipping advisors can quote you over the phone, answer questions about your route and book your shipment.',
  phone: brand.phones.advisors,
  email: brand.mailboxes.info,
  address: brand.address.oneLine,
  advisorHours: brand.advisorHoursText,
  cta: { label: 'Request a quote', href: '/#main-form' },
};

export interface QuoteSection {
  id: 'main-form';
  heading: string;
  text: string;
}

/** #main-form: the section around the embedded widget (its own title is "Car Shipping Quote"). */
export const QUOTE_SECTION: QuoteSection = {
  id: 'main-form',
  heading: 'Get your instant quote',
  text: 'Free, with no obligation. Insurance is included in every price.',
};

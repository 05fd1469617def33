/**
 * The `/international` landing page's copy as typed data: where we ship, the three ocean and air
 * transport types, the process, benefits, vehicle types, FAQ and the share bar. Numbers come from
 * `shared/constants`; FAQ answers and reviews come from their own modules. SAMPLE CONTENT.
 */

import { brand } from './brand';
import { FAQ, type FaqItem } from './faq';
import type { SectionLink, TopBar } from './landing';
import { REVIEWS, type Review } from './reviews';
import { AIR_FREIGHT_MAX_VEHICLES, CONTAINER_SIZES_FT } from './site-figures';

export const INTERNATIONAL_IDS = {
  sideform: 'international-sideform',
  reviews: 'reviews',
  locations: 'shipping-locations',
  transport: 'transport-types',
  process: 'shipping-process',
  benefits: 'benefits',
  vehicles: 'vehicles',
  faq: 'faq',
  contact: 'contact',
} as const;

const ids = INTERNATIONAL_IDS;

export const INTERNATIONAL_TOP_BAR: TopBar = {
  links: [
    { label: 'Reviews', href: `#${ids.reviews}` },
    { label: 'Where we ship', href: `#${ids.locations}` },
    { label: 'Transport types', href: `#${ids.transport}` },
    { label: 'How it works', href: `#${ids.process}` },
    { label: 'Benefits', href: `#${ids.benefits}` },
    { label: 'Vehicles', href: `#${ids.vehicles}` },
  ],
  quote: { label: 'Request a quote', href: `#${ids.sideform}` },
  phone: brand.phones.advisors,
};

export const INTERNATIONAL_HERO = {
  headline: 'International car shipping without the hassle',
  subline:
    'Cars, motorcycles and equipment from the USA to Europe, Asia and Africa, and across the Canadian border: ro-ro, container or air, with the export paperwork handled.',
  formHeading: 'Get an international quote',
  formNote: 'Every international price is confirmed by an agent: duties and port charges depend on your situation.',
} as const;

/** Four sample cards, as the page shows them. */
export const INTERNATIONAL_REVIEWS: readonly Review[] = REVIEWS.slice(0, 4);

export interface Country {
  name: string;
  /** An existing `/services/{slug}` page about shipping there, when there is one. */
  href?: string;
}

export interface Region {
  id: string;
  name: string;
  countries: readonly Country[];
  /** A related service page for the whole region, when no country has its own. */
  guide?: { label: string; href: string };
  image: { src: string; width: number; height: number; alt: string };
}

const regionImage = (id: string, alt: string) => ({
  src: `/images/international/${id}.svg`,
  width: 480,
  height: 300,
  alt,
});

/** Where we ship; the first region is open when the page opens. */
export const REGIONS: readonly Region[] = [
  {
    id: 'usa-canada',
    name: 'USA/Canada',
    countries: [
      { name: 'USA', href: '/services/us-canada-car-shipping' },
      { name: 'Canada', href: '/services/us-canada-car-shipping' },
    ],
    image: regionImage('usa-canada', 'Map of the USA and Canada'),
  },
  {
    id: 'europe',
    name: 'Europe',
    countries: [{ name: 'France' }, { name: 'Italy' }, { name: 'Spain' }],
    guide: { label: 'How shipping to Europe works: our Germany guide', href: '/services/germany-shipping' },
    image: regionImage('europe', 'Map of Europe'),
  },
  {
    id: 'asia',
    name: 'Asia',
    countries: [
      { name: 'Japan' },
      { name: 'UAE', href: '/services/car-shipping-to-dubai' },
      { name: 'Indonesia' },
      { name: 'South Korea' },
    ],
    image: regionImage('asia', 'Map of Asia'),
  },
  {
    id: 'africa',
    name: 'Africa',
    countries: [
      { name: 'Kenya' },
      { name: 'Algeria' },
      { name: 'South Africa' },
      { name: 'Morocco' },
      { name: 'Egypt' },
    ],
    image: regionImage('africa', 'Map of Africa'),
  },
];

export interface TransportType {
  id: string;
  name: string;
  /** "$" to "$$$": the relative price. */
  price: string;
  priceLabel: string;
  points: readonly string[];
}

const [smallContainer, largeContainer] = CONTAINER_SIZES_FT;

export const TRANSPORT_TYPES: readonly TransportType[] = [
  {
    id: 'roro',
    name: 'Roll-on/Roll-off',
    price: '$',
    priceLabel: 'Lowest price',
    points: [
      'The most affordable way overseas',
      'All vehicle types that drive on and off the ship',
      'Sailings every week from East Coast and Gulf ports',
    ],
  },
  {
    id: 'container',
    name: 'Container',
    price: '$$',
    priceLabel: 'Mid price',
    points: [
      'Protected inside a sealed container',
      'Good for exotic and vintage vehicles',
      `${smallContainer} ft and ${largeContainer} ft containers, private or shared`,
    ],
  },
  {
    id: 'air',
    name: 'Air Freight',
    price: '$$$',
    priceLabel: 'Highest price',
    points: [
      'The fastest way: days, not weeks',
      `Up to ${AIR_FREIGHT_MAX_VEHICLES} vehicles per plane`,
      'For deadlines, events and high-value cars',
    ],
  },
];

export const INTERNATIONAL_PROCESS: readonly { title: string; text: string }[] = [
  {
    title: 'Request a Quote',
    text: 'Tell us the vehicle, the pickup place and the destination country. An agent confirms the price with port charges included.',
  },
  {
    title: 'Book your shipment',
    text: 'Sign electronically and send the title. We file the export notice, book the sailing or flight and truck the vehicle to the port.',
  },
  {
    title: 'Sit back and relax',
    text: 'Follow the vessel with us. Our partner at the destination clears customs and delivers to your door or a terminal.',
  },
];

export const INTERNATIONAL_BENEFITS: readonly { title: string; text: string }[] = [
  {
    title: 'Export paperwork handled',
    text: 'Title, export filing and the 72-hour customs notice, done by our forwarder.',
  },
  { title: 'Insurance included', text: 'Marine cargo insurance is part of every international quote.' },
  { title: 'Pay once it is booked', text: 'You are charged only once a carrier and a sailing are confirmed.' },
  {
    title: '24/7 support by email',
    text: `Write to ${brand.mailboxes.support.address} any time and we answer around the clock until your vehicle arrives.`,
  },
  {
    title: 'Port to port, or further',
    text: 'Your price is port to port. Delivery from the destination port can be arranged at a separate price.',
  },
  {
    title: 'No hidden fees',
    text: 'Duties, taxes and destination port charges are not in the price: your agent names them before you book.',
  },
];

export interface VehicleType {
  id: string;
  label: string;
  text: string;
  image: { src: string; width: number; height: number };
}

const picture = (src: string) => ({ src, width: 640, height: 400 });

export const VEHICLE_TYPES: readonly VehicleType[] = [
  {
    id: 'car',
    label: 'Car',
    text: 'Sedans, SUVs and pickups go ro-ro for the lowest price, or in a shared container with personal items left out.',
    image: picture('/images/services/open-auto-shipping.svg'),
  },
  {
    id: 'motorcycles',
    label: 'Motorcycles',
    text: 'Bikes travel crated or strapped upright in a container, several to a box when you ship with friends.',
    image: picture('/images/services/enclosed-motorcycle-shipping.svg'),
  },
  {
    id: 'trailers',
    label: 'Trailers',
    text: 'Travel, boat and utility trailers roll on and off the ship, or go on a flat rack when they are too tall for a container.',
    image: picture('/images/international/trailer.svg'),
  },
  {
    id: 'recreational',
    label: 'Recreational',
    text: 'Motorhomes, campers and side-by-sides sail ro-ro; measure height and length so we can book the right deck.',
    image: picture('/images/services/rv-shipping.svg'),
  },
  {
    id: 'classics',
    label: 'Classics/exotics',
    text: 'A private container with soft straps, or air freight when time matters; we photograph the car at every handover.',
    image: picture('/images/services/enclosed-classic-car-shipping.svg'),
  },
  {
    id: 'equipment',
    label: 'Equipment',
    text: 'Tractors, excavators and buses go ro-ro or on flat racks, with dimensions and weights checked before booking.',
    image: picture('/images/services/construction-equipment-shipping.svg'),
  },
];

/** The vehicle tab selected when the page opens. */
export const DEFAULT_VEHICLE_TYPE = 'trailers';

const FAQ_IDS = [
  'international-shipping',
  'shipping-to-canada',
  'is-my-car-insured',
  'when-do-i-pay',
  'personal-items',
];

export const INTERNATIONAL_FAQ: readonly FaqItem[] = FAQ_IDS.flatMap((id) => FAQ.find((item) => item.id === id) ?? []);

export const INTERNATIONAL_CONTACT = {
  heading: 'Talk to an international advisor',
  text: 'Every country has its own rules. Call us and an advisor will walk you through the paperwork for yours.',
  phone: brand.phones.advisors,
  email: brand.mailboxes.quotes,
  hours: brand.advisorHoursText,
} as const;

export const SECURE_AND_RELIABLE = {
  heading: 'Secure and reliable',
  paragraphs: [
    'We book your vehicle only with licensed ocean carriers and air freight partners, bonded and insured, and a forwarder registered with the authorities at both ends files the paperwork.',
    'Your vehicle is inspected and photographed at pickup, at the port and on delivery, so its condition is on record at every handover.',
  ],
} as const;

export const DOOR_TO_DOOR_TESTIMONIAL = {
  quote:
    'They picked my car up in Ohio and I collected it in Valencia five weeks later, with every form filled in for me. Door to door, no surprises.',
  name: 'Lucía P.',
  detail: 'Shipped a sedan from the USA to Spain (sample testimonial)',
} as const;

/** Service pages to feature as cards (each an existing `/services/{slug}` page). */
export const INTERNATIONAL_SERVICE_SLUGS: readonly string[] = [
  'germany-shipping',
  'car-shipping-to-dubai',
  'us-canada-car-shipping',
  'freight-container-shipping',
  'enclosed-exotic-car-shipping',
  'enclosed-motorcycle-shipping',
];

export const SHARE = {
  heading: 'Share this page',
  text: 'International car shipping without the hassle',
} as const;

export const INTERNATIONAL_FOOTER_LINKS: readonly SectionLink[] = [
  { label: 'Where we ship', href: `#${ids.locations}` },
  { label: 'Support', href: `#${ids.contact}` },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'FAQ', href: `#${ids.faq}` },
  { label: 'Reviews', href: `#${ids.reviews}` },
  { label: 'Terms & Conditions', href: '/terms' },
];

/**
 * The main site's menus as typed data: the left icon rail, the
 * older header menu, the home page anchors and the footer.
 * The services submenu is built from `services.ts` and the social links come from
 * `brand.ts`, so neither is repeated here.
 */

import { brand } from './brand';
import { COPYRIGHT_START_YEAR } from './site-figures';

export { COPYRIGHT_START_YEAR };

/** The rail's icons, by meaning; the components that draw them map each name to an SVG. */
export type IconName = 'home' | 'services' | 'truck' | 'quote' | 'map' | 'guide' | 'blog' | 'contact' | 'help';

export interface NavLink {
  /** Stable key for lists and tests. */
  id: string;
  /** Visible text (or the accessible name of an icon-only link). */
  label: string;
  href: string;
}

export interface RailItem extends NavLink {
  icon: IconName;
  children?: readonly NavLink[];
}

/** The main site's rail menu, in order; the paths are the site's public URLs, so they never change. */
export const RAIL_MENU: readonly RailItem[] = [
  { id: 'home', label: 'Home', href: '/', icon: 'home' },
  { id: 'services', label: 'Services', href: '/services', icon: 'services' },
  { id: 'transport-solutions', label: 'Transport solutions', href: '/auto-transport-solutions', icon: 'truck' },
  { id: 'get-a-quote', label: 'Get a quote', href: '/#main-form', icon: 'quote' },
  { id: 'shipping-locations', label: 'Shipping locations', href: '/shipping-locations', icon: 'map' },
  {
    id: 'shipping-guide',
    label: 'Shipping Guide',
    href: '/shipping-guide',
    icon: 'guide',
    children: [
      { id: 'shipping-guide-document', label: 'Document', href: '/shipping-guide' },
      {
        id: 'shipping-guide-vehicle-preparation',
        label: 'Preparing Your Vehicle',
        href: '/shipping-guide/vehicle-preparation',
      },
      {
        id: 'shipping-guide-insurance',
        label: 'Understanding Car Shipping Insurance',
        href: '/shipping-guide/car-shipping-insurance',
      },
    ],
  },
  { id: 'blog', label: 'Blog', href: '/blog', icon: 'blog' },
  { id: 'contact', label: 'Contact', href: '/#contact-us', icon: 'contact' },
  { id: 'help', label: 'Help', href: '/shipping-guide/frequently-asked-questions/', icon: 'help' },
];

/** The older header menu's seven links, in order. */
export const HEADER_MENU: readonly NavLink[] = [
  { id: 'our-process', label: 'Our process', href: '/#ourprocess' },
  { id: 'faq', label: 'FAQ', href: '/frequently-asked-questions' },
  { id: 'support', label: 'Support', href: '/#support' },
  { id: 'contact-us', label: 'Contact us', href: '/#contact-us' },
  { id: 'blog', label: 'Blog', href: '/blog' },
  { id: 'request', label: 'Request a quote', href: '/#request' },
  { id: 'home', label: 'Home', href: '/' },
];

export type HomeAnchorId = 'ourprocess' | 'support' | 'ourservices' | 'contact-us' | 'main-form';

export interface HomeAnchor {
  /** The element id on the home page, without `#`. */
  id: HomeAnchorId;
  label: string;
}

/** The ids the home page's sections carry. */
export const HOME_ANCHORS: readonly HomeAnchor[] = [
  { id: 'ourprocess', label: 'Our process' },
  { id: 'support', label: 'Support' },
  { id: 'ourservices', label: 'Our services' },
  { id: 'contact-us', label: 'Contact us' },
  { id: 'main-form', label: 'Get a quote' },
];

/** A link to a home page section from any page. */
export function homeAnchorHref(id: HomeAnchorId): string {
  return `/#${id}`;
}

function anchorLink(id: HomeAnchorId): NavLink {
  const anchor = HOME_ANCHORS.find((a) => a.id === id)!;
  return { id: `home-${id}`, label: anchor.label, href: homeAnchorHref(id) };
}

/**
 * Links to the anchors plus Privacy Policy, Blog, Terms and the embed builder for partner sites.
 * The four social links are `brand.social`; the copyright line is `copyrightLine()`.
 */
export const FOOTER_LINKS: readonly NavLink[] = [
  anchorLink('ourprocess'),
  anchorLink('support'),
  anchorLink('ourservices'),
  anchorLink('contact-us'),
  { id: 'privacy-policy', label: 'Privacy Policy', href: '/privacy-policy' },
  { id: 'blog', label: 'Blog', href: '/blog' },
  { id: 'terms', label: 'Terms', href: '/terms' },
  { id: 'partners', label: 'Embed our quote form', href: '/partners' },
  { id: 'find-my-order', label: 'Find my order', href: '/find-my-order' },
];

/**
 * The footer's copyright line, e.g. "© 2020–2026 ShipQuote. All rights reserved.", starting
 * at `COPYRIGHT_START_YEAR`. Pass the year so server and client render the same text.
 */
export function copyrightLine(currentYear: number = new Date().getFullYear()): string {
  const years =
    currentYear > COPYRIGHT_START_YEAR ? `${COPYRIGHT_START_YEAR}–${currentYear}` : String(COPYRIGHT_START_YEAR);
  return `© ${years} ${brand.name}. All rights reserved.`;
}

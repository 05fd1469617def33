import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_KEYS } from '../../shared/attribution';
import { DEFAULT_BOOKING_LINK_DAYS } from '../config';
import { FAQ } from './faq';
import { BENEFITS, CONTACT, HERO, PROCESS, QUOTE_SECTION, SERVICES_TEASER, STATS, SUPPORT } from './home';
import { LEGAL_PAGES, PRIVACY_POLICY, PRIVACY_SETTINGS, TERMS } from './legal';
import { countNodes, findLocation, flatten, LOCATIONS, type LocationNode } from './locations';
import { copyrightLine, FOOTER_LINKS, HEADER_MENU, HOME_ANCHORS, RAIL_MENU } from './navigation';
import { PRESS_OUTLETS, SAMPLE_PRESS_NOTICE } from './press';
import { REVIEW_SOURCES, REVIEWS, SAMPLE_REVIEWS_NOTICE } from './reviews';
import { GUIDE_PAGES } from './shipping-guide';

const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
const publicFile = (src: string) => `${PUBLIC_DIR}${src}`;
const exists = (src: string) => {
  try {
    return statSync(publicFile(src)).isFile();
  } catch {
    return false;
  }
};

/** WCAG relative luminance of a #rrggbb color. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
/** Every fill and stroke color an SVG paints with (none and url() references aside). */
function paints(svg: string): string[] {
  return [...svg.matchAll(/(?:fill|stroke)="(#[0-9a-fA-F]{6})"/g)].map((m) => m[1]!.toLowerCase());
}

/** Great-circle distance in kilometers. */
function kilometers(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('navigation', () => {
  it('gives the rail exactly its published paths, in order', () => {
    expect(RAIL_MENU.map((item) => item.href)).toEqual([
      '/',
      '/services',
      '/auto-transport-solutions',
      '/#main-form',
      '/shipping-locations',
      '/shipping-guide',
      '/blog',
      '/#contact-us',
      '/shipping-guide/frequently-asked-questions/',
    ]);
    const guide = RAIL_MENU.find((item) => item.id === 'shipping-guide');
    expect(guide?.children?.map((child) => [child.label, child.href])).toEqual([
      ['Document', '/shipping-guide'],
      ['Preparing Your Vehicle', '/shipping-guide/vehicle-preparation'],
      ['Understanding Car Shipping Insurance', '/shipping-guide/car-shipping-insurance'],
    ]);
    expect(RAIL_MENU.filter((item) => item.children).map((item) => item.id)).toEqual(['shipping-guide']);
  });

  it('gives every rail item a distinct id and icon', () => {
    expect(new Set(RAIL_MENU.map((item) => item.id)).size).toBe(RAIL_MENU.length);
    expect(new Set(RAIL_MENU.map((item) => item.icon)).size).toBe(RAIL_MENU.length);
  });

  it('keeps the older header menu to its seven links', () => {
    expect(HEADER_MENU.map((link) => link.href)).toEqual([
      '/#ourprocess',
      '/frequently-asked-questions',
      '/#support',
      '/#contact-us',
      '/blog',
      '/#request',
      '/',
    ]);
    for (const link of HEADER_MENU) expect(link.label.trim()).not.toBe('');
  });

  it('links the footer to the home anchors, the Privacy Policy, the Blog, the Terms, the embed builder and Find my order', () => {
    expect(FOOTER_LINKS.map((link) => link.href)).toEqual([
      '/#ourprocess',
      '/#support',
      '/#ourservices',
      '/#contact-us',
      '/privacy-policy',
      '/blog',
      '/terms',
      '/partners',
      '/find-my-order',
    ]);
    expect(FOOTER_LINKS.find((link) => link.href === '/privacy-policy')?.label).toBe('Privacy Policy');
    expect(FOOTER_LINKS.find((link) => link.href === '/terms')?.label).toBe('Terms');
    expect(FOOTER_LINKS.find((link) => link.href === '/partners')?.label).toBe('Embed our quote form');
  });

  it('writes the copyright line from 2020 to the given year', () => {
    expect(copyrightLine(2026)).toBe('© 2020–2026 ShipQuote. All rights reserved.');
    expect(copyrightLine(2020)).toBe('© 2020 ShipQuote. All rights reserved.');
  });
});

describe('home page', () => {
  it('gives each anchored section the id the home page anchors link to', () => {
    expect(HOME_ANCHORS.map((anchor) => anchor.id)).toEqual([
      'ourprocess',
      'support',
      'ourservices',
      'contact-us',
      'main-form',
    ]);
    expect([PROCESS.id, SUPPORT.id, SERVICES_TEASER.id, CONTACT.id, QUOTE_SECTION.id]).toEqual(
      HOME_ANCHORS.map((anchor) => anchor.id),
    );
  });

  it('states the marketing-claim numbers in US format', () => {
    expect(STATS.map((stat) => stat.display)).toEqual(['100,000+', '500,000+', '10']);
    expect(BENEFITS.map((benefit) => benefit.id)).toContain('pay-when-confirmed');
  });

  it('shows a still hero image that exists, and a hero video file that exists', () => {
    expect(exists(HERO.image.src)).toBe(true);
    expect(HERO.video?.src).toBe('/media/hero.mp4');
    expect(exists(HERO.video?.src ?? '')).toBe(true);
  });
});

describe('locations', () => {
  const usa = findLocation('usa')!;
  const canada = findLocation('canada')!;

  it('has the five regions at the top', () => {
    expect(LOCATIONS.map((node) => node.name)).toEqual(['North America', 'Africa', 'Asia', 'Europe', 'Oceania']);
    expect(LOCATIONS[0]?.children?.map((node) => node.name)).toEqual(['Canada', 'USA']);
  });

  it('lists the 13 Canadian provinces and territories', () => {
    expect(canada.children).toHaveLength(13);
    expect(canada.children?.map((node) => node.name)).toContain('Nunavut');
  });

  it('splits the USA into non-continental (Alaska, Hawaii by ship) and continental (48 states and DC)', () => {
    const [nonContinental, continental] = usa.children!;
    expect(nonContinental?.isSubtitle).toBe(true);
    expect(continental?.isSubtitle).toBe(true);
    expect(nonContinental?.children?.map((node) => [node.name, node.iconType])).toEqual([
      ['Alaska', 'ship'],
      ['Hawaii', 'ship'],
    ]);
    const states = continental!.children!;
    expect(states).toHaveLength(49);
    expect(states.map((node) => node.name)).toContain('District of Columbia');
    expect(states.every((node) => node.iconType === 'truck')).toBe(true);
    expect(states.length + nonContinental!.children!.length).toBe(51);
  });

  it('puts every coordinate in range with at most five decimals', () => {
    const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;
    for (const node of flatten()) {
      expect(node.lat, node.slug).toBeGreaterThanOrEqual(-90);
      expect(node.lat, node.slug).toBeLessThanOrEqual(90);
      expect(node.lng, node.slug).toBeGreaterThanOrEqual(-180);
      expect(node.lng, node.slug).toBeLessThanOrEqual(180);
      expect(decimals(node.lat), node.slug).toBeLessThanOrEqual(5);
      expect(decimals(node.lng), node.slug).toBeLessThanOrEqual(5);
    }
  });

  it('places each port near the place it is listed under', () => {
    // A slipped sign or swapped lat/lng puts a port thousands of kilometers from its state or country.
    const northAmerica = flatten([LOCATIONS[0]!]);
    for (const parent of flatten()) {
      for (const port of (parent.children ?? []).filter((node) => node.isPort)) {
        const limit = northAmerica.includes(parent) ? 1000 : 3500;
        expect(kilometers(parent, port), port.slug).toBeLessThan(limit);
      }
    }
  });

  it('gives every port a ship icon and no children', () => {
    const ports = flatten().filter((node) => node.isPort);
    expect(ports.length).toBeGreaterThan(60);
    for (const port of ports) {
      expect(port.iconType, port.slug).toBe('ship');
      expect(port.children, port.slug).toBeUndefined();
    }
    // Every leaf outside North America is a port.
    for (const region of LOCATIONS.slice(1)) {
      const leaves = flatten([region]).filter((node) => !node.children);
      expect(leaves.every((node) => node.isPort)).toBe(true);
    }
  });

  it('lists the main car-shipping ports under their state or country', () => {
    const portsOf = (slug: string) => findLocation(slug)?.children?.map((node) => node.name);
    expect(portsOf('new-jersey')).toEqual(expect.arrayContaining(['Newark', 'Elizabeth']));
    expect(portsOf('california')).toEqual(expect.arrayContaining(['Los Angeles', 'Long Beach', 'Oakland']));
    expect(portsOf('texas')).toEqual(expect.arrayContaining(['Houston', 'Galveston']));
    expect(portsOf('florida')).toEqual(expect.arrayContaining(['Jacksonville', 'Miami', 'Port Everglades']));
    expect(portsOf('georgia')).toEqual(expect.arrayContaining(['Brunswick', 'Savannah']));
    expect(portsOf('maryland')).toContain('Baltimore');
    expect(portsOf('washington')).toEqual(expect.arrayContaining(['Seattle', 'Tacoma']));
    expect(portsOf('south-carolina')).toContain('Charleston');
    expect(portsOf('virginia')).toContain('Norfolk');
    expect(portsOf('nigeria')).toContain('Lagos');
    expect(portsOf('germany')).toContain('Bremerhaven');
    expect(portsOf('united-arab-emirates')).toContain('Jebel Ali');
    expect(portsOf('australia')).toEqual(expect.arrayContaining(['Melbourne', 'Sydney']));
    expect(portsOf('new-zealand')).toContain('Auckland');
  });

  it('uses unique slugs and links only the service pages that exist', () => {
    const all = flatten();
    expect(new Set(all.map((node) => node.slug)).size).toBe(all.length);
    expect(countNodes()).toBe(all.length);
    const linked = Object.fromEntries(all.filter((node) => node.url).map((node) => [node.slug, node.url]));
    expect(linked).toEqual({
      canada: '/services/us-canada-car-shipping',
      alaska: '/services/alaska-auto-shipping',
      hawaii: '/services/hawaii-car-shipping',
      'united-arab-emirates': '/services/car-shipping-to-dubai',
      germany: '/services/germany-shipping',
    });
  });

  it('counts nodes that match a predicate', () => {
    const isState = (node: LocationNode) => !node.isPort && !node.isSubtitle;
    expect(countNodes(usa.children, isState)).toBe(51);
  });
});

describe('reviews', () => {
  it('bundles at least 30 reviews of varied length', () => {
    expect(REVIEWS.length).toBeGreaterThanOrEqual(30);
    const lengths = REVIEWS.map((review) => review.review.length);
    expect(lengths.filter((n) => n <= 100).length).toBeGreaterThanOrEqual(5);
    expect(lengths.filter((n) => n > 100 && n <= 250).length).toBeGreaterThanOrEqual(5);
    expect(lengths.filter((n) => n > 250).length).toBeGreaterThanOrEqual(4);
  });

  it('rates with 1 to 5 stars, mostly 4 or 5', () => {
    for (const review of REVIEWS) expect([1, 2, 3, 4, 5]).toContain(review.stars);
    expect(REVIEWS.filter((review) => review.stars >= 4).length / REVIEWS.length).toBeGreaterThanOrEqual(0.8);
  });

  it('names reviewers by first name and last initial, with real ISO dates and unique links', () => {
    for (const review of REVIEWS) {
      expect(review.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${review.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(review.date);
      expect(review.date <= '2026-11-25').toBe(true);
      expect(new URL(review.url).hostname.endsWith('.example')).toBe(true);
    }
    expect(new Set(REVIEWS.map((review) => review.url)).size).toBe(REVIEWS.length);
  });

  it('has three review sources, each with a logo file on disk that every review can use', () => {
    const sources = Object.values(REVIEW_SOURCES);
    expect(sources).toHaveLength(3);
    for (const source of sources) expect(exists(source.logo.src), source.logo.src).toBe(true);
    for (const review of REVIEWS) expect(REVIEW_SOURCES[review.source]).toBeDefined();
    expect(new Set(REVIEWS.map((review) => review.source)).size).toBe(3);
  });
});

describe('press', () => {
  it('lists eight outlets with existing logos and no real links', () => {
    expect(PRESS_OUTLETS).toHaveLength(8);
    expect(new Set(PRESS_OUTLETS.map((outlet) => outlet.id)).size).toBe(8);
    for (const outlet of PRESS_OUTLETS) {
      expect(exists(outlet.logo.src), outlet.logo.src).toBe(true);
      expect(outlet.url === '#' || new URL(outlet.url).hostname.endsWith('.example')).toBe(true);
    }
  });

  it('draws logos that keep 3:1 contrast on white and on the dark theme', () => {
    const logos = [...PRESS_OUTLETS.map((o) => o.logo.src), ...Object.values(REVIEW_SOURCES).map((s) => s.logo.src)];
    for (const src of logos) {
      const svg = readFileSync(publicFile(src), 'utf8');
      const colors = paints(svg);
      expect(colors.length, src).toBeGreaterThan(0);
      for (const color of colors) {
        expect(contrast(color, '#ffffff'), `${src} ${color}`).toBeGreaterThanOrEqual(3);
        expect(contrast(color, '#111111'), `${src} ${color}`).toBeGreaterThanOrEqual(3);
      }
      const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
      const entry = [...PRESS_OUTLETS.map((o) => o.logo), ...Object.values(REVIEW_SOURCES).map((s) => s.logo)].find(
        (logo) => logo.src === src,
      );
      expect([Number(width), Number(height)], src).toEqual([entry?.width, entry?.height]);
    }
  });
});

describe('images', () => {
  it('ships a light hero under 8 KB and the logo and favicon, all without scripts', () => {
    expect(statSync(publicFile('/images/hero.svg')).size).toBeLessThan(8 * 1024);
    const svgs = ['/images/hero.svg', '/images/logo.svg', '/favicon.svg'];
    for (const dir of ['/images/reviews', '/images/press']) {
      for (const name of readdirSync(publicFile(dir))) svgs.push(`${dir}/${name}`);
    }
    for (const src of svgs) {
      const svg = readFileSync(publicFile(src), 'utf8');
      expect(svg, src).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="/);
      expect(svg, src).not.toMatch(/<script|on\w+=|<foreignObject|href="(?!#)/i);
    }
    expect(readFileSync(publicFile('/images/hero.svg'), 'utf8')).toContain('width="1280" height="720"');
  });
});

describe('FAQ', () => {
  it('has 12 to 16 questions with unique slug ids and non-empty answers', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(12);
    expect(FAQ.length).toBeLessThanOrEqual(16);
    expect(new Set(FAQ.map((item) => item.id)).size).toBe(FAQ.length);
    for (const item of FAQ) {
      expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(item.question.endsWith('?')).toBe(true);
      expect(item.answer.length).toBeGreaterThan(0);
    }
  });
});

describe('shipping guide', () => {
  it('has the three pages of the rail, each with unique section anchors', () => {
    const guide = RAIL_MENU.find((item) => item.id === 'shipping-guide')!;
    expect(GUIDE_PAGES.map((page) => page.path)).toEqual(
      [...new Set(guide.children!.map((child) => child.href))].sort((a, b) => a.length - b.length),
    );
    for (const page of GUIDE_PAGES) {
      expect(page.metaDescription.length, page.path).toBeLessThanOrEqual(160);
      expect(new Set(page.sections.map((s) => s.id)).size, page.path).toBe(page.sections.length);
    }
  });
});

describe('legal pages', () => {
  const text = (page: typeof TERMS) =>
    [page.title, ...page.intro, ...page.sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.list ?? [])])].join(
      '\n',
    );

  it('dates both pages 2026-11-26 and gives every section a unique anchor', () => {
    for (const page of LEGAL_PAGES) {
      expect(page.effectiveDate).toBe('2026-11-26');
      const ids = page.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('names in the privacy policy every kind of data the product stores and keeps on the device', () => {
    const policy = text(PRIVACY_POLICY);
    for (const words of [
      'first name',
      'email address',
      'phone number',
      'route',
      'pickup and delivery locations',
      'ship date',
      'year, make and model',
      'idempotency key',
      'quote number',
      'localStorage',
      'sessionStorage',
      '"theme"',
      'tag manager',
      'IP address',
      'CRM',
      'carrier',
      'CCPA',
      'CPRA',
      'PIPEDA',
    ]) {
      expect(policy, words).toContain(words);
    }
    // Every campaign value the quote carries (shared/attribution.ts) is named, and how long it is kept.
    for (const key of CAMPAIGN_KEYS) expect(policy, key).toContain(key);
    expect(policy).toContain('"shipquote:campaign"');
    expect(policy).toContain('30 days');
    expect(policy).toContain('without its query string');
    expect(policy).toContain('full or compact');
  });

  it('says when booking links stop working, how long quote requests are kept, and that copies and erasure are given', () => {
    const policy = text(PRIVACY_POLICY);
    // The policy's number is the server's default, so an install that sets nothing says what it does.
    expect(PRIVACY_SETTINGS.bookingLinkDays).toBe(DEFAULT_BOOKING_LINK_DAYS);
    expect(policy).toContain(`booking page stops working ${DEFAULT_BOOKING_LINK_DAYS} days after your request`);
    expect(policy).toContain(`We keep quote requests for ${PRIVACY_SETTINGS.leadRetentionMonths} months`);
    expect(policy).toContain('we anonymise them');
    expect(policy).toContain('every quote request made with your email address');
    expect(policy).toContain('JSON');
    expect(policy).toContain('delete them from our CRM too');
  });

  it('covers in the terms the estimate, the broker, payment once a carrier is confirmed, cancellation, Texas law and cargo insurance', () => {
    const terms = text(TERMS);
    for (const words of ['estimate', 'broker', 'charged only once a carrier has been confirmed', 'cancel', 'Texas']) {
      expect(terms, words).toContain(words);
    }
    expect(terms).toMatch(/cargo insurance/);
  });
});

describe('brand safety', () => {
  const DENY = [
    'Google',
    'Yelp',
    'Trustpilot',
    'Facebook',
    'Better Business Bureau',
    'Toyota',
    'Ford',
    'Honda',
    'Tesla',
    'Chevrolet',
    'BMW',
    'Mercedes',
    'Porsche',
    'E-ZPass',
    'Uber',
    'Amazon',
  ];
  const data = JSON.stringify([
    RAIL_MENU,
    HEADER_MENU,
    FOOTER_LINKS,
    HERO,
    BENEFITS,
    PROCESS,
    SUPPORT,
    SERVICES_TEASER,
    CONTACT,
    REVIEWS,
    REVIEW_SOURCES,
    PRESS_OUTLETS,
    FAQ,
    LOCATIONS,
    GUIDE_PAGES,
    LEGAL_PAGES,
  ]);

  it('names no real brand in the content or the bundled images', () => {
    const images = ['/images/reviews', '/images/press'].flatMap((dir) =>
      readdirSync(publicFile(dir)).map((name) => readFileSync(publicFile(`${dir}/${name}`), 'utf8')),
    );
    for (const name of DENY) {
      const pattern = new RegExp(`\\b${name}\\b`);
      expect(pattern.test(data), name).toBe(false);
      for (const svg of images) expect(pattern.test(svg.replace(/font-family="[^"]*"/g, '')), name).toBe(false);
    }
  });

  it('marks sample reviews, press and legal text as sample', () => {
    expect(SAMPLE_REVIEWS_NOTICE).toMatch(/^Sample reviews/);
    expect(SAMPLE_PRESS_NOTICE).toMatch(/^Sample press/);
    for (const page of LEGAL_PAGES) expect(page.sampleNotice).toMatch(/^Sample text/);
    for (const source of Object.values(REVIEW_SOURCES)) expect(new URL(source.url).hostname).toMatch(/\.example$/);
  });
});

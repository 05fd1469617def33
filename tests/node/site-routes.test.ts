/**
 * Route table: every page of the site, server-rendered by the real app
 * (createRuntime, as the server builds it) against the production build of the islands script. One row
 * per path of the page registry; a page added without a row fails the coverage test. Each row checks
 * status, exact <title>, <h1>, one key text; every page is checked for its meta description, canonical
 * URL, Open Graph tags, JSON-LD, security headers, and markup that works before (or without) any script.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Document } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADER_MENU, RAIL_MENU } from '../../site/content/navigation';
import { sitePages } from '../../site/web/pages/registry';
import { type RenderedSite, renderedSite, type ServedPage, SITE_ORIGIN } from '../support/rendered-site';

const ORIGIN = SITE_ORIGIN;
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SITE_BUILD = `${REPO_ROOT}dist/site/`;
const WIDGET_BUILD = `${REPO_ROOT}dist/widget/quote-widget.js`;
const SUFFIX = ' – ShipQuote';
/** The islands loader as the build names it: islands.js, or islands-<hash>.js. */
const ISLANDS_NAME = /^islands(?:-[\w-]+)?\.js$/;

const builtIslands = (): string[] =>
  existsSync(SITE_BUILD) ? readdirSync(SITE_BUILD).filter((name) => ISLANDS_NAME.test(name)) : [];

interface Row {
  path: string;
  title: string;
  h1: string;
  /** A sentence only this page has, from its content. */
  text: string;
  /** A landing page for ads: its own layout, no rail, kept out of search results. */
  landing?: true;
  /** Kept out of search results while in the main layout (the embed builder for partners). */
  noindex?: true;
}

/** Written out by hand on purpose: the expected values are not read from the code under test. */
const ROUTES: readonly Row[] = [
  {
    path: '/',
    title: 'Car Shipping and Auto Transport Quotes',
    h1: 'Ship your vehicle anywhere, without the hassle',
    text: '100,000+ vehicles shipped',
  },
  {
    path: '/services',
    title: 'Vehicle Shipping Services',
    h1: 'Our shipping services',
    text: 'Whatever you drive, tow or operate',
  },
  {
    path: '/auto-transport-solutions',
    title: 'Auto Transport Solutions',
    h1: 'Auto Transport Solutions',
    text: 'ShipQuote offers 30+ service types through 10+ carriers',
  },
  {
    path: '/shipping-locations',
    title: 'Shipping Locations',
    h1: 'Where we ship',
    text: 'Vancouver (port)',
  },
  {
    path: '/frequently-asked-questions',
    title: 'Car Shipping FAQ',
    h1: 'Frequently asked questions',
    text: 'How much does it cost to ship a car?',
  },
  {
    path: '/services/heavy-equipment-shipping',
    title: 'Heavy Equipment Transport',
    h1: 'Heavy Equipment Transport',
    text: 'Heavy equipment transport moves machines that are too big',
  },
  {
    path: '/services/commercial-bus-shipping',
    title: 'Commercial Bus Transport',
    h1: 'Commercial Bus Transport',
    text: 'Commercial bus transport moves school buses',
  },
  {
    path: '/services/construction-equipment-shipping',
    title: 'Construction Equipment Transport',
    h1: 'Construction Equipment Transport',
    text: 'Construction equipment transport covers the machines a job site runs on',
  },
  {
    path: '/services/tractor-shipping',
    title: 'Tractor Transport',
    h1: 'Tractor Transport',
    text: 'Tractor transport moves farm machinery',
  },
  {
    path: '/services/freight-container-shipping',
    title: 'Shipping Container Transport',
    h1: 'Shipping Container Transport',
    text: 'Freight container transport moves standard shipping containers',
  },
  {
    path: '/services/alaska-auto-shipping',
    title: 'Car Shipping to and from Alaska',
    h1: 'Car Shipping to and from Alaska',
    text: 'Most vehicles reach Alaska by sea',
  },
  {
    path: '/services/hawaii-car-shipping',
    title: 'Car Shipping to and from Hawaii',
    h1: 'Car Shipping to and from Hawaii',
    text: 'Cars reach Hawaii by sea',
  },
  {
    path: '/services/enclosed-auto-shipping',
    title: 'Enclosed Auto Transport',
    h1: 'Enclosed Auto Transport',
    text: 'Enclosed auto transport carries your car inside a covered trailer',
  },
  {
    path: '/services/enclosed-antique-car-shipping',
    title: 'Antique Car Shipping in an Enclosed Trailer',
    h1: 'Antique Car Shipping in an Enclosed Trailer',
    text: 'Antique cars need more than a covered trailer',
  },
  {
    path: '/services/enclosed-classic-car-shipping',
    title: 'Classic Car Transport',
    h1: 'Classic Car Transport',
    text: 'Classic car transport looks after the cars of the 1950s to the 1980s',
  },
  {
    path: '/services/enclosed-exotic-car-shipping',
    title: 'Exotic Car Transport',
    h1: 'Exotic Car Transport',
    text: 'Exotic car transport is built around cars that cannot tolerate a steep ramp',
  },
  {
    path: '/services/enclosed-motorcycle-shipping',
    title: 'Motorcycle Shipping',
    h1: 'Motorcycle Shipping',
    text: 'Motorcycle shipping in an enclosed trailer keeps your bike upright',
  },
  {
    path: '/services/germany-shipping',
    title: 'Car Shipping from the USA to Germany',
    h1: 'Car Shipping from the USA to Germany',
    text: 'Cars bound for Germany usually sail from an East Coast or Gulf port',
  },
  {
    path: '/services/car-shipping-to-dubai',
    title: 'Car Shipping from the USA to Dubai',
    h1: 'Car Shipping from the USA to Dubai',
    text: 'Vehicles shipped to Dubai arrive at Jebel Ali',
  },
  {
    path: '/services/us-canada-car-shipping',
    title: 'Car Shipping Between the USA and Canada',
    h1: 'Car Shipping Between the USA and Canada',
    text: 'Shipping a car between the USA and Canada is a road move with a border in the middle',
  },
  {
    path: '/services/utv-shipping',
    title: 'UTV and Side-by-Side Shipping',
    h1: 'UTV and Side-by-Side Shipping',
    text: 'UTVs, also called side-by-sides',
  },
  {
    path: '/services/golf-cart-shipping',
    title: 'Golf Cart Transport',
    h1: 'Golf Cart Transport',
    text: 'Golf carts travel more than you might think',
  },
  {
    path: '/services/rv-shipping',
    title: 'RV Transport',
    h1: 'RV Transport',
    text: 'RV transport moves recreational vehicles of every kind',
  },
  {
    path: '/services/boat-shipping',
    title: 'Boat Transport',
    h1: 'Boat Transport',
    text: 'Boat transport moves boats over the road',
  },
  {
    path: '/services/open-auto-shipping',
    title: 'Open Auto Transport',
    h1: 'Open Auto Transport',
    text: 'Open auto transport is how most cars are shipped',
  },
  {
    path: '/shipping-guide',
    title: 'How Auto Transport Works: The Complete Guide',
    h1: 'How Auto Transport Works: The Complete Guide',
    text: 'The journey in six steps',
  },
  {
    path: '/shipping-guide/vehicle-preparation',
    title: 'Preparing Your Vehicle for Shipping: A Checklist',
    h1: 'Preparing Your Vehicle for Shipping: A Checklist',
    text: 'A week before pickup',
  },
  {
    path: '/shipping-guide/car-shipping-insurance',
    title: 'Understanding Car Shipping Insurance',
    h1: 'Understanding Car Shipping Insurance',
    text: 'Carmack Amendment',
  },
  {
    path: '/blog',
    title: 'Car Shipping Blog',
    h1: 'Car shipping blog',
    text: 'Practical guides from our advisors',
  },
  {
    path: '/blog/how-much-does-it-cost-to-ship-a-car',
    title: 'How much does it cost to ship a car in 2026?',
    h1: 'How much does it cost to ship a car in 2026?',
    text: 'Typical 2026 prices for shipping a car across the USA',
  },
  {
    path: '/blog/open-vs-enclosed-car-transport',
    title: 'Open vs enclosed car transport: which should you choose?',
    h1: 'Open vs enclosed car transport: which should you choose?',
    text: 'Open carriers move most cars for less',
  },
  {
    path: '/blog/preparing-your-car-for-transport-checklist',
    title: 'Preparing your car for transport: a checklist',
    h1: 'Preparing your car for transport: a checklist',
    text: 'What to do a week before pickup, the day before',
  },
  {
    path: '/blog/shipping-a-car-to-hawaii',
    title: 'Shipping a car to Hawaii: ports, timing and the rules',
    h1: 'Shipping a car to Hawaii: ports, timing and the rules',
    text: 'How a car gets from the mainland to Honolulu',
  },
  {
    path: '/blog/moving-to-canada-with-your-car',
    title: 'Moving to Canada with your car: import rules step by step',
    h1: 'Moving to Canada with your car: import rules step by step',
    text: 'the 72-hour US export notice',
  },
  {
    path: '/blog/shipping-a-motorcycle',
    title: 'Shipping a motorcycle: crating, tie-downs and what to leave in the tank',
    h1: 'Shipping a motorcycle: crating, tie-downs and what to leave in the tank',
    text: 'Knowing what a good tie-down looks like',
  },
  {
    path: '/blog/snowbird-car-shipping',
    title: 'Snowbird season: shipping your car south for the winter and back',
    h1: 'Snowbird season: shipping your car south for the winter and back',
    text: 'for the trip south',
  },
  {
    path: '/blog/moving-an-rv-across-the-country',
    title: 'Moving an RV or camper across the country: driveaway, towaway or flatbed',
    h1: 'Moving an RV or camper across the country: driveaway, towaway or flatbed',
    text: 'Work through the checklist below in the week before pickup.',
  },
  {
    path: '/blog/category/costs-and-pricing',
    title: 'Costs and Pricing: Car Shipping Blog',
    h1: 'Costs and Pricing',
    text: 'What car shipping costs and why',
  },
  {
    path: '/blog/category/shipping-tips',
    title: 'Shipping Tips: Car Shipping Blog',
    h1: 'Shipping Tips',
    text: 'Practical advice for shipping a car',
  },
  {
    path: '/blog/category/international',
    title: 'International: Car Shipping Blog',
    h1: 'International',
    text: 'Taking a vehicle across a border',
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    h1: 'Terms of Service',
    text: 'ShipQuote is a transportation broker registered with the Federal Motor Carrier Safety Administration',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    h1: 'Privacy Policy',
    text: 'What we collect when you request a quote',
  },
  {
    path: '/landing',
    title: 'Hassle-Free Auto Shipping Quotes',
    h1: 'Hassle-free auto shipping, from your door to theirs',
    text: '100,000+ vehicles shipped',
    landing: true,
  },
  {
    path: '/international',
    title: 'International Car Shipping Quotes',
    h1: 'International car shipping without the hassle',
    text: 'Up to 80 vehicles per plane',
    landing: true,
  },
  {
    path: '/partners',
    title: 'Embed our quote form',
    h1: 'Embed our quote form',
    text: 'Quotes sent from this preview are tagged embed-preview',
    noindex: true,
  },
];

const LANDING_PATHS = new Set(ROUTES.filter((row) => row.landing).map((row) => row.path));

/** The paths the older header menu and the rail point at, with the home page ids they name. */
const HOME_ANCHORS = ['ourprocess', 'support', 'ourservices', 'contact-us', 'main-form', 'request'];

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const meta = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? undefined;

/** The pages, rendered and parsed once per worker (tests/support/rendered-site.ts), and the app that serves them. */
let site: RenderedSite;
const pages = new Map<string, ServedPage>();

/** The pages of the main layout (rail, navbar, breadcrumbs): every page but the landing pages. */
const mainSitePages = (): [string, ServedPage][] => [...pages].filter(([path]) => !LANDING_PATHS.has(path));

function page(path: string): ServedPage {
  const fetched = pages.get(path);
  if (!fetched) throw new Error(`${path} was not fetched`);
  return fetched;
}

/**
 * A page's own plain DOM script: a hashed file of dist/site, cached for good, one file with no imports and
 * no React. Resolves with its code.
 */
async function expectStandaloneScript(src: string | undefined, pattern: RegExp, where = ''): Promise<string> {
  const name = pattern.exec(src ?? '')?.[1] ?? '';
  expect(name, `${where} ${src}`).not.toBe('');
  expect(readdirSync(SITE_BUILD), 'a file of dist/site').toContain(name);
  const response = await site.app.request(src as string);
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toContain('immutable');
  const code = await response.text();
  expect(code, 'one file: it imports nothing').not.toMatch(/\bimport\s*[("'{*]|\bfrom\s*["']/);
  expect(code, 'no React').not.toMatch(
    /react\.(?:transitional|element|fragment)|react-dom|__CLIENT_INTERNALS|\$\$typeof/,
  );
  return code;
}

function jsonLd(doc: Document): Record<string, unknown>[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

beforeAll(async () => {
  if (builtIslands().length === 0 || !existsSync(WIDGET_BUILD)) {
    throw new Error(
      'The route tests run against the production build, but the islands script (dist/site/islands*.js) or dist/widget/quote-widget.js is missing. Run `npm run build` first (`npm test` does it for you).',
    );
  }
  site = await renderedSite();
  for (const path of sitePages().keys()) pages.set(path, await site.page(path));
}, 60_000);

describe('route table', () => {
  it('has exactly one row for every page of the registry', () => {
    const rows = ROUTES.map((row) => row.path);
    expect(new Set(rows).size, 'duplicate rows').toBe(rows.length);
    expect([...rows].sort()).toEqual([...sitePages().keys()].sort());
  });

  describe.each(ROUTES)('$path', (row) => {
    it('answers 200 with its title, h1 and key text', () => {
      const { status, headers, doc } = page(row.path);
      expect(status).toBe(200);
      expect(headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(doc.title).toBe(`${row.title}${SUFFIX}`);
      const h1s = [...doc.querySelectorAll('h1')];
      expect(h1s, 'exactly one h1').toHaveLength(1);
      expect(squash(h1s[0]?.textContent)).toBe(row.h1);
      expect(squash(doc.querySelector('main')?.textContent)).toContain(row.text);
    });

    it('has a meta description, canonical URL and Open Graph tags', () => {
      const { doc } = page(row.path);
      const description = meta(doc, 'meta[name="description"]') ?? '';
      expect(description.trim().length).toBeGreaterThan(0);
      expect(description.length, `description of ${row.path}: "${description}"`).toBeLessThanOrEqual(170);
      const url = `${ORIGIN}${row.path}`;
      const canonicals = [...doc.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'));
      // A page kept out of search results names no canonical address either.
      const noindex = row.landing || row.noindex;
      expect(canonicals).toEqual(noindex ? [] : [url]);
      expect(meta(doc, 'meta[property="og:title"]')).toBe(doc.title);
      expect(meta(doc, 'meta[property="og:description"]')).toBe(description);
      expect(meta(doc, 'meta[property="og:url"]')).toBe(url);
      expect(meta(doc, 'meta[property="og:image"]')).toMatch(/^https:\/\/shipquote\.example\/\S+$/);
      if (noindex) expect(meta(doc, 'meta[name="robots"]')).toBe('noindex');
      else expect(doc.querySelector('meta[name="robots"]'), 'indexable pages carry no robots tag').toBeNull();
      expect(doc.documentElement.getAttribute('lang')).toBe('en');
      expect(meta(doc, 'meta[name="viewport"]')).toContain('width=device-width');
    });

    it('sends the security headers and a CSP that its markup respects', () => {
      const { headers, doc } = page(row.path);
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
      expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('Permissions-Policy')).toContain('camera=()');
      const csp = headers.get('Content-Security-Policy') ?? '';
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      for (const directive of [
        "default-src 'self'",
        `script-src 'nonce-${nonce}' 'strict-dynamic'`,
        "style-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      // Under that policy a script runs only with the page's nonce (or when one that has it inserts it),
      // and a style attribute never.
      const blocked = [...doc.querySelectorAll('script')].filter((script) => script.getAttribute('nonce') !== nonce);
      expect(
        blocked.map((script) => script.outerHTML.slice(0, 80)),
        'scripts the CSP blocks',
      ).toEqual([]);
      expect(doc.querySelectorAll('[style]').length, 'elements with a style attribute').toBe(0);
      const ids = [...doc.querySelectorAll('[id]')].map((element) => element.id);
      expect(
        ids.filter((id, index) => ids.indexOf(id) !== index),
        'duplicate ids',
      ).toEqual([]);
    });
  });

  it('gives every page its own meta description', () => {
    const byDescription = new Map<string, string[]>();
    for (const [path, { doc }] of pages) {
      const description = meta(doc, 'meta[name="description"]') ?? '';
      byDescription.set(description, [...(byDescription.get(description) ?? []), path]);
    }
    const shared = [...byDescription.values()].filter((paths) => paths.length > 1);
    expect(shared, 'pages sharing a meta description').toEqual([]);
  });

  it('points every og:image at an image the site serves', async () => {
    const broken: string[] = [];
    const images = new Set([...pages.values()].map(({ doc }) => meta(doc, 'meta[property="og:image"]') ?? ''));
    for (const image of images) {
      const response = await site.app.request(new URL(image).pathname);
      const type = response.headers.get('Content-Type') ?? '';
      if (response.status !== 200 || !type.startsWith('image/')) broken.push(`${image} → ${response.status} ${type}`);
      await response.body?.cancel();
    }
    expect(broken, 'og:image URLs that do not resolve to an image').toEqual([]);
  });
});

describe('against the production build', () => {
  it('loads the islands script that the build wrote, on every page with an island', async () => {
    const urls = new Set<string>();
    for (const [path, { doc }] of pages) {
      if (!doc.querySelector('[data-island]')) continue;
      // A page may add a script of its own beside the loader (the embed builder's on /partners).
      const scripts = [...doc.querySelectorAll('script[type="module"][src]')]
        .map((s) => s.getAttribute('src') ?? '')
        .filter((src) => src.startsWith('/assets/islands'));
      expect(scripts, `${path}: one islands script`).toHaveLength(1);
      urls.add(scripts[0] as string);
    }
    expect(urls.size, 'every page names the same build').toBe(1);
    const url = [...urls][0] as string;
    const name = /^\/assets\/([^/?]+)(?:\?v=[\w-]+)?$/.exec(url)?.[1] ?? '';
    expect(name, `${url} names the built islands script`).toMatch(ISLANDS_NAME);
    expect(builtIslands(), `${url} is a file of dist/site (npm run build)`).toContain(name);
    const response = await site.app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(response.headers.get('Cache-Control')).toContain('immutable');
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.equals(readFileSync(`${SITE_BUILD}${name}`)), `served file = dist/site/${name}`).toBe(true);
  });

  it('serves every chunk the islands script imports', async () => {
    const entry = page('/').doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '';
    const seen = new Set<string>();
    const broken: string[] = [];
    const visit = async (url: string): Promise<void> => {
      if (seen.has(url)) return;
      seen.add(url);
      const response = await site.app.request(url);
      if (response.status !== 200) {
        broken.push(`${url} → ${response.status}`);
        return;
      }
      const code = await response.text();
      for (const match of code.matchAll(/(?:\bfrom|\bimport\(?)\s*["'](\.\/[\w.-]+\.js)["']/g)) {
        const target = new URL(match[1] as string, `${ORIGIN}${url}`);
        await visit(`${target.pathname}${target.search}`);
      }
    };
    await visit(entry);
    expect(seen.size, 'the loader and the chunk with React').toBeGreaterThanOrEqual(1);
    expect(broken, 'chunks that do not load').toEqual([]);
  });

  it('serves the stylesheet, the pre-paint theme script and the widget script', async () => {
    const { doc, headers } = page('/');
    const css = doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? '';
    const response = await site.app.request(css);
    expect(response.status, css).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/css/);
    await response.body?.cancel();
    // The stored theme is applied in <head>, before the body paints (no flash on reload).
    const themeScript = [...doc.head.querySelectorAll('script')].find(
      (script) =>
        (script.textContent ?? '').includes("localStorage.getItem('theme')") ||
        (script.getAttribute('src') ?? '').includes('theme'),
    );
    expect(themeScript, 'the pre-paint theme script in <head>').toBeDefined();
    expect(themeScript?.hasAttribute('async') || themeScript?.hasAttribute('defer')).toBe(false);
    expect(themeScript?.getAttribute('type') ?? '', 'a classic, blocking script').toBe('');
    const src = themeScript?.getAttribute('src');
    if (src) {
      const file = await site.app.request(src);
      expect(file.status, src).toBe(200);
      await file.body?.cancel();
    } else {
      const csp = headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain(`'nonce-${themeScript?.getAttribute('nonce')}'`);
    }
    const widget = await site.app.request('/widget/quote-widget.js');
    expect(widget.status).toBe(200);
    expect(Buffer.from(await widget.arrayBuffer()).equals(readFileSync(WIDGET_BUILD))).toBe(true);
  });
});

describe('the embed builder', () => {
  it('loads its own script, built beside the islands as one file without React, after the islands loader', async () => {
    const { doc } = page('/partners');
    const scripts = [...doc.querySelectorAll('script[type="module"][src]')].map((s) => s.getAttribute('src') ?? '');
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toMatch(/^\/assets\/islands-/);
    await expectStandaloneScript(scripts[1], /^\/assets\/(partner-builder-[0-9a-f]{10}\.js)$/);
  });
});

describe('landing pages', () => {
  const sameOriginAnchors = (doc: Document, selector: string) =>
    [...doc.querySelectorAll(`${selector} a[href^="#"]`)].map((a) => a.getAttribute('href') ?? '');

  it('load only the landing script, which brings no React, and have no rail and no islands', async () => {
    for (const path of LANDING_PATHS) {
      const { doc } = page(path);
      expect(doc.querySelector('aside.rail'), path).toBeNull();
      expect(doc.querySelector('[data-island]'), path).toBeNull();
      const scripts = [...doc.querySelectorAll('script[type="module"][src]')].map((s) => s.getAttribute('src') ?? '');
      expect(scripts, path).toHaveLength(1);
      const code = await expectStandaloneScript(scripts[0], /^\/assets\/(landing-[\w-]+\.js)$/, path);
      expect(Buffer.byteLength(code), 'a few kilobytes at most').toBeLessThan(6_000);
    }
  });

  it('embed the full quote widget: #booking on /landing, #international-sideform in international mode', () => {
    const landing = page('/landing').doc.querySelector('#booking');
    expect(landing?.getAttribute('data-variant')).toBe('full');
    expect(landing?.getAttribute('data-source')).toBe('landing-hero');
    expect(landing?.getAttribute('data-mode')).toBe('domestic');
    const international = page('/international').doc.querySelector('#international-sideform');
    expect(international?.getAttribute('data-variant')).toBe('full');
    expect(international?.getAttribute('data-mode')).toBe('international');
    expect(international?.getAttribute('data-source')).toBe('international-sideform');
  });

  it('link every top bar and footer anchor to a section of the same page', () => {
    const expected: Record<string, string[]> = {
      '/landing': ['#services', '#reviews', '#why-us', '#contact', '#booking'],
      '/international': [
        '#reviews',
        '#shipping-locations',
        '#transport-types',
        '#shipping-process',
        '#benefits',
        '#vehicles',
        '#international-sideform',
      ],
    };
    for (const [path, anchors] of Object.entries(expected)) {
      const { doc } = page(path);
      expect(sameOriginAnchors(doc, 'header.topbar'), path).toEqual(anchors);
      expect(doc.querySelector('header.topbar a[href^="tel:"]'), `${path}: phone link`).not.toBeNull();
      for (const href of [...sameOriginAnchors(doc, 'header.topbar'), ...sameOriginAnchors(doc, 'footer')]) {
        expect(doc.getElementById(href.slice(1)), `${path} ${href}`).not.toBeNull();
      }
    }
    const footer = [...page('/landing').doc.querySelectorAll('footer a')].map((a) => squash(a.textContent));
    expect(footer).toEqual([
      'Our services',
      'Support',
      'Privacy Policy',
      'Why ShipQuote',
      'Reviews',
      'Terms & Conditions',
    ]);
  });

  it('render the tab lists with the first service and Trailers selected, the other panels hidden', () => {
    const check = (doc: Document, list: string, selected: string, count: number) => {
      const tablist = doc.querySelector(`[role="tablist"][aria-label="${list}"]`);
      const tabs = [...(tablist?.querySelectorAll('[role="tab"]') ?? [])];
      expect(tabs, list).toHaveLength(count);
      const chosen = tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true');
      expect(
        chosen.map((tab) => squash(tab.textContent)),
        list,
      ).toEqual([selected]);
      for (const tab of tabs) {
        const on = tab === chosen[0];
        expect(tab.getAttribute('tabindex'), squash(tab.textContent)).toBe(on ? '0' : '-1');
        const panel = doc.getElementById(tab.getAttribute('aria-controls') ?? '');
        expect(panel?.getAttribute('role')).toBe('tabpanel');
        expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
        expect(panel?.hasAttribute('hidden'), squash(tab.textContent)).toBe(!on);
      }
    };
    check(page('/landing').doc, 'Our services', 'Enclosed car shipping', 5);
    check(page('/international').doc, 'Vehicle types', 'Trailers', 6);
  });

  it('open USA/Canada first in an exclusive accordion of regions', () => {
    const regions = [...page('/international').doc.querySelectorAll('#shipping-locations details')];
    expect(regions.map((details) => squash(details.querySelector('summary')?.textContent))).toEqual([
      'USA/Canada',
      'Europe',
      'Asia',
      'Africa',
    ]);
    expect(new Set(regions.map((details) => details.getAttribute('name')))).toEqual(new Set(['regions']));
    expect(regions.map((details) => details.hasAttribute('open'))).toEqual([true, false, false, false]);
  });

  it('share the canonical address, url-encoded, in links that open a new tab', () => {
    const { doc } = page('/international');
    const encoded = encodeURIComponent(`${ORIGIN}/international`);
    const share = [...doc.querySelectorAll('.share-bar a')];
    expect(share.map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining([expect.stringContaining(`url=${encoded}`), expect.stringContaining(`u=${encoded}`)]),
    );
    for (const a of share) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(doc.querySelector('[data-copy-link]')?.getAttribute('data-copy-link')).toBe(`${ORIGIN}/international`);
  });

  it('cut landing review text over 100 characters to 150 plus an ellipsis, each card a link to a new tab', () => {
    const cards = [...page('/landing').doc.querySelectorAll('#reviews .review-card')];
    expect(cards.length).toBeGreaterThan(20);
    for (const card of cards) {
      const text = squash(card.querySelector('.review-text')?.textContent);
      expect(Array.from(text).length, text).toBeLessThanOrEqual(151);
      const link = card.querySelector('a.review-link');
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
      expect(squash(link?.textContent)).toMatch(/opens in a new tab/);
    }
  });
});

describe('without JavaScript', () => {
  it('has the full quote widget container on / at #main-form, pagination off', () => {
    const { doc } = page('/');
    const widget = doc.querySelector('#main-form');
    expect(widget?.hasAttribute('data-quote-widget')).toBe(true);
    expect(widget?.getAttribute('data-pagination')).toBe('false');
    expect(widget?.getAttribute('data-variant')).toBe('full');
    expect(doc.querySelector('script[src="/widget/quote-widget.js"]')).not.toBeNull();
  });

  it('has the compact widget container on every service page', () => {
    const servicePaths = ROUTES.map((row) => row.path).filter((path) => path.startsWith('/services/'));
    expect(servicePaths).toHaveLength(20);
    for (const path of servicePaths) {
      const { doc } = page(path);
      const widgets = [...doc.querySelectorAll('[data-quote-widget]')];
      expect(widgets, path).toHaveLength(1);
      expect(widgets[0]?.getAttribute('data-variant'), path).toBe('compact');
      expect(doc.querySelector('script[src="/widget/quote-widget.js"]'), path).not.toBeNull();
    }
  });

  it('renders the header, the rail submenus and the FAQ as working HTML before any script runs', () => {
    for (const [path, { doc }] of mainSitePages()) {
      const header = doc.querySelector('[data-island="site-header"]');
      expect(header?.querySelector('a[href="/"]'), `${path}: brand link`).not.toBeNull();
      expect(header?.querySelector('a[href^="tel:"]'), `${path}: phone link`).not.toBeNull();
      expect(header?.querySelector('a[href="/#main-form"]'), `${path}: quote link`).not.toBeNull();
      // Disclosure widgets open and close in the browser itself.
      const summaries = [...doc.querySelectorAll('.rail details > summary')].map((s) => squash(s.textContent));
      expect(summaries, path).toEqual(['Services', 'Shipping Guide']);
      expect(doc.querySelector('a.skip-link[href="#main"]'), `${path}: skip link`).not.toBeNull();
      expect(doc.querySelector('main#main'), `${path}: skip link target`).not.toBeNull();
    }
    const faq = [...page('/frequently-asked-questions').doc.querySelectorAll('.faq details')];
    expect(faq.length).toBeGreaterThan(5);
    expect(new Set(faq.map((details) => details.getAttribute('name')))).toEqual(new Set(['faq']));
  });
});

describe('menus', () => {
  it('keeps Golf Cart and UTV Shipping out of the rail and the mobile menu, while their pages exist', () => {
    for (const [path, { doc }] of mainSitePages()) {
      const rail = doc.querySelector('aside.rail');
      expect(rail, path).not.toBeNull();
      const railHtml = rail?.outerHTML ?? '';
      expect(railHtml, path).not.toMatch(/golf-cart-shipping|utv-shipping|Golf Cart|UTV/);
      const mobileProps = doc.querySelector('[data-island="site-header"]')?.getAttribute('data-props') ?? '';
      expect(mobileProps, path).toContain('/services/open-auto-shipping');
      expect(mobileProps, path).not.toMatch(/golf-cart-shipping|utv-shipping|Golf Cart|UTV/);
    }
    expect(page('/services/golf-cart-shipping').status).toBe(200);
    expect(page('/services/utv-shipping').status).toBe(200);
  });

  it('links every item of the rail menu and lists the visible services', () => {
    const rail = page('/').doc.querySelector('aside.rail');
    const hrefs = [...(rail?.querySelectorAll('a[href]') ?? [])].map((a) => a.getAttribute('href'));
    for (const item of RAIL_MENU) expect(hrefs, item.label).toContain(item.href);
    expect(hrefs).toContain('/services/open-auto-shipping');
    expect(hrefs).toContain('/services/enclosed-exotic-car-shipping');
  });

  it('resolves every link of the older header menu and of the rail, #anchors included', async () => {
    const home = page('/').doc;
    for (const id of HOME_ANCHORS) expect(home.getElementById(id), `#${id} on the home page`).not.toBeNull();
    const broken: string[] = [];
    const links = [...HEADER_MENU, ...RAIL_MENU, ...RAIL_MENU.flatMap((item) => item.children ?? [])];
    for (const link of links) {
      const url = new URL(link.href, ORIGIN);
      let response = await site.answer(url.pathname);
      for (let hops = 0; hops < 3 && [301, 302, 307, 308].includes(response.status); hops++) {
        response = await site.answer(new URL(response.headers.get('Location') ?? '', url).pathname);
      }
      if (response.status !== 200) {
        broken.push(`${link.label} ${link.href} → ${response.status}`);
        continue;
      }
      const id = url.hash.slice(1);
      if (id && !response.doc?.getElementById(decodeURIComponent(id)))
        broken.push(`${link.label} ${link.href} → no #${id}`);
    }
    expect(broken, 'menu links that do not resolve').toEqual([]);
  });
});

describe('not found, redirects, sitemap, robots', () => {
  it('answers an unknown path with a helpful 404 page that is not indexed', async () => {
    for (const path of ['/no-such-page', '/services/no-such-service', '/shipping-guide/nope/deeper']) {
      const { status, headers, doc } = await site.page(path);
      expect(status, path).toBe(404);
      expect(headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(headers.get('Content-Security-Policy')).toContain("default-src 'self'");
      expect(squash(doc.querySelector('h1')?.textContent)).toBe('We could not find that page');
      expect(doc.title).toBe(`Page not found${SUFFIX}`);
      expect(meta(doc, 'meta[name="robots"]')).toBe('noindex');
      const hrefs = [...doc.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(expect.arrayContaining(['/', '/services', '/frequently-asked-questions']));
      expect(doc.querySelector('main a[href^="tel:"]'), 'a phone number to call').not.toBeNull();
    }
  });

  it('redirects the old FAQ path permanently to the FAQ', async () => {
    for (const path of ['/shipping-guide/frequently-asked-questions/', '/shipping-guide/frequently-asked-questions']) {
      const response = await site.app.request(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('Location'), path).toBe('/frequently-asked-questions');
    }
  });

  it('lists every indexable page in /sitemap.xml, and nothing else', async () => {
    const response = await site.app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string);
    expect(new Set(locs).size, 'no duplicates').toBe(locs.length);
    const indexable = [...pages]
      .filter(([, { doc }]) => !(meta(doc, 'meta[name="robots"]') ?? '').includes('noindex'))
      .map(([path]) => `${ORIGIN}${path}`);
    expect([...locs].sort()).toEqual(indexable.sort());
  });

  it('points /robots.txt at the sitemap', async () => {
    const response = await site.app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines).toContain('User-agent: *');
    expect(lines, 'the site itself is crawlable').not.toContain('Disallow: /');
  });
});

describe('structured data (JSON-LD)', () => {
  it('parses on every page and names schema.org', () => {
    for (const [path, { doc }] of mainSitePages()) {
      const blocks = jsonLd(doc);
      expect(blocks.length, path).toBeGreaterThan(0);
      for (const block of blocks) expect(block['@context'], path).toBe('https://schema.org');
    }
  });

  it('describes the business on the home page', () => {
    const business = jsonLd(page('/').doc).find((block) =>
      ['LocalBusiness', 'Organization'].includes(String(block['@type'])),
    );
    expect(business, 'LocalBusiness or Organization on /').toBeDefined();
    expect(business?.name).toBe('ShipQuote');
    expect(business?.url).toBe(`${ORIGIN}/`);
    expect(business?.telephone).toMatch(/^\+1\d{10}$/);
  });

  it('marks the FAQ up as an FAQPage with the questions the page shows', () => {
    const { doc } = page('/frequently-asked-questions');
    const faq = jsonLd(doc).find((block) => block['@type'] === 'FAQPage') as
      | { mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[] }
      | undefined;
    expect(faq, 'FAQPage on /frequently-asked-questions').toBeDefined();
    const shown = [...doc.querySelectorAll('.faq details > summary')].map((s) => squash(s.textContent));
    expect(faq?.mainEntity.map((q) => q.name)).toEqual(shown);
    for (const question of faq?.mainEntity ?? []) {
      expect(question['@type']).toBe('Question');
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
  });

  it('gives every nested page a BreadcrumbList that ends at the page itself', () => {
    for (const [path, { doc }] of mainSitePages()) {
      if (path === '/') continue;
      const trail = jsonLd(doc).find((block) => block['@type'] === 'BreadcrumbList') as
        | { itemListElement: { '@type': string; position: number; name: string; item: string }[] }
        | undefined;
      expect(trail, `BreadcrumbList on ${path}`).toBeDefined();
      const items = trail?.itemListElement ?? [];
      expect(items.length, path).toBeGreaterThanOrEqual(2);
      expect(
        items.map((item) => item.position),
        path,
      ).toEqual(items.map((_, index) => index + 1));
      expect(items[0]?.item, path).toBe(`${ORIGIN}/`);
      expect(items.at(-1)?.item, path).toBe(`${ORIGIN}${path}`);
      const visible = [...doc.querySelectorAll('nav[aria-label="Breadcrumb"] a')].map((a) => a.getAttribute('href'));
      expect(
        visible.map((href) => `${ORIGIN}${href}`),
        `${path}: the visible trail matches`,
      ).toEqual(items.map((item) => item.item));
    }
  });
});

import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUTO_TRANSPORT_SOLUTIONS } from './auto-transport-solutions';
import { SERVICE_GROUPS, SERVICES, type ServicePage, serviceBySlug, servicePath } from './services';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));

/** Every string a visitor can read on a page, in one text. */
function visibleText(page: ServicePage): string {
  return [
    page.name,
    page.title,
    page.metaDescription,
    page.summary,
    page.image.alt,
    ...page.intro,
    ...page.howItWorks.flatMap((step) => [step.title, step.text]),
    ...page.priceFactors.flatMap((factor) => [factor.title, factor.text]),
    ...page.tips,
    ...page.faq.flatMap((item) => [item.question, item.answer]),
  ].join('\n');
}

const ALL_TEXT = [
  ...SERVICES.map(visibleText),
  ...SERVICE_GROUPS.flatMap((group) => [group.name, group.description]),
  JSON.stringify(AUTO_TRANSPORT_SOLUTIONS),
].join('\n');

/** Real companies, review sites and makes the sample content must not name: it is fictional sample data. */
const DENIED_NAMES = [
  'Montway',
  'uShip',
  'Sherpa',
  'Carvana',
  'Google',
  'Yelp',
  'Trustpilot',
  'Matson',
  'Pasha',
  'Wallenius',
  'Ferrari',
  'Lamborghini',
  'Porsche',
  'Tesla',
  'Harley',
  'Deere',
  'Caterpillar',
  'Bobcat',
  'Winnebago',
  'Airstream',
  'Polaris',
];

describe('service catalogue', () => {
  it('gives every page a slug of its own', () => {
    const slugs = SERVICES.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('puts every page in a group that lists it', () => {
    for (const page of SERVICES) {
      const group = SERVICE_GROUPS.find((g) => g.id === page.group);
      expect(group?.slugs, page.slug).toContain(page.slug);
    }
  });

  it('finds a page by its slug and builds its path under /services', () => {
    expect(serviceBySlug('boat-shipping')?.name).toBe('Boat Shipping');
    expect(serviceBySlug('no-such-service')).toBeUndefined();
    expect(servicePath('rv-shipping')).toBe('/services/rv-shipping');
  });

  it('hides only Golf Cart Shipping and UTV Shipping from the menus', () => {
    const hidden = SERVICES.filter((page) => page.hiddenFromMenus).map((page) => page.slug);
    expect(hidden.sort()).toEqual(['golf-cart-shipping', 'utv-shipping']);
  });

  it('embeds the compact widget, in international mode only for Germany and Dubai', () => {
    for (const page of SERVICES) expect(page.widgetVariant).toBe('compact');
    const international = SERVICES.filter((page) => page.widgetMode === 'international').map((page) => page.slug);
    expect(international).toEqual(['germany-shipping', 'car-shipping-to-dubai']);
  });
});

describe('service pages', () => {
  it.each(SERVICES.map((page) => [page.slug, page] as const))('%s has the content a visitor needs', (_slug, page) => {
    expect(page.name.length).toBeGreaterThan(0);
    expect(page.title.length).toBeGreaterThan(0);
    expect(page.summary.length).toBeGreaterThan(40);
    expect(page.intro.length).toBeGreaterThanOrEqual(2);
    expect(page.howItWorks.length).toBeGreaterThanOrEqual(3);
    expect(page.priceFactors.length).toBeGreaterThanOrEqual(3);
    expect(page.tips.length).toBeGreaterThanOrEqual(3);
    expect(page.faq.length).toBeGreaterThanOrEqual(4);
    expect(page.faq.length).toBeLessThanOrEqual(6);
    for (const text of visibleText(page).split('\n')) expect(text.trim().length).toBeGreaterThan(0);
  });

  it('has a meta description of 110–170 characters on every page, each one different', () => {
    for (const page of SERVICES) {
      expect(page.metaDescription.length, page.slug).toBeGreaterThanOrEqual(110);
      expect(page.metaDescription.length, page.slug).toBeLessThanOrEqual(170);
    }
    expect(new Set(SERVICES.map((page) => page.metaDescription)).size).toBe(SERVICES.length);
  });

  it('gives every page a different name and title', () => {
    expect(new Set(SERVICES.map((page) => page.name)).size).toBe(SERVICES.length);
    expect(new Set(SERVICES.map((page) => page.title)).size).toBe(SERVICES.length);
  });

  it('does not repeat an FAQ question within a page', () => {
    for (const page of SERVICES) {
      const questions = page.faq.map((item) => item.question);
      expect(new Set(questions).size, page.slug).toBe(questions.length);
    }
  });

  it('points every page at its own 640 × 400 illustration with alt text', () => {
    for (const page of SERVICES) {
      expect(page.image).toEqual({
        src: `/images/services/${page.slug}.svg`,
        width: 640,
        height: 400,
        alt: expect.stringMatching(/\w{3,}/),
      });
    }
  });
});

describe('service illustrations', () => {
  it.each(SERVICES.map((page) => page.slug))('%s.svg is a small, self-contained 640 × 400 SVG without text', (slug) => {
    const file = `${publicDir}/images/services/${slug}.svg`;
    expect(statSync(file).size).toBeLessThan(3 * 1024);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 640 400"/);
    expect(svg).toMatch(/^<svg [^>]*width="640" height="400"/);
    expect(svg).not.toMatch(/<text|<image|<script|<foreignObject|url\(http|href="(?!#)/);
    // Its own rounded background, so it reads on both themes.
    expect(svg).toMatch(/<rect width="640" height="400" rx="\d+"/);
  });
});

describe('content hygiene', () => {
  it('contains no placeholder text', () => {
    expect(ALL_TEXT).not.toMatch(/lorem|ipsum|TODO|TBD|\{phone\}|\{email\}/i);
  });

  it('uses only 555 numbers reserved for fiction (555-0100 to 555-0199)', () => {
    for (const match of ALL_TEXT.matchAll(/555-\d{4}/g)) expect(match[0]).toMatch(/^555-01\d{2}$/);
  });

  it('names no real company, review site or vehicle make', () => {
    for (const name of DENIED_NAMES) expect(ALL_TEXT).not.toMatch(new RegExp(`\\b${name}\\b`, 'i'));
  });
});

describe('auto transport solutions', () => {
  it('covers open, enclosed, door-to-door, terminal, expedited and the three international methods', () => {
    expect(AUTO_TRANSPORT_SOLUTIONS.path).toBe('/auto-transport-solutions');
    expect(AUTO_TRANSPORT_SOLUTIONS.solutions.map((s) => s.id)).toEqual([
      'open',
      'enclosed',
      'door-to-door',
      'terminal-to-terminal',
      'expedited',
      'ro-ro',
      'container',
      'air',
    ]);
  });

  it('links each solution only to service pages that exist', () => {
    for (const solution of AUTO_TRANSPORT_SOLUTIONS.solutions) {
      expect(solution.relatedServices.length, solution.id).toBeGreaterThan(0);
      for (const slug of solution.relatedServices)
        expect(serviceBySlug(slug), `${solution.id} → ${slug}`).toBeDefined();
    }
  });

  it('explains each solution and has a meta description of 110–170 characters and a short FAQ', () => {
    const page = AUTO_TRANSPORT_SOLUTIONS;
    expect(page.metaDescription.length).toBeGreaterThanOrEqual(110);
    expect(page.metaDescription.length).toBeLessThanOrEqual(170);
    expect(page.intro.length).toBeGreaterThanOrEqual(1);
    expect(page.faq.length).toBeGreaterThanOrEqual(3);
    for (const solution of page.solutions) {
      expect(solution.what.length, solution.id).toBeGreaterThan(40);
      expect(solution.when.length, solution.id).toBeGreaterThan(0);
      expect(solution.priceNote.length, solution.id).toBeGreaterThan(20);
    }
  });
});

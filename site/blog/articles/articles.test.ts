import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORY_DESCRIPTIONS, BLOG_CATEGORY_NAMES } from '../../content/blog/categories';
import { brand } from '../../content/brand';
import { sitePages } from '../../web/pages/registry';
import { normaliseArticle } from '../local-source';
import { SECTION_LAYOUTS } from '../post';
import { sanitizeCmsHtml } from '../sanitize';
import { BLOG_ARTICLES } from './articles';

/** A fixed "today", so the check on dates does not change with the wall clock. */
const TODAY = '2026-11-26';
const MIN_ARTICLES = 8;
const MIN_CATEGORIES_WITH_POSTS = 3;

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));
const publicFile = (src: string) => `${PUBLIC_DIR}${src}`;
/** Every image an article shows: featured, section and card images. */
const images = BLOG_ARTICLES.flatMap((article) => [
  { ...article.featuredImage!, of: article.slug },
  ...article.sections.flatMap((section) => [
    ...(section.image ? [{ ...section.image, of: article.slug }] : []),
    ...(section.card ?? []).flatMap((card) => (card.image ? [{ ...card.image, of: article.slug }] : [])),
  ]),
]);
/** Every string a visitor reads, for the hygiene checks. */
const ALL_TEXT = JSON.stringify(BLOG_ARTICLES);

describe('blog articles', () => {
  it(`has at least ${MIN_ARTICLES} sample articles with unique URL-safe slugs and real dates no later than ${TODAY}`, () => {
    expect(BLOG_ARTICLES.length).toBeGreaterThanOrEqual(MIN_ARTICLES);
    expect(new Set(BLOG_ARTICLES.map((article) => article.slug)).size).toBe(BLOG_ARTICLES.length);
    for (const article of BLOG_ARTICLES) {
      expect(article.sample, article.slug).toBe(true);
      expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${article.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(article.date);
      expect(article.date <= TODAY, article.slug).toBe(true);
    }
  });

  it(`files every article under the known categories, and has posts in each of them (at least ${MIN_CATEGORIES_WITH_POSTS})`, () => {
    const used = new Set(BLOG_ARTICLES.flatMap((article) => article.categories));
    expect([...used].sort()).toEqual([...BLOG_CATEGORY_NAMES].sort());
    expect(used.size).toBeGreaterThanOrEqual(MIN_CATEGORIES_WITH_POSTS);
    for (const name of BLOG_CATEGORY_NAMES)
      expect(BLOG_CATEGORY_DESCRIPTIONS[name]?.length ?? 0).toBeLessThanOrEqual(160);
  });

  it('writes excerpts that work as meta descriptions and cards (longer than a card shows, at most 160 characters)', () => {
    for (const article of BLOG_ARTICLES) {
      expect(article.excerpt.length, article.slug).toBeGreaterThan(120);
      expect(article.excerpt.length, article.slug).toBeLessThanOrEqual(160);
    }
  });

  it('uses every section layout across the articles, and at least four per article', () => {
    const layouts = new Set(BLOG_ARTICLES.flatMap((article) => article.sections.map((s) => s.acf_fc_layout)));
    expect([...layouts].sort()).toEqual([...SECTION_LAYOUTS].sort());
    for (const article of BLOG_ARTICLES) {
      expect(new Set(article.sections.map((s) => s.acf_fc_layout)).size, article.slug).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives each layout the fields it renders', () => {
    for (const article of BLOG_ARTICLES) {
      for (const section of article.sections) {
        const where = `${article.slug} ${section.acf_fc_layout} ${section.title ?? ''}`;
        switch (section.acf_fc_layout) {
          case 'simple_content':
            expect(section.content, where).toBeTruthy();
            break;
          case 'simple_table':
            expect(section.table?.rows.length, where).toBeGreaterThan(0);
            for (const row of section.table?.rows ?? []) expect(row, where).toHaveLength(section.table!.head.length);
            expect(
              section.table?.head.every((heading) => heading.trim()),
              where,
            ).toBe(true);
            expect(section.caption, where).toBeTruthy();
            break;
          case 'image':
            expect(section.image, where).toBeDefined();
            expect(section.alt?.trim(), where).toBeTruthy();
            break;
          case 'cards':
            expect(section.card?.length, where).toBeGreaterThan(1);
            break;
          case 'list':
            for (const entry of section.list_item ?? []) expect(entry.icon, where).toMatch(/^(arrow|person|link)$/);
            expect(section.list_item?.length, where).toBeGreaterThan(1);
            break;
          case 'faq':
            for (const entry of section.list_item ?? []) {
              expect(entry.item.endsWith('?'), where).toBe(true);
              expect(entry.content, where).toBeTruthy();
            }
            break;
          default:
            expect(section.list_item?.length, where).toBeGreaterThan(1);
        }
      }
    }
  });

  it('writes HTML the sanitiser leaves unchanged', () => {
    for (const article of BLOG_ARTICLES) {
      const html = [
        article.contentHtml,
        ...article.sections.flatMap((section) => [
          section.content ?? '',
          ...(section.card ?? []).map((card) => card.content),
          ...(section.list_item ?? []).map((entry) => entry.content ?? ''),
        ]),
      ];
      for (const fragment of html.filter(Boolean)) {
        // The sanitiser writes apostrophes as they are and quotes in text as they are.
        expect(sanitizeCmsHtml(fragment), article.slug).toBe(fragment);
      }
      expect(normaliseArticle(article).contentHtml).toBe(article.contentHtml);
    }
  });

  it('links only to pages the site serves, to the posts, and to the advisors by phone', () => {
    const routes = new Set(sitePages().keys());
    const hrefs = [...ALL_TEXT.matchAll(/href=\\"([^"\\]*)\\"/g)].map((match) => match[1]!);
    expect(hrefs.length).toBeGreaterThan(BLOG_ARTICLES.length);
    for (const href of hrefs) {
      if (href.startsWith('tel:')) {
        expect(href).toBe(brand.phones.advisors.href);
        continue;
      }
      // A link to a section of a page (/#main-form) resolves when its page does.
      const path = href.split('#')[0] || '/';
      expect(routes.has(path), href).toBe(true);
    }
    for (const article of BLOG_ARTICLES) expect(routes.has(`/blog/${article.slug}`), article.slug).toBe(true);
  });

  it('contains no placeholder text, only fictional 555 numbers, and no real company names', () => {
    expect(ALL_TEXT).not.toMatch(/lorem|ipsum|TODO|TBD|\{phone\}|\{email\}/i);
    for (const match of ALL_TEXT.matchAll(/555-\d{4}/g)) expect(match[0]).toMatch(/^555-01\d{2}$/);
    for (const name of ['Montway', 'uShip', 'Matson', 'Pasha', 'Canadian Tire', 'Tesla', 'Ford', 'Toyota', 'Google']) {
      expect(ALL_TEXT).not.toMatch(new RegExp(`\\b${name}\\b`, 'i'));
    }
  });
});

describe('blog images', () => {
  it('points every image at a file that exists, at its real size', () => {
    for (const image of images) {
      const svg = readFileSync(publicFile(image.src), 'utf8');
      const [, width, height] = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
      expect([Number(width), Number(height)], `${image.of}: ${image.src}`).toEqual([image.width, image.height]);
    }
  });

  it('draws each featured image as a 1200×630 SVG under 4 KB, with no text, script or outside reference', () => {
    for (const article of BLOG_ARTICLES) {
      const src = `/images/blog/${article.slug}.svg`;
      expect(article.featuredImage?.src).toBe(src);
      expect(article.featuredImage?.alt.trim()).toBeTruthy();
      expect(statSync(publicFile(src)).size, src).toBeLessThan(4 * 1024);
      const svg = readFileSync(publicFile(src), 'utf8');
      expect(svg, src).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630" viewBox="0 0 1200 630">/,
      );
      expect(svg, src).not.toMatch(/<text|<script|on\w+=|<foreignObject|<image|href="(?!#)|url\((?!#)/i);
    }
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { blogCategoryPage, blogIndexPage, blogPages, blogPostPage, sectionAnchors } from '../web/pages/blog-pages';
import { sitePages } from '../web/pages/registry';
import { type RenderContext, renderPage } from '../web/render';
import { localPosts } from './local-source';
import type { Post } from './post';

const ORIGIN = 'https://shipquote.example';
const context: RenderContext = {
  origin: ORIGIN,
  assets: { css: '/a.css', islands: '/i.js', landing: '/l.js', partnerBuilder: '/p.js' },
  year: 2026,
  nonce: 'test-nonce',
};

function render(path: string): string {
  const page = blogPages().get(path);
  if (!page) throw new Error(`no page at ${path}`);
  return renderPage(context, page(ORIGIN));
}

/** The <main> of a rendered page: the layout's rail and footer link to /blog too. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
/** Each blog card's markup. */
const cardsOf = (html: string) =>
  [...mainOf(html).matchAll(/<li class="card post-card">(.*?)<\/li>/gs)].map((m) => m[1]!);
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);

function post(overrides: Partial<Post>): Post {
  return {
    title: 'A title',
    slug: 'a-title',
    date: '2026-11-25',
    excerpt: 'An excerpt.',
    contentHtml: '<p>Body.</p>',
    sections: [],
    categories: [],
    ...overrides,
  };
}

describe('/blog', () => {
  const html = render('/blog');
  const main = mainOf(html);

  it('has its title, description and canonical URL', () => {
    expect(html).toContain('<title>Car Shipping Blog – ShipQuote</title>');
    expect(html).toMatch(/<meta name="description" content="Guides and tips for shipping a car[^"]+"\/>/);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog"/>`);
    expect(main.match(/<h1>/g)).toHaveLength(1);
  });

  it('features the newest post with its category, full title, first 150 characters of content and date', () => {
    const featured = main.slice(
      main.indexOf('<article class="card post-card post-featured"'),
      main.indexOf('</article>'),
    );
    expect(featured).toContain('Featured · Costs and Pricing');
    expect(featured).toContain(
      '<a href="/blog/how-much-does-it-cost-to-ship-a-car">How much does it cost to ship a car in 2026?</a>',
    );
    // 150 characters of the article's text (trailing space trimmed), then the ellipsis.
    expect(featured).toContain(
      '<p>Most people who ship a standard car within the USA in 2026 pay between $500 and $1,500 on an open carrier. Where you land in that range depends mostly…</p>',
    );
    expect(featured).toContain('<time dateTime="2026-11-18">November 18, 2026</time>');
    expect(featured).toContain('width="1200" height="630"');
  });

  it('lists the other posts as cards, newest first, each linking to its post', () => {
    const cards = cardsOf(html);
    expect(cards).toHaveLength(localPosts().length - 1);
    const hrefs = cards.map((card) => /href="([^"]+)"/.exec(card)?.[1]);
    expect(hrefs[0]).toBe('/blog/open-vs-enclosed-car-transport');
    expect(hrefs).toEqual(
      [...localPosts()]
        .sort((a, b) => b.date.localeCompare(a.date))
        .slice(1)
        .map((p) => `/blog/${p.slug}`),
    );
  });

  it('cuts card titles to 35 characters and excerpts to 120, shows the first category only, a long date and a sized image', () => {
    const card = cardsOf(html)[0]!;
    expect(card).toContain('<p class="eyebrow">Shipping Tips</p>');
    // The post is also in Costs and Pricing: a card names only its first category.
    expect(card).not.toContain('Costs and Pricing');
    expect(card).toContain(
      '<a href="/blog/open-vs-enclosed-car-transport" aria-label="Open vs enclosed car transport: which should you choose?">Open vs enclosed car transport: whi…</a>',
    );
    expect(card).toContain(
      '<p>Open carriers move most cars for less; enclosed trailers shield classics, exotics and fresh paint from weather and road…</p>',
    );
    expect(card).toContain('<time dateTime="2026-10-28">October 28, 2026</time>');
    expect(card).toContain(
      '<img src="/images/blog/open-vs-enclosed-car-transport.svg" width="1200" height="630" alt="" loading="lazy"/>',
    );
  });

  it('leaves a title or excerpt that fits untouched, and names the title once', () => {
    const fits = post({ slug: 'fits', title: 'Exactly thirty-five characters long', excerpt: 'Short excerpt.' });
    expect(fits.title).toHaveLength(35);
    const long = post({ slug: 'long', title: 'Thirty-six characters, one too many!', excerpt: 'x'.repeat(121) });
    const cards = cardsOf(renderPage(context, blogIndexPage([post({ slug: 'first' }), fits, long], ORIGIN)));
    expect(cards[0]).toContain('<a href="/blog/fits">Exactly thirty-five characters long</a>');
    expect(cards[0]).toContain('<p>Short excerpt.</p>');
    expect(cards[1]).toContain('>Thirty-six characters, one too many…</a>');
    expect(cards[1]).toContain(`<p>${'x'.repeat(120)}…</p>`);
  });

  it('links every category page and marks the articles as samples', () => {
    for (const slug of ['shipping-tips', 'costs-and-pricing', 'international']) {
      expect(main).toContain(`href="/blog/category/${slug}"`);
    }
    expect(main).toContain('class="sample-note"');
  });

  it('says so when there are no posts', () => {
    const empty = mainOf(renderPage(context, blogIndexPage([], ORIGIN)));
    expect(empty).toContain('There are no articles here yet.');
    expect(empty).not.toContain('post-card');
  });
});

describe('/blog/{slug}', () => {
  const html = render('/blog/moving-to-canada-with-your-car');
  const main = mainOf(html);

  it('has its title, description, canonical URL and article Open Graph type', () => {
    expect(html).toContain('<title>Moving to Canada with your car: import rules step by step – ShipQuote</title>');
    expect(html).toContain(
      '<meta name="description" content="Whether your car can come with you, the 72-hour US export notice, the RIV program, duties and taxes, and the documents to carry to the border."/>',
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/moving-to-canada-with-your-car"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(
      `<meta property="og:image" content="${ORIGIN}/images/blog/moving-to-canada-with-your-car.svg"/>`,
    );
    expect(main.match(/<h1>/g)).toHaveLength(1);
  });

  it('gives each titled section an anchor from its title and links them from the index sidebar', () => {
    const anchors = [
      'canyourcarcomewithyou',
      'theimport,stepbystep',
      'documentstocarrytotheborder',
      'dutiesandtaxesataglance',
      'driveit,shipit,orsellit',
      'wheretogonext',
      'questionsaboutimportingacarintocanada',
    ];
    for (const anchor of anchors) {
      expect(main).toContain(`<section id="${anchor}" aria-labelledby="${anchor}-title"`);
      expect(main).toContain(`href="#${anchor}"`);
    }
    // The index uses the shorter index_title where there is one.
    expect(main).toContain('<a href="#dutiesandtaxesataglance">Duties and taxes</a>');
    expect(main).toContain('<a href="#wheretogonext">Where to go next</a>');
    expect(main).toContain('<a href="/blog/category/international">International</a>');
  });

  it('renders a table with a caption, column headers and row headers', () => {
    expect(main).toContain('<caption id="dutiesandtaxesataglance-caption">What a personal car usually pays');
    expect(main).toContain(
      '<th scope="col">Charge</th><th scope="col">Applies to</th><th scope="col">Typical amount</th>',
    );
    expect(main).toContain('<tr><th scope="row">GST</th><td>Almost every imported car</td>');
    expect(main).toContain(
      '<section class="table-scroll" aria-labelledby="dutiesandtaxesataglance-caption" tabindex="0">',
    );
  });

  it('renders ordered steps, a checklist, cards, an icon list and an FAQ accordion', () => {
    expect(main).toContain('<ol class="steps"><li><h3>Check admissibility and recalls</h3>');
    expect(main).toContain('<ul class="checklist"><li>The original title, plus two copies.</li>');
    expect(main).toContain('<ul class="grid"><li class="card"><h3>Drive it across yourself</h3>');
    expect(main).toMatch(
      /<ul class="icon-list"><li><svg[^>]*aria-hidden="true"[^>]*>.*?<strong>Our US–Canada shipping service<\/strong>/s,
    );
    expect(main).toContain(
      '<details name="faq-questionsaboutimportingacarintocanada" id="questionsaboutimportingacarintocanada-1">',
    );
    expect(main).toContain('<span>Do I pay duty if I am moving to Canada to live?</span>');
  });

  it('renders an image section as a figure with its alt text and caption', () => {
    const other = mainOf(render('/blog/open-vs-enclosed-car-transport'));
    expect(other).toContain(
      '<figure class="post-figure"><img src="/images/services/enclosed-auto-shipping.svg" width="640" height="400" alt="Two cars inside an enclosed car trailer behind a blue truck" loading="lazy"/><figcaption>An enclosed trailer keeps cars out of the rain',
    );
  });

  it('describes itself with BreadcrumbList, BlogPosting and FAQPage JSON-LD', () => {
    const [breadcrumbs, article, faq] = jsonLdOf(html);
    expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
    expect((breadcrumbs?.itemListElement as { item: string }[] | undefined)?.map((item) => item.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/blog`,
      `${ORIGIN}/blog/moving-to-canada-with-your-car`,
    ]);
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Moving to Canada with your car: import rules step by step',
      datePublished: '2026-08-26',
      image: [
        {
          '@type': 'ImageObject',
          url: `${ORIGIN}/images/blog/moving-to-canada-with-your-car.svg`,
          width: 1200,
          height: 630,
        },
      ],
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/blog/moving-to-canada-with-your-car` },
      articleSection: 'International',
    });
    expect(faq?.['@type']).toBe('FAQPage');
    expect(faq?.mainEntity).toHaveLength(3);
  });

  it('uses only ids that are unique on the page', () => {
    for (const path of blogPages().keys()) {
      const ids = [...render(path).matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(
        ids.filter((id, index) => ids.indexOf(id) !== index),
        path,
      ).toEqual([]);
    }
  });

  it('links only to pages and anchors that exist', () => {
    const registry = sitePages();
    for (const path of blogPages().keys()) {
      const page = render(path);
      const ids = new Set([...page.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      for (const href of hrefsOf(mainOf(page))) {
        if (/^(tel|mailto):/.test(href)) continue;
        if (href.startsWith('#')) expect(ids.has(href.slice(1)), `${path} → ${href}`).toBe(true);
        else if (href.startsWith('/blog')) expect(registry.has(href), `${path} → ${href}`).toBe(true);
      }
    }
  });

  it('keeps repeated section titles apart and never reuses the layout ids', () => {
    expect(
      sectionAnchors([
        { acf_fc_layout: 'simple_content', title: 'Costs' },
        { acf_fc_layout: 'image' },
        { acf_fc_layout: 'simple_content', title: 'Costs' },
        { acf_fc_layout: 'simple_content', title: 'Main' },
        { acf_fc_layout: 'simple_content', title: '2026' },
      ]),
    ).toEqual(['costs', undefined, 'costs-2', 'main-2', 'section-5']);
  });

  it('renders a CMS post without sections, sanitised HTML as is, and no index', () => {
    const cms = post({
      slug: 'cms',
      title: 'From the CMS',
      contentHtml: '<p>Hello <a href="https://other.example/" rel="noopener noreferrer" target="_blank">there</a></p>',
      featuredImage: { src: 'https://cms.example/a.jpg', width: 800, height: 600, alt: 'A car' },
      categories: [{ name: 'News', slug: 'news' }],
    });
    const page = renderPage(context, blogPostPage(cms, [cms], ORIGIN));
    expect(mainOf(page)).toContain(
      '<div class="post-body"><p>Hello <a href="https://other.example/" rel="noopener noreferrer" target="_blank">there</a></p></div>',
    );
    expect(mainOf(page)).not.toContain('In this article');
    // The CMS image is the post's preview, at its own absolute URL, with its size.
    expect(page).toContain('<meta property="og:image" content="https://cms.example/a.jpg"/>');
    expect(page).toContain('<meta property="og:image:width" content="800"/>');
    expect(page).toContain('<meta name="twitter:image" content="https://cms.example/a.jpg"/>');
    expect(jsonLdOf(page)[1]?.image).toEqual([
      { '@type': 'ImageObject', url: 'https://cms.example/a.jpg', width: 800, height: 600 },
    ]);
  });

  it('shares a CMS image served over http at its https address', () => {
    const cms = post({ featuredImage: { src: 'http://cms.example/up/a.jpg', width: 800, height: 600, alt: 'A car' } });
    const page = renderPage(context, blogPostPage(cms, [cms], ORIGIN));
    expect(page).toContain('<meta property="og:image" content="https://cms.example/up/a.jpg"/>');
    expect(jsonLdOf(page)[1]?.image).toEqual([
      { '@type': 'ImageObject', url: 'https://cms.example/up/a.jpg', width: 800, height: 600 },
    ]);
  });
});

describe('/blog/category/{slug}', () => {
  it('lists only the posts of its category, with its title, description and canonical URL', () => {
    const html = render('/blog/category/costs-and-pricing');
    expect(html).toContain('<title>Costs and Pricing: Car Shipping Blog – ShipQuote</title>');
    expect(html).toMatch(/<meta name="description" content="What car shipping costs and why[^"]*"\/>/);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/category/costs-and-pricing"/>`);
    expect(mainOf(html)).toContain('<h1>Costs and Pricing</h1>');
    expect(cardsOf(html).map((card) => /href="([^"]+)"/.exec(card)?.[1])).toEqual([
      '/blog/how-much-does-it-cost-to-ship-a-car',
      '/blog/open-vs-enclosed-car-transport',
      '/blog/snowbird-car-shipping',
    ]);
    expect(mainOf(html)).toContain('<a href="/blog/category/costs-and-pricing" aria-current="page">');
  });

  it('has one page per category in use, at the name lowercased with dashes', () => {
    const categories = [...blogPages().keys()].filter((path) => path.startsWith('/blog/category/'));
    expect(categories.sort()).toEqual([
      '/blog/category/costs-and-pricing',
      '/blog/category/international',
      '/blog/category/shipping-tips',
    ]);
    const tips = mainOf(render('/blog/category/shipping-tips'));
    expect(cardsOf(tips)).toHaveLength(
      localPosts().filter((p) => p.categories.some((c) => c.slug === 'shipping-tips')).length,
    );
    expect(tips).not.toContain('href="/blog/moving-to-canada-with-your-car"');
  });

  it('gives a category without a written description a generic one', () => {
    const news = post({ categories: [{ name: 'Company News', slug: 'company-news' }] });
    const page = renderPage(context, blogCategoryPage(news.categories[0]!, [news], ORIGIN));
    expect(page).toContain(
      '<meta name="description" content="Articles about company news from the ShipQuote car shipping blog."/>',
    );
  });
});

describe('blog routes', () => {
  it('registers the index and its later pages, every local post and every category, and no other blog path', () => {
    const registered = [...sitePages().keys()].filter((path) => path.startsWith('/blog'));
    // Nine posts a page: the local articles grow, so the count of index pages is read from them.
    const laterPages = Array.from({ length: Math.ceil(localPosts().length / 9) - 1 }, (_, i) => `/blog/page/${i + 2}`);
    expect(registered.filter((path) => !path.startsWith('/blog/category/') || !path.includes('/page/')).sort()).toEqual(
      [
        '/blog',
        ...laterPages,
        ...localPosts().map((p) => `/blog/${p.slug}`),
        '/blog/category/costs-and-pricing',
        '/blog/category/international',
        '/blog/category/shipping-tips',
      ].sort(),
    );
    expect(sitePages().has('/blog/no-such-post')).toBe(false);
  });

  it('answers an unknown slug or category with the site 404 page, and a known one with 200', async () => {
    const app = createApp({
      site: {
        publicDir: fileURLToPath(new URL('../public', import.meta.url)),
        buildDir: mkdtempSync(join(tmpdir(), 'blog-build-')),
        publicUrl: ORIGIN,
      },
    });
    for (const path of ['/blog/no-such-post', '/blog/category/no-such-category', '/blog/category']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('noindex');
    }
    const known = await app.request('/blog/shipping-a-car-to-hawaii');
    expect(known.status).toBe(200);
    expect(await known.text()).toContain('<h1>Shipping a car to Hawaii: ports, timing and the rules</h1>');
  });
});

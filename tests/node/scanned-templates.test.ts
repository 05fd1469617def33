/**
 * axe scans one or two pages of each template (tests/support/scanned-templates.ts), not every page, and a
 * sample of them in the dark theme: here, without a browser, every page of the registry is shown to be of a
 * scanned template, each template's scanned pages to show every kind of element its other pages show, and
 * the pages scanned dark to show every kind of element the scanned pages show. The pages are served by the
 * real app, so what is compared is what a browser would get.
 */
import type { Document } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { localPosts } from '../../site/blog/local-source';
import { pageCount, pagedPath } from '../../site/blog/pagination';
import { categoriesOf, inCategory } from '../../site/blog/post';
import { SERVICES, servicePath } from '../../site/content/services';
import { GUIDE_PAGES } from '../../site/content/shipping-guide';
import { BLOG_PATH, categoryPath, postPath } from '../../site/web/pages/blog-pages';
import { LEGAL } from '../../site/web/pages/legal-pages';
import { sitePages } from '../../site/web/pages/registry';
import { type RenderedSite, renderedSite } from '../support/rendered-site';
import { SCANNED_TEMPLATES } from '../support/scanned-templates';

/**
 * Each page of the registry by the builder that makes it (site/web/pages/registry.ts and blog-pages.tsx),
 * worked out from the same content the registry reads. A path claimed twice is a mistake here.
 */
function templatesByPath(): Map<string, string> {
  const byPath = new Map<string, string>();
  const claim = (template: string, paths: readonly string[]) => {
    for (const path of paths) {
      expect(byPath.get(path), `${path} is claimed by two templates`).toBeUndefined();
      byPath.set(path, template);
    }
  };
  const pages = (base: string, total: number) =>
    Array.from({ length: pageCount(total) }, (_, i) => pagedPath(base, i + 1));
  const posts = localPosts();
  claim('homePage', ['/']);
  claim('servicesIndexPage', ['/services']);
  claim('solutionsPage', ['/auto-transport-solutions']);
  claim('locationsPage', ['/shipping-locations']);
  claim('faqPage', ['/frequently-asked-questions']);
  claim('landingPage', ['/landing']);
  claim('internationalPage', ['/international']);
  claim('partnersPage', ['/partners']);
  claim(
    'servicePage',
    SERVICES.map((service) => servicePath(service.slug)),
  );
  claim(
    'guidePage',
    GUIDE_PAGES.map((guide) => guide.path),
  );
  claim(
    'legalPage',
    LEGAL.map((legal) => legal.path),
  );
  claim('blogIndexPage', pages(BLOG_PATH, posts.length));
  claim(
    'blogPostPage',
    posts.map((post) => postPath(post.slug)),
  );
  claim(
    'blogCategoryPage',
    categoriesOf(posts).flatMap((category) =>
      pages(categoryPath(category.slug), inCategory(posts, category.slug).length),
    ),
  );
  return byPath;
}

/** What axe's rules look at, element by element: the tags, the classes (which carry the styles) and the roles. */
function elementKinds(doc: Document): Set<string> {
  const kinds = new Set<string>();
  for (const element of doc.querySelectorAll('body *')) {
    kinds.add(`<${element.localName}>`);
    for (const name of element.classList) kinds.add(`.${name}`);
    const role = element.getAttribute('role');
    if (role) kinds.add(`[role=${role}]`);
  }
  return kinds;
}

/** The pages, rendered and parsed once per worker (tests/support/rendered-site.ts). */
let site: RenderedSite;
const served = new Map<string, { status: number; kinds: Set<string> }>();

async function serve(path: string): Promise<{ status: number; kinds: Set<string> }> {
  const known = served.get(path);
  if (known) return known;
  const { status, html = '', doc = site.parse(html) } = await site.answer(path);
  const page = { status, kinds: elementKinds(doc) };
  served.set(path, page);
  return page;
}

beforeAll(async () => {
  site = await renderedSite();
}, 60_000);

describe('the templates axe scans', () => {
  it('include the template of every page of the registry, and only templates the site has', () => {
    const byPath = templatesByPath();
    const registry = [...sitePages().keys()];
    expect(
      registry.filter((path) => !byPath.has(path)),
      'pages of the registry of no known template: name their template in tests/support/scanned-templates.ts',
    ).toEqual([]);
    expect(
      [...byPath.keys()].filter((path) => !registry.includes(path)),
      'pages no longer in the registry',
    ).toEqual([]);
    const siteTemplates = new Set(byPath.values());
    const scanned = SCANNED_TEMPLATES.filter(({ template }) => template !== 'notFoundPage').map((t) => t.template);
    expect(new Set(scanned)).toEqual(siteTemplates);
    expect(scanned, 'each template once').toHaveLength(siteTemplates.size);
  });

  it('are scanned on pages of their own template, which answer with the status the scan expects', async () => {
    const byPath = templatesByPath();
    for (const { template, paths, status = 200 } of SCANNED_TEMPLATES) {
      expect(paths.length, template).toBeGreaterThan(0);
      for (const path of paths) {
        const bare = path.split('?')[0] as string;
        if (template === 'notFoundPage') expect(sitePages().has(bare), path).toBe(false);
        else expect(byPath.get(bare), path).toBe(template);
        expect((await serve(path)).status, path).toBe(status);
      }
    }
  });

  it('show, on their scanned pages together, every kind of element any page of the template shows', async () => {
    const byPath = templatesByPath();
    const missing: Record<string, string[]> = {};
    for (const { template, paths } of SCANNED_TEMPLATES) {
      if (template === 'notFoundPage') continue;
      const scanned = new Set<string>();
      for (const path of paths) for (const kind of (await serve(path)).kinds) scanned.add(kind);
      for (const [path, pageTemplate] of byPath) {
        if (pageTemplate !== template) continue;
        const unseen = [...(await serve(path)).kinds].filter((kind) => !scanned.has(kind));
        if (unseen.length > 0) missing[`${path} (${template})`] = unseen;
      }
    }
    expect(missing, 'elements axe never sees: scan a page that has them').toEqual({});
  });

  it('are scanned dark on pages that show, together, every kind of element the scanned pages show', async () => {
    const dark = new Set<string>();
    for (const { paths, dark: darkHere = [], darkAtPhoneWidthIn } of SCANNED_TEMPLATES) {
      for (const path of darkAtPhoneWidthIn ? paths : darkHere) {
        expect(paths, `${path} is one of its template's scanned pages`).toContain(path);
        for (const kind of (await serve(path)).kinds) dark.add(kind);
      }
    }
    const missing: Record<string, string[]> = {};
    for (const { paths } of SCANNED_TEMPLATES) {
      for (const path of paths) {
        const unseen = [...(await serve(path)).kinds].filter((kind) => !dark.has(kind));
        if (unseen.length > 0) missing[path] = unseen;
      }
    }
    expect(missing, 'elements no dark scan sees: scan a page that has them in the dark theme too').toEqual({});
  });

  it('would notice a page with an element its scanned pages lack', async () => {
    // The check above compares real sets: a service page against the FAQ page differs.
    const service = (await serve('/services/enclosed-auto-shipping')).kinds;
    const faq = (await serve('/frequently-asked-questions')).kinds;
    expect([...service].filter((kind) => !faq.has(kind)).length).toBeGreaterThan(0);
  });
});

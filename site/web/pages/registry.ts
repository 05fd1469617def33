/**
 * Every page of the main site by path. The route test, the link crawl and the sitemap all
 * read this one table, so a page cannot exist without being tested and listed.
 */
import { SERVICES, servicePath } from '../../content/services';
import { GUIDE_PAGES } from '../../content/shipping-guide';
import type { Page } from '../render';
import { blogPages } from './blog-pages';
import { faqPage } from './faq-page';
import { guidePage } from './guide-pages';
import { homePage } from './home-page';
import { internationalPage } from './international-page';
import { landingPage } from './landing-page';
import { LEGAL, legalPage } from './legal-pages';
import { locationsPage } from './locations-page';
import { partnersPage } from './partners-page';
import { servicePage, servicesIndexPage } from './services-pages';
import { solutionsPage } from './solutions-page';

/** A page on `origin`; the embed builder also reads the request's query string, the other pages ignore it. */
export type PageFactory = (origin: string, query?: URLSearchParams) => Page;

/**
 * `localBlog: false` leaves the blog out: site-routes.tsx serves it per request from its source, local or
 * CMS (../blog-routes.ts). With it, the table also names every local blog page, for the tests that
 * visit every page.
 */
export function sitePages({ localBlog = true }: { localBlog?: boolean } = {}): Map<string, PageFactory> {
  const pages = new Map<string, PageFactory>([
    ['/', homePage],
    ['/services', servicesIndexPage],
    ['/auto-transport-solutions', solutionsPage],
    ['/shipping-locations', locationsPage],
    ['/frequently-asked-questions', faqPage],
    // Landing pages for ads and affiliates: noindex, so the sitemap leaves them out.
    ['/landing', landingPage],
    ['/international', internationalPage],
    // The embed builder for partner sites: noindex too, linked from the footer.
    ['/partners', partnersPage],
  ]);
  for (const service of SERVICES) pages.set(servicePath(service.slug), (origin) => servicePage(service, origin));
  for (const guide of GUIDE_PAGES) pages.set(guide.path, (origin) => guidePage(guide, origin));
  for (const legal of LEGAL) pages.set(legal.path, (origin) => legalPage(legal, origin));
  // The local blog's pages and their paginated lists (blog-pages.tsx).
  if (localBlog) for (const [path, page] of blogPages()) pages.set(path, page);
  return pages;
}

/** Old or alternative paths (the help link of the rail goes to the FAQ). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/shipping-guide/frequently-asked-questions/': '/frequently-asked-questions',
  '/shipping-guide/frequently-asked-questions': '/frequently-asked-questions',
};

/**
 * The pages axe scans for the whole site (tests/browser/site-accessibility.spec.ts): one or more
 * representatives of each page template, in the light theme, and a sample of them in the dark theme too.
 * The pages of one template differ only in their text, so axe on the representatives stands for every page
 * of the template. tests/node/scanned-templates.test.ts proves it from the server's own pages: every page of
 * the registry (site/web/pages/registry.ts) is of a template named here, and the representatives of each
 * template together show every kind of element (tag, class and role) that any page of the template shows
 * — a new template, or a page that grows a component none of the scanned pages has, fails there.
 *
 * The dark theme only sets other colours, by element and class (site.css's `prefers-color-scheme` rules and
 * custom properties), so its scans need to reach every kind of element the scanned pages show, not every
 * page: the same test shows that the pages scanned dark, here or by a spec of their own, show them all.
 *
 * Templates are named after the page builders of site/web/pages/.
 */
export interface ScannedTemplate {
  template: string;
  /** The pages scanned for the template; a query string sets up a page state, as on /partners. */
  paths: readonly string[];
  /** The status the pages answer with; 200 unless said. */
  status?: number;
  /** Those of `paths` scanned in the dark theme too, at the same 1280 px. */
  dark?: readonly string[];
  /**
   * The browser test file that scans the template's page dark at a phone's width instead (it has browser tests of its
   * own there): light here at 1280 px and dark there, the page is scanned in each theme and at each width.
   */
  darkAtPhoneWidthIn?: string;
}

/** The embed builder in every state it can show at once: a refused value, a contrast warning, a dark preview. */
export const PARTNERS_SCANNED_PATH = '/partners?id=bad+id&accent=%23ffcc00&theme=dark&title=Quote';

export const SCANNED_TEMPLATES: readonly ScannedTemplate[] = [
  { template: 'homePage', paths: ['/'], dark: ['/'] },
  { template: 'servicesIndexPage', paths: ['/services'] },
  {
    template: 'servicePage',
    paths: ['/services/enclosed-auto-shipping'],
    dark: ['/services/enclosed-auto-shipping'],
  },
  { template: 'solutionsPage', paths: ['/auto-transport-solutions'] },
  { template: 'locationsPage', paths: ['/shipping-locations'], dark: ['/shipping-locations'] },
  { template: 'faqPage', paths: ['/frequently-asked-questions'] },
  { template: 'guidePage', paths: ['/shipping-guide/vehicle-preparation'] },
  { template: 'legalPage', paths: ['/privacy-policy'] },
  { template: 'landingPage', paths: ['/landing'], darkAtPhoneWidthIn: 'landing-pages.spec.ts' },
  { template: 'internationalPage', paths: ['/international'], darkAtPhoneWidthIn: 'landing-pages.spec.ts' },
  { template: 'partnersPage', paths: [PARTNERS_SCANNED_PATH], darkAtPhoneWidthIn: 'partner-builder.spec.ts' },
  { template: 'blogIndexPage', paths: ['/blog'], dark: ['/blog'] },
  // No one article has a section of every layout: these two together do.
  {
    template: 'blogPostPage',
    paths: ['/blog/moving-an-rv-across-the-country', '/blog/how-much-does-it-cost-to-ship-a-car'],
    dark: ['/blog/moving-an-rv-across-the-country', '/blog/how-much-does-it-cost-to-ship-a-car'],
  },
  { template: 'blogCategoryPage', paths: ['/blog/category/shipping-tips'] },
  { template: 'notFoundPage', paths: ['/no-such-page-for-axe'], status: 404, dark: ['/no-such-page-for-axe'] },
];

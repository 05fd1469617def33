/**
 * The pages axe scans for the whole site (tests/browser/site-accessibility.spec.ts): one or more
 * representatives of each page template, in the light and the dark theme. The pages of one template
 * differ only in their text, so axe on the representatives stands for every page of the template.
 * tests/node/scanned-templates.test.ts proves it from the server's own pages: every page of the registry
 * (site/web/pages/registry.ts) is of a template named here, and the representatives of each template
 * together show every kind of element (tag, class and role) that any page of the template shows — a
 * new template, or a page that grows a component none of the scanned pages has, fails there.
 *
 * Templates are named after the page builders of site/web/pages/.
 */
export interface ScannedTemplate {
  template: string;
  /** The pages scanned for the template; a query string sets up a page state, as on /partners. */
  paths: readonly string[];
  /** The status the pages answer with; 200 unless said. */
  status?: number;
}

export const SCANNED_TEMPLATES: readonly ScannedTemplate[] = [
  { template: 'homePage', paths: ['/'] },
  { template: 'servicesIndexPage', paths: ['/services'] },
  { template: 'servicePage', paths: ['/services/enclosed-auto-shipping'] },
  { template: 'solutionsPage', paths: ['/auto-transport-solutions'] },
  { template: 'locationsPage', paths: ['/shipping-locations'] },
  { template: 'faqPage', paths: ['/frequently-asked-questions'] },
  { template: 'guidePage', paths: ['/shipping-guide/vehicle-preparation'] },
  { template: 'legalPage', paths: ['/privacy-policy'] },
  { template: 'landingPage', paths: ['/landing'] },
  { template: 'internationalPage', paths: ['/international'] },
  // Every state the embed builder can show at once: a refused value, a contrast warning, a dark preview.
  { template: 'partnersPage', paths: ['/partners?id=bad+id&accent=%23ffcc00&theme=dark&title=Quote'] },
  { template: 'blogIndexPage', paths: ['/blog'] },
  // No one article has a section of every layout: these two together do.
  {
    template: 'blogPostPage',
    paths: ['/blog/moving-an-rv-across-the-country', '/blog/how-much-does-it-cost-to-ship-a-car'],
  },
  { template: 'blogCategoryPage', paths: ['/blog/category/shipping-tips'] },
  { template: 'notFoundPage', paths: ['/no-such-page-for-axe'], status: 404 },
];

/** The shipping guide: `/shipping-guide` and its two children. */
import { GUIDE_PAGES, type GuidePage } from '../../content/shipping-guide';
import { ArticleBody } from '../components/ArticlePage';
import { breadcrumbJsonLd } from '../components/Breadcrumbs';
import type { Page } from '../render';

export function guidePage(guide: GuidePage, origin: string): Page {
  const root = GUIDE_PAGES[0] as GuidePage;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Shipping guide', path: root.path },
    ...(guide.path === root.path ? [] : [{ name: guide.title, path: guide.path }]),
  ];
  return {
    meta: {
      title: guide.title,
      description: guide.metaDescription,
      path: guide.path,
      ogType: 'article',
      jsonLd: [breadcrumbJsonLd(crumbs, origin)],
    },
    body: (
      <ArticleBody
        crumbs={crumbs}
        title={guide.title}
        intro={guide.intro}
        sections={guide.sections}
        aside={
          <nav className="toc" aria-label="Shipping guide">
            <p className="eyebrow">Shipping guide</p>
            <ul>
              {GUIDE_PAGES.map((page) => (
                <li key={page.path}>
                  <a href={page.path} aria-current={page.path === guide.path ? 'page' : undefined}>
                    {page.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        }
      />
    ),
  };
}

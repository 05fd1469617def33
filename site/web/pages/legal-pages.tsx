/** `/terms` and `/privacy-policy`: long-form text with an in-page contents list. */
import { formatLongDate } from '../../../shared/dates';
import { LEGAL_PAGES, type LegalPage } from '../../content/legal';
import { ArticleBody } from '../components/ArticlePage';
import { breadcrumbJsonLd } from '../components/Breadcrumbs';
import type { Page } from '../render';

export function legalPage(legal: LegalPage, origin: string): Page {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: legal.title, path: legal.path },
  ];
  const intro = `Effective ${formatLongDate(legal.effectiveDate)}. ${legal.intro.join(' ')}`;
  return {
    meta: {
      title: legal.title,
      description: legal.metaDescription,
      path: legal.path,
      jsonLd: [breadcrumbJsonLd(crumbs, origin)],
    },
    body: (
      <ArticleBody
        crumbs={crumbs}
        title={legal.title}
        intro={intro}
        sections={legal.sections}
        aside={<p className="sample-note">{legal.sampleNotice}</p>}
      />
    ),
  };
}

export const LEGAL = LEGAL_PAGES;

/**
 * `/partners`: the embed builder. Partners set the widget's options and look, try the real widget in a
 * preview, and copy the embed code or the mount() code; the events and the CSP a partner page needs are
 * documented below. Rendered from the query string, so a shared address opens the same setup and the form
 * works without JavaScript. Kept out of search results: it is a tool for partners, not a page for customers.
 */

import { BUILDER_IDS } from '../../partners/builder-ids';
import { contrastWarnings } from '../../partners/contrast';
import { parseEmbedQuery } from '../../partners/embed-options';
import { htmlSnippet, mountSnippet } from '../../partners/embed-snippets';
import { PARTNERS_PAGE, SNIPPET_COPY } from '../../partners/partners-copy';
import { breadcrumbJsonLd } from '../components/Breadcrumbs';
import { PageHead } from '../components/PageHead';
import { EmbedOptionsForm } from '../components/partners/EmbedOptionsForm';
import { EmbedPreview } from '../components/partners/EmbedPreview';
import { PartnerCspDocs } from '../components/partners/PartnerCspDocs';
import { SnippetBlock } from '../components/partners/SnippetBlock';
import { WidgetEventsDocs } from '../components/partners/WidgetEventsDocs';
import type { Page } from '../render';

export function partnersPage(origin: string, query: URLSearchParams = new URLSearchParams()): Page {
  const parsed = parseEmbedQuery(query);
  const { options } = parsed;
  return {
    meta: {
      title: PARTNERS_PAGE.title,
      description: PARTNERS_PAGE.description,
      path: PARTNERS_PAGE.path,
      noindex: true,
      jsonLd: [breadcrumbJsonLd(PARTNERS_PAGE.crumbs, origin)],
    },
    ownScript: 'partnerBuilder',
    body: (
      <>
        <PageHead crumbs={PARTNERS_PAGE.crumbs} title={PARTNERS_PAGE.heading} lead={PARTNERS_PAGE.lead} />
        <div className="section">
          <div className="container embed-builder">
            <div className="embed-builder-form">
              <EmbedOptionsForm parsed={parsed} warnings={contrastWarnings(options)} origin={origin} />
            </div>
            <div className="embed-builder-preview">
              <EmbedPreview options={options} />
            </div>
            <div className="embed-builder-code">
              <SnippetBlock id={BUILDER_IDS.htmlSnippet} {...SNIPPET_COPY.html} code={htmlSnippet(options, origin)} />
              <SnippetBlock
                id={BUILDER_IDS.mountSnippet}
                {...SNIPPET_COPY.mount}
                code={mountSnippet(options, origin)}
              />
              <WidgetEventsDocs />
              <PartnerCspDocs origin={origin} />
            </div>
          </div>
        </div>
      </>
    ),
  };
}

/** The page that answers a quote post the site could not take: what happened, and the ways on. */

import type { ReactElement } from 'react';
import { brand } from '../../content/brand';
import type { PageMeta } from '../../ui/page-meta';
import { QUOTE_FORM_PATH } from './QuoteForm';

/** A page as the quote's routes hand it to the site to render in its layout: what it is and its body. */
export interface QuotePage {
  meta: PageMeta;
  body: ReactElement;
}

export function quoteProblemPage(title: string, text: string): QuotePage {
  return {
    meta: { title, description: text, path: QUOTE_FORM_PATH, noindex: true },
    body: (
      <section className="section error-page">
        <div className="container narrow">
          <h1>{title}</h1>
          <p className="lead">{text}</p>
          <p>
            <a className="button button--primary" href="/#main-form">
              Go to the quote form
            </a>
          </p>
          <p>
            Or call an advisor at <a href={brand.phones.advisors.href}>{brand.phones.advisors.display}</a>.
          </p>
        </div>
      </section>
    ),
  };
}

/** The page that answers a quote post the site could not take: what happened, and the ways on. */
import { brand } from '../../content/brand';
import type { Page } from '../../web/render';
import { QUOTE_FORM_PATH } from './QuoteForm';

export function quoteProblemPage(title: string, text: string): Page {
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

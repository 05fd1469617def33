/**
 * The landing pages' hero: the headline about hassle-free shipping beside the quote form (below it on
 * phones). A long headline gets a smaller font, chosen here from its length so the page never reflows.
 */
import type { ReactElement, ReactNode } from 'react';
import { LANDING_TITLE_LONG_OVER_CHARS } from '../../content/site-figures';

/** The headline's class: smaller type for a title over 40 characters. */
export function heroTitleClass(title: string): string {
  return Array.from(title).length > LANDING_TITLE_LONG_OVER_CHARS
    ? 'landing-title landing-title--long'
    : 'landing-title';
}

export function LandingHero({
  headline,
  subline,
  children,
}: {
  headline: string;
  subline: string;
  /** The form column. */
  children: ReactNode;
}): ReactElement {
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <div className="container landing-hero-grid">
        <div className="landing-hero-copy">
          <h1 id="landing-title" className={heroTitleClass(headline)}>
            {headline}
          </h1>
          <p className="lead">{subline}</p>
        </div>
        <div className="landing-hero-form">{children}</div>
      </div>
    </section>
  );
}

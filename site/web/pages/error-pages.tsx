/** A helpful 404 (with the paths a visitor most likely wanted) and a 500 that leaks nothing. */
import { brand } from '../../content/brand';
import type { Page } from '../render';

const HELPFUL_LINKS = [
  { href: '/', label: 'Home and instant quote' },
  { href: '/services', label: 'All shipping services' },
  { href: '/shipping-guide', label: 'Shipping guide' },
  { href: '/frequently-asked-questions', label: 'Frequently asked questions' },
  // A lost booking link is a likely reason to land here: an old email's link, mistyped.
  { href: '/find-my-order', label: 'Find my order (lost your booking link?)' },
];

export function notFoundPage(path: string): Page {
  return {
    meta: {
      title: 'Page not found',
      description: 'The page you asked for does not exist. Find a service, read the guide, or get an instant quote.',
      path,
      noindex: true,
    },
    body: (
      <section className="section error-page">
        <div className="container narrow">
          <p className="eyebrow">Error 404</p>
          <h1>We could not find that page</h1>
          <p className="lead">The link may be old or mistyped. These pages are a good place to start:</p>
          <ul className="grid">
            {HELPFUL_LINKS.map((link) => (
              <li key={link.href} className="card">
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
          <p>
            Or call an advisor at <a href={brand.phones.advisors.href}>{brand.phones.advisors.display}</a>.
          </p>
        </div>
      </section>
    ),
  };
}

export function errorPage(): Page {
  return {
    meta: {
      title: 'Something went wrong',
      description: 'The server could not show this page. Try again in a moment.',
      path: '/',
      noindex: true,
    },
    body: (
      <section className="section error-page">
        <div className="container narrow">
          <p className="eyebrow">Error 500</p>
          <h1>Something went wrong on our side</h1>
          <p className="lead">This page could not be shown. Please try again in a moment.</p>
          <p>
            <a className="button button--primary" href="/">
              Go to the home page
            </a>
          </p>
          <p>
            Need a quote now? Call <a href={brand.phones.advisors.href}>{brand.phones.advisors.display}</a>.
          </p>
        </div>
      </section>
    ),
  };
}

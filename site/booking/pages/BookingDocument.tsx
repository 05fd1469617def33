/**
 * The chrome of every page under a booking link: the header, the main landmark, the footer with the
 * broker's authority, and the referrer policy that keeps the token out of other sites' logs.
 */
import type { ReactNode } from 'react';
import { authorityStatement, brand } from '../../content/brand';
import { BookingHeader } from '../../ui/BookingHeader';
import { Document } from '../../ui/Document';
import { bookingCopy as t } from '../copy';
import { PRINT_ORDER_SCRIPT_PATH } from '../print-order-script';

const BOOKING_STYLESHEET = '/booking/booking.css';

/** Both pages' chrome. The path is the route's, without the token: no canonical URL or link preview uses it. */
export function BookingDocument({
  title,
  description,
  printable = false,
  scripts = [],
  children,
}: {
  title: string;
  description: string;
  /** A page with a signed order: it loads the script of its print button. */
  printable?: boolean;
  /** The page's own scripts besides, same-origin paths under /booking. */
  scripts?: readonly string[];
  children: ReactNode;
}) {
  return (
    <Document
      meta={{ title, description, path: '/booking', noindex: true }}
      ownStylesheet={BOOKING_STYLESHEET}
      scripts={printable ? [PRINT_ORDER_SCRIPT_PATH, ...scripts] : scripts}
    >
      {/* React puts these in the head. The booking URL carries the secret token: no referrer, so no link leaks it. */}
      <meta name="referrer" content="no-referrer" />
      <meta name="color-scheme" content="light dark" />
      <a className="skip-link" href="#main">
        {t.skipLink}
      </a>
      <BookingHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>
          {brand.name} · {brand.address.oneLine}
        </p>
        <p>{authorityStatement}</p>
        <p>
          <a href={brand.mailboxes.info.href}>{brand.mailboxes.info.address}</a>
        </p>
        <p>{t.sampleNotice}</p>
      </footer>
    </Document>
  );
}

/**
 * The pages a booking link answers when it shows no quote: unknown, expired, or the database out of reach
 * for a moment. Each offers the advisors' phone and a new quote.
 */
import type { ReactElement } from 'react';
import { brand } from '../../content/brand';
import { CallUs } from '../../ui/CallUs';
import { renderHtml } from '../../ui/html';
import { bookingCopy as t } from '../copy';
import { BookingDocument } from './BookingDocument';

/** The way on from a link that shows no quote: the advisors' phone, their hours, or a new quote. */
function CallOrStartAgain(): ReactElement {
  return (
    <>
      <CallUs />
      <p>{brand.advisorHoursText}</p>
      <p>
        <a className="button" href="/">
          {t.startNewQuote}
        </a>
      </p>
    </>
  );
}

/**
 * The answer for an unknown or malformed token, and for an anonymised lead's (its token is gone). The
 * same page in every case, with nothing from the request in it, so it reveals nothing about whether any
 * lead exists.
 */
function BookingNotFoundPage(): ReactElement {
  return (
    <BookingDocument title={`${t.notFoundTitle} – ${brand.name}`} description={t.notFoundBody}>
      <h1>{t.notFoundHeading}</h1>
      <p>{t.notFoundBody}</p>
      <CallOrStartAgain />
    </BookingDocument>
  );
}

/**
 * The answer for a link past its time (link-expiry.ts). It says so rather than "not found", since the
 * visitor did nothing wrong, but shows only the lead number's first characters, for the phone call:
 * nothing personal, because whoever finds an old link in a history or a forwarded mail is not
 * necessarily the person who asked for the quote.
 */
function BookingExpiredPage({ leadNumberHint, linkDays }: { leadNumberHint?: string; linkDays: number }): ReactElement {
  return (
    <BookingDocument title={`${t.expiredTitle} – ${brand.name}`} description={t.expiredHeading}>
      <h1>{t.expiredHeading}</h1>
      <p>{t.expiredBody(linkDays)}</p>
      {leadNumberHint ? (
        <p className="lead-number">
          {t.expiredLeadNumber} <strong>{leadNumberHint}</strong>; {t.expiredLeadNumberAfter}
        </p>
      ) : null}
      <CallOrStartAgain />
    </BookingDocument>
  );
}

/**
 * The answer while the lead database cannot be reached (a restart, a failover): the link is fine and
 * the quote is kept, so the visitor is asked to come back in a minute, with the phone for who cannot wait.
 */
function BookingUnavailablePage(): ReactElement {
  return (
    <BookingDocument title={`${t.unavailableTitle} – ${brand.name}`} description={t.unavailableHeading}>
      <h1>{t.unavailableHeading}</h1>
      <p>{t.unavailableBody}</p>
      <CallUs />
      <p>{brand.advisorHoursText}</p>
    </BookingDocument>
  );
}

/** The whole booking page for one lead, as an HTML document; `action` when orders are taken online. */

export function renderBookingNotFoundPage(): string {
  return renderHtml(<BookingNotFoundPage />);
}

export function renderBookingExpiredPage(options: { leadNumberHint?: string; linkDays: number }): string {
  return renderHtml(<BookingExpiredPage {...options} />);
}

export function renderBookingUnavailablePage(): string {
  return renderHtml(<BookingUnavailablePage />);
}

/**
 * The booking page, where the visitor is sent in a new tab after submitting the quote form.
 * Server-rendered HTML that needs no JavaScript; styles come from /booking/booking.css because the
 * site's CSP allows no inline styles (site/http/security-headers.ts). React escapes every value from the lead.
 */
import type { ReactElement, ReactNode } from 'react';
import { brand } from '../../content/brand';
import { renderHtml } from '../../ui/html';
import type { BookingView } from '../booking-view';
import { bookingCopy as t } from '../copy';
import { BookingDocument } from './BookingDocument';
import { CallSection, Included, NextSteps, RouteFacts, VehicleList } from './QuoteFacts';
import { Prices } from './QuotePrices';

/**
 * A quote without an order. What the visitor can do next (book, ask for a call back) is handed in by the
 * booking link's routes, which know the later stages: `actions` under the prices, or `answer` first, on the
 * phone's first screen, when it answers what was just sent.
 */
function BookingPage({
  view,
  actions,
  answer,
}: {
  view: BookingView;
  actions?: ReactNode;
  answer?: ReactNode;
}): ReactElement {
  return (
    <BookingDocument
      title={`Your quote ${view.leadNumber} – ${brand.name}`}
      description={`Your car shipping quote from ${brand.name}: prices, route and next steps.`}
    >
      <h1>{t.heading}</h1>
      {/* The answer to the call-back form just sent comes first, on the phone's first screen. */}
      {answer}
      <p className="greeting">{t.greeting(view.firstName)}</p>
      <p className="lead-number">
        {t.leadNumber}: <strong>{view.leadNumber}</strong>
      </p>
      <Prices view={view} estimate={view.estimate} />
      {actions}
      <RouteFacts view={view} />
      <VehicleList vehicles={view.vehicles} />
      <Included view={view} />
      <NextSteps view={view} />
      <CallSection />
    </BookingDocument>
  );
}

export function renderBookingPage(view: BookingView, slots: { actions?: ReactNode; answer?: ReactNode } = {}): string {
  return renderHtml(<BookingPage view={view} {...slots} />);
}

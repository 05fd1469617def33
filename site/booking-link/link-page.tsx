/**
 * The page at a booking link, whichever stage its quote has reached: the order's page once it has one,
 * else the quote's booking page with what the visitor can do next (BookingActions.tsx).
 */

import type { BookingView } from '../booking/booking-view';
import { renderBookingPage } from '../booking/pages/BookingPage';
import { renderHtml } from '../ui/html';
import { type BookingAction, BookingActions } from './BookingActions';
import { OrderFirstPage } from './OrderPage';

export function renderLinkPage(view: BookingView, action?: BookingAction, notice?: string): string {
  if (action?.kind === 'placed') {
    return renderHtml(
      <OrderFirstPage
        view={view}
        token={action.token}
        order={action.order}
        cardPayments={action.cardPayments}
        notice={notice}
      />,
    );
  }
  if (!action) return renderBookingPage(view);
  const actions = <BookingActions action={action} />;
  // The answer to the call-back form just sent comes first, on the phone's first screen.
  return renderBookingPage(view, action.kind === 'callback-requested' ? { answer: actions } : { actions });
}

/**
 * What the visitor can do next from the booking page, shown under the price when orders are taken
 * online: book a domestic shipment with an instant price, or ask for a call back when an advisor
 * prices the route. A plain form and a link: no JavaScript.
 */

import { formatShortDate } from '../../shared/format';
import { CALLBACK_WINDOWS } from '../../shared/order-schema';
import { ErrorSummary, type FieldErrors, Radios, TextField } from './OrderFields';
import type { FormValues } from './order-form-values';
import { orderPageCopy as t } from './order-page-copy';
import type { CallbackRequest, PlacedOrder } from './order-service';

export type BookingAction =
  | { kind: 'book'; token: string }
  /** The quote has an order: the booking page leads with it (BookingPage.tsx), as the link shows it. */
  | { kind: 'placed'; token: string; order: PlacedOrder }
  | {
      kind: 'callback';
      token: string;
      bounds: { today: string; latest: string };
      values: FormValues;
      errors: FieldErrors;
    }
  | { kind: 'callback-requested'; request: CallbackRequest };

export const CALLBACK_FIELDS = ['preferred_date', 'time_window'] as const;

export function BookingActions({ action }: { action: BookingAction }) {
  if (action.kind === 'book') {
    return (
      <section aria-labelledby="book-heading" className="book">
        <h2 id="book-heading">{t.bookHeading}</h2>
        <p>{t.bookLead}</p>
        <p>
          <a className="button" href={`/booking/${action.token}/order`}>
            {t.bookButton}
          </a>
        </p>
      </section>
    );
  }
  // The booking page shows a placed order itself, ahead of the quote.
  if (action.kind === 'placed') return null;
  if (action.kind === 'callback-requested') {
    const { request } = action;
    return (
      <section aria-labelledby="book-heading" className="book" role="status">
        <h2 id="book-heading">{t.callbackDoneTitle}</h2>
        <p>{t.callbackDone(formatShortDate(request.preferredDate), t.callbackDoneWindows[request.timeWindow])}</p>
        <p>{t.callbackDoneAfter}</p>
      </section>
    );
  }
  const { token, bounds, values, errors } = action;
  return (
    <section aria-labelledby="book-heading" className="book">
      <ErrorSummary errors={errors} order={CALLBACK_FIELDS} />
      <h2 id="book-heading">{t.callbackHeading}</h2>
      <p>{t.callbackLead}</p>
      <form method="post" action={`/booking/${token}/callback`} noValidate>
        <TextField
          name="preferred_date"
          label={t.callbackDate}
          hint={t.callbackDateHint}
          type="date"
          min={bounds.today}
          max={bounds.latest}
          values={values}
          errors={errors}
          className="input-short"
        />
        <Radios
          name="time_window"
          legend={t.callbackWindow}
          hint={t.callbackTimeZone}
          values={values}
          errors={errors}
          options={CALLBACK_WINDOWS.map((window) => ({ value: window, label: t.windows[window] }))}
        />
        <button type="submit" className="button">
          {t.callbackButton}
        </button>
      </form>
    </section>
  );
}

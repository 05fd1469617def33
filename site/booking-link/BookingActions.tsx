/**
 * What the visitor can do next from the booking page, shown under the price when orders are taken
 * online: book a domestic shipment with an instant price, or ask for a call back when an advisor
 * prices the route. A plain form and a link: no JavaScript.
 */

import { formatShortDate } from '../../shared/format';
import { CALLBACK_WINDOWS } from '../../shared/order-schema';
import { advisorHoursSentence, brokerTimeZoneName, callbackSpan, spanText, windowSpan } from '../content/advisor-hours';
import type { LiveOrder } from '../order-life/live-order';
import type { FormValues } from '../signing/order-form-values';
import { orderPageCopy as t } from '../signing/order-page-copy';
import type { CallbackRequest } from '../signing/order-service';
import { orderForm } from '../signing/pages/OrderFields';
import { FormErrorSummary } from '../ui/forms/ErrorSummary';
import type { FieldErrors } from '../ui/forms/form-state';
import { Radios } from '../ui/forms/Radios';
import { Select } from '../ui/forms/Select';

export type BookingAction =
  | { kind: 'book'; token: string }
  /** The quote has an order: the booking page leads with it (BookingPage.tsx), as the link shows it. */
  | {
      kind: 'placed';
      token: string;
      order: LiveOrder;
      /** Whether the order's page offers card payments (a card to save, a payment due). */
      cardPayments: boolean;
    }
  | {
      kind: 'callback';
      token: string;
      /** The days an advisor can still call on, ISO dates in the broker's time zone. */
      days: readonly string[];
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
  if (action.kind === 'callback-requested') return <CallbackRequested request={action.request} />;
  const { token, days, values, errors } = action;
  const form = orderForm(values, errors);
  return (
    <section aria-labelledby="book-heading" className="book">
      <FormErrorSummary form={form} order={CALLBACK_FIELDS} />
      <h2 id="book-heading">{t.callbackHeading}</h2>
      <p>{t.callbackLead}</p>
      <form method="post" action={`/booking/${token}/callback`} noValidate>
        <Select
          form={form}
          name="preferred_date"
          label={t.callbackDate}
          hint={t.callbackDateHint(advisorHoursSentence(), brokerTimeZoneName)}
          placeholder={t.chooseDay}
          options={days.map((day) => ({ value: day, label: formatShortDate(day) }))}
        />
        <Radios
          form={form}
          name="time_window"
          legend={t.callbackWindow}
          hint={t.callbackTimeZone(brokerTimeZoneName)}
          options={CALLBACK_WINDOWS.map((window) => ({
            value: window,
            label: t.windowOption(t.windowNames[window], spanText(windowSpan(window))),
          }))}
        />
        <button type="submit" className="button">
          {t.callbackButton}
        </button>
      </form>
    </section>
  );
}

/**
 * The answer to a call-back request, which the booking page puts first. It takes the focus as the page
 * loads (`autofocus`, no script): the request is posted and answered by a redirect to this page, so the
 * focus, and a screen reader, start at the answer with or without JavaScript.
 */
function CallbackRequested({ request }: { request: CallbackRequest }) {
  const span = callbackSpan(request.preferredDate, request.timeWindow);
  const spanWords = span ? `${spanText(span)} ${brokerTimeZoneName}` : brokerTimeZoneName;
  return (
    // biome-ignore lint/a11y/noAutofocus: the page is the answer to the form just sent; the answer is where the visitor continues
    <section aria-labelledby="callback-heading" className="book callback-done" tabIndex={-1} autoFocus>
      <h2 id="callback-heading">{t.callbackDoneTitle}</h2>
      <p role="status">
        {t.callbackDone(formatShortDate(request.preferredDate), t.callbackDoneWindows[request.timeWindow], spanWords)}
      </p>
      <p>{t.callbackDoneAfter}</p>
    </section>
  );
}

/**
 * Cancelling an order online: the page that asks to confirm (what cancelling means, an optional reason,
 * the button and the way back), and the answer when a carrier was assigned before the cancellation came.
 * Plain forms, no JavaScript; the booking page then tells a cancelled order itself (OrderTracking.tsx).
 */

import { formatUsdCents } from '../../../shared/format';
import type { BookingView } from '../../booking/booking-view';
import { brand } from '../../content/brand';
import type { FormValues } from '../../signing/order-form-values';
import { orderPageCopy } from '../../signing/order-page-copy';
import { orderForm } from '../../signing/pages/OrderFields';
import { OrderDocument } from '../../signing/pages/OrderPages';
import { FormErrorSummary } from '../../ui/forms/ErrorSummary';
import { TextArea } from '../../ui/forms/Field';
import type { FieldErrors } from '../../ui/forms/form-state';
import { renderHtml } from '../../ui/html';
import { LinkedText } from '../../ui/LinkedText';
import { CANCEL_REASON_MAX } from '../cancel-reason';
import type { LiveOrder } from '../live-order';
import { heldCents } from '../order-ledger';
import { cancelOrderPath } from './OrderTracking';

const c = orderPageCopy.cancel;

export interface CancelOrderPageProps {
  view: BookingView;
  token: string;
  order: LiveOrder;
  /** The reason as posted, kept when it comes back with a problem. */
  values: FormValues;
  errors: FieldErrors;
}

/** What cancelling means for this order: free, and a payment it holds (made before its carrier fell through) refunded. */
function meaningOf(order: LiveOrder): readonly string[] {
  const held = heldCents(order.payment.ledger);
  if (held <= 0) return c.meaning;
  return [c.refundInFull(formatUsdCents(held)), ...c.meaning.slice(1)];
}

function CancelOrderPage({ view, token, order, values, errors }: CancelOrderPageProps) {
  const form = orderForm(values, errors);
  return (
    <OrderDocument title={c.title} view={view} signed>
      <FormErrorSummary form={form} order={['reason']} />
      <h1>{c.pageHeading(order.orderNumber)}</h1>
      <ul className="cancel-meaning">
        {meaningOf(order).map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <form method="post" action={cancelOrderPath(token)} noValidate className="cancel-form">
        <TextArea form={form} name="reason" label={c.reason} hint={c.reasonHint} maxLength={CANCEL_REASON_MAX} />
        <div className="cancel-actions">
          <button type="submit" className="button button-danger">
            {c.button}
          </button>
          <a href={`/booking/${token}`}>{c.keep}</a>
        </div>
      </form>
    </OrderDocument>
  );
}

/**
 * A carrier's assignment committed before the customer's cancellation: the order stands, and the phone and
 * the agreement's fee say how to cancel now.
 */
function CancelTooLatePage({ view, token, order }: { view: BookingView; token: string; order: LiveOrder }) {
  const phone = brand.phones.support;
  return (
    <OrderDocument title={c.tooLateTitle} view={view}>
      <div className="cancel-too-late" role="alert" aria-labelledby="too-late-heading">
        <h1 id="too-late-heading">{c.tooLateTitle}</h1>
        <p>
          <LinkedText text={c.tooLate(phone.display)} links={[{ text: phone.display, href: phone.href }]} />
        </p>
        <p className="cancellation-fee">{order.cancellationTerms.fee}</p>
      </div>
      <p>
        <a href={`/booking/${token}`}>{c.backToOrder}</a>
      </p>
    </OrderDocument>
  );
}

export function renderCancelOrderPage(props: CancelOrderPageProps): string {
  return renderHtml(<CancelOrderPage {...props} />);
}

export function renderCancelTooLatePage(props: { view: BookingView; token: string; order: LiveOrder }): string {
  return renderHtml(<CancelTooLatePage {...props} />);
}

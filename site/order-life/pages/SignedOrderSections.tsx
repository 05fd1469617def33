/**
 * The parts of a signed order that lead the pages under its booking link (the booking page once the quote
 * has an order, and the confirmation): the order at a glance with its PDF and print controls, where the
 * order is (OrderTracking.tsx), its payment (PaymentSection.tsx), what happens next and how to cancel, and the signed agreement. They are given the order as the link shows it (contact-masking.ts).
 *
 * The print control is a button only a script makes work, so it is rendered hidden and the page's one
 * script (print-order-script.ts) shows it; without JavaScript the PDF link and the browser's own print
 * command remain, and the print stylesheet prints the order either way.
 */

import { formatShortDate, formatUsd } from '../../../shared/format';
import { transportNames } from '../../../shared/transport-names';
import { afterDeliveryCopy, claimParagraphs } from '../../content/after-delivery';
import { brand } from '../../content/brand';
import { orderPageCopy as t } from '../../signing/order-page-copy';
import { AgreementDocument } from '../../signing/pages/AgreementDocument';
import { pickupWindow } from '../../signing/pickup-window';
import { CallUs } from '../../ui/CallUs';
import { LinkedText } from '../../ui/LinkedText';
import type { LiveOrder } from '../live-order';
import { AssignedCarrier, cancelOrderPath, OrderTimeline } from './OrderTracking';
import { orderLifeCopy } from './order-life-copy';

/** Where a signed order's PDF is downloaded, under its booking link. */
export const orderPdfPath = (token: string) => `/booking/${token}/order.pdf`;

/** The pickup window: as requested when signing, or as the carrier confirmed it once one is assigned. */
function PickupWindowFacts({ order }: { order: LiveOrder }) {
  const { assignment, status } = order.life;
  if (!assignment || status === 'cancelled') {
    const window = pickupWindow(order.details.first_available_date);
    return (
      <>
        <dt>{t.requestedPickupWindow}</dt>
        <dd>{t.pickupWindowSpan(formatShortDate(window.first), formatShortDate(window.last))}</dd>
      </>
    );
  }
  const { pickupWindow: confirmed, deliveryEta } = assignment;
  return (
    <>
      <dt>{t.confirmedPickupWindow}</dt>
      <dd>{t.confirmedWindowSpan(formatShortDate(confirmed.from), formatShortDate(confirmed.to))}</dd>
      {deliveryEta !== undefined && status !== 'delivered' && (
        <>
          <dt>{t.estimatedDelivery}</dt>
          <dd>{formatShortDate(deliveryEta)}</dd>
        </>
      )}
    </>
  );
}

/** The order's number, status, carrier, total, pickup window and signature, and the ways to keep a copy. */
/**
 * `statusText` is what the page says of the status instead of its name, when a later stage has more to
 * say (a payment due once the carrier is confirmed).
 */
export function OrderAtAGlance({ token, order, statusText }: { token: string; order: LiveOrder; statusText?: string }) {
  return (
    <section aria-labelledby="order-facts-heading" className="order-glance">
      <h2 id="order-facts-heading" className="visually-hidden">
        {t.orderFactsHeading}
      </h2>
      <dl className="facts order-facts">
        <dt>{t.orderNumber}</dt>
        <dd>{order.orderNumber}</dd>
        <dt>{t.status}</dt>
        <dd className="order-status">{statusText ?? orderLifeCopy.statusNames[order.life.status]}</dd>
        <dt>{t.total}</dt>
        <dd className="order-total">{formatUsd(order.price.total)}</dd>
        <dt>{t.carrier}</dt>
        <dd>{transportNames[order.details.carrier]}</dd>
        <PickupWindowFacts order={order} />
        <dt>{t.signedOn}</dt>
        <dd>
          {formatShortDate(order.createdAt)} · {order.signedName}
        </dd>
      </dl>
      <p className="order-copies no-print">
        <a className="button" href={orderPdfPath(token)}>
          {t.downloadPdf}
        </a>{' '}
        <button type="button" className="button button-secondary print-button" data-print-order hidden>
          {t.printButton}
        </button>
      </p>
      <p className="hint no-print">{t.printHint}</p>
    </section>
  );
}

/**
 * How the order can still be cancelled: online while it is signed (free), by phone with the agreement's fee
 * once a carrier is assigned; once the vehicle is picked up, or the order is over, not at all.
 */
function Cancelling({ token, order }: { token: string; order: LiveOrder }) {
  const c = t.cancel;
  const { status } = order.life;
  if (status === 'signed') {
    return (
      <>
        <h3>{c.heading}</h3>
        <p>{c.freeLead}</p>
        <p>
          <a className="button button-secondary" href={cancelOrderPath(token)}>
            {c.link}
          </a>
        </p>
      </>
    );
  }
  if (status === 'carrier_assigned') {
    const phone = brand.phones.support;
    return (
      <>
        <h3>{c.heading}</h3>
        <p>
          <LinkedText text={c.byPhone(phone.display)} links={[{ text: phone.display, href: phone.href }]} />
        </p>
        <p className="cancellation-fee">{order.cancellationTerms.fee}</p>
      </>
    );
  }
  return null;
}

/** At and after delivery: inspect before signing, and how to claim from the carrier. */
function AfterDelivery({ order }: { order: LiveOrder }) {
  const carrier = order.life.assignment?.carrier;
  return (
    <>
      <h3>{afterDeliveryCopy.inspectHeading}</h3>
      {afterDeliveryCopy.inspect.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <h3>{afterDeliveryCopy.claimHeading}</h3>
      {claimParagraphs(carrier, brand.phones.support.display).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </>
  );
}

/** The order's steps, its carrier, what happens next, and how to change or cancel it. */
export function OrderNextSteps({ token, order }: { token: string; order: LiveOrder }) {
  const { status } = order.life;
  const open = status === 'signed' || status === 'carrier_assigned';
  return (
    <>
      <OrderTimeline order={order} />
      <AssignedCarrier token={token} order={order} />
      <section aria-labelledby="next-heading" className="no-print">
        <h2 id="next-heading">{t.nextHeading}</h2>
        <p className="order-next">{orderLifeCopy.track.next[status]}</p>
        {open && (
          <>
            <h3>{t.changesHeading}</h3>
            <p>{t.changesByPhone}</p>
          </>
        )}
        {status === 'delivered' && <AfterDelivery order={order} />}
        <Cancelling token={token} order={order} />
        {/* Once a carrier is assigned, the way to cancel already gives the phone. */}
        {status !== 'carrier_assigned' && <CallUs phone={brand.phones.support} />}
      </section>
    </>
  );
}

/** The agreement's text, as signed but for the contact details the link does not show. */
export function SignedAgreementText({ order }: { order: LiveOrder }) {
  return (
    <section aria-labelledby="agreement-heading" className="agreement">
      <h2 id="agreement-heading">{t.agreementHeading}</h2>
      <AgreementDocument structure={order.agreement} id="agreement-text" level={3} />
    </section>
  );
}

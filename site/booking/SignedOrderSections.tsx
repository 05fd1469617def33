/**
 * The parts of a signed order that lead the pages under its booking link (the booking page once the quote
 * has an order, and the confirmation): the order at a glance with its PDF and print controls, what happens
 * next, and the signed agreement. They are given the order as the link shows it (contact-masking.ts).
 *
 * The print control is a button only a script makes work, so it is rendered hidden and the page's one
 * script (print-order-script.ts) shows it; without JavaScript the PDF link and the browser's own print
 * command remain, and the print stylesheet prints the order either way.
 */

import { formatShortDate, formatUsd } from '../../shared/format';
import { transportNames } from '../../shared/transport-names';
import { AgreementDocument } from './AgreementDocument';
import { CallUs } from './CallUs';
import { orderPageCopy as t } from './order-page-copy';
import type { PlacedOrder } from './order-service';
import { pickupWindow } from './pickup-window';

/** Where a signed order's PDF is downloaded, under its booking link. */
export const orderPdfPath = (token: string) => `/booking/${token}/order.pdf`;

/** The order's number, status, carrier, total, pickup window and signature, and the ways to keep a copy. */
export function OrderAtAGlance({ token, order }: { token: string; order: PlacedOrder }) {
  const window = pickupWindow(order.details.first_available_date);
  return (
    <section aria-labelledby="order-facts-heading" className="order-glance">
      <h2 id="order-facts-heading" className="visually-hidden">
        {t.orderFactsHeading}
      </h2>
      <dl className="facts order-facts">
        <dt>{t.orderNumber}</dt>
        <dd>{order.orderNumber}</dd>
        <dt>{t.status}</dt>
        <dd className="order-status">{t.statusSigned}</dd>
        <dt>{t.total}</dt>
        <dd className="order-total">{formatUsd(order.price.total)}</dd>
        <dt>{t.carrier}</dt>
        <dd>{transportNames[order.details.carrier]}</dd>
        <dt>{t.pickupWindow}</dt>
        <dd>{t.pickupWindowSpan(formatShortDate(window.first), formatShortDate(window.last))}</dd>
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

/** After signing: finding the carrier, the call, the pickup; changes by phone. */
export function OrderNextSteps() {
  return (
    <section aria-labelledby="next-heading" className="no-print">
      <h2 id="next-heading">{t.nextHeading}</h2>
      <ol className="steps">
        {t.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h3>{t.changesHeading}</h3>
      <p>{t.changesByPhone}</p>
      <CallUs />
    </section>
  );
}

/** The agreement's text, as signed but for the contact details the link does not show. */
export function SignedAgreementText({ order }: { order: PlacedOrder }) {
  return (
    <section aria-labelledby="agreement-heading" className="agreement">
      <h2 id="agreement-heading">{t.agreementHeading}</h2>
      <AgreementDocument structure={order.agreement} id="agreement-text" level={3} />
    </section>
  );
}

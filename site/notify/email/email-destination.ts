/**
 * Email as an outbox destination (outbox/destination.ts): one email per row, rendered when the row is sent
 * from the payload stored with it (email-payload.ts) and the site's settings of that moment, and handed to
 * the mail transport (SMTP, or `.eml` files in development). The relay (outbox/outbox-relay.ts) claims,
 * retries with backoff, pauses a failing server and purges, as for the CRM.
 *
 * - Sent: delivered.
 * - Refused for good by the server (a 5xx reply to the message, "SMTP 550"): permanent, never sent again.
 * - Anything else (no connection, a timeout, a 4xx, a failed login or TLS step): temporary, retried.
 * - A payload that is not an email's (malformed JSON, a missing field, an unknown event) or that no
 *   template can render: permanent ("bad-payload", "render-failed"), since it would fail the same way again.
 *
 * Delivery is at least once: a send cut off by the relay's timeout may still reach the server, and the row
 * is then sent again. Nothing here is logged; the relay logs the lead number and the error code only,
 * never the address, a name or the server's reply text.
 */

import type { OutboxRow } from '../../storage/lead-repository';
import type { DeliveryResult, Destination } from '../outbox/destination';
import { renderCallbackEmail } from './callback/callback-email';
import { EMAIL_DESTINATION, type EmailPayload } from './email-payload';
import { parseEmailPayload } from './email-payload-schema';
import { bookingPageUrl } from './email-values';
import { renderOrderConfirmationEmail } from './order-confirmation/order-confirmation-email';
import { renderOrderLinkEmail } from './order-link/order-link-email';
import { renderOrderPaymentEmail } from './order-payment/order-payment-email';
import { renderOrderStepEmail } from './order-step/order-step-email';
import { renderQuoteEmail } from './quote/quote-email';
import { quoteValidUntil } from './quote/quote-email-view';
import { renderStaffNoticeEmail } from './staff-notice/staff-notice-email';
import type { EmailContent, MailTransport } from './transport/outgoing-email';

export interface EmailDestinationOptions {
  transport: MailTransport;
  /** The origin booking links in the emails point at (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** Days a quote's price holds, counted from the lead's creation (QUOTE_PRICE_DAYS). */
  quotePriceDays: number;
  /** Where the delivered email sends the customer to leave a review (REVIEW_URL); undefined: an email to support. */
  reviewUrl?: string | undefined;
}

function render(payload: EmailPayload, options: EmailDestinationOptions): Promise<EmailContent> | EmailContent {
  if (payload.kind === 'order-confirmation') {
    const { token } = payload;
    return renderOrderConfirmationEmail({
      ...payload.order,
      ...(token === undefined ? {} : { orderUrl: bookingPageUrl(options.publicUrl, token) }),
    });
  }
  if (payload.kind === 'order-payment') {
    const { kind: _kind, to: _to, token, ...payment } = payload;
    return renderOrderPaymentEmail({ ...payment, orderUrl: bookingPageUrl(options.publicUrl, token) });
  }
  if (payload.kind === 'order-step') {
    const { kind: _kind, to: _to, token, ...step } = payload;
    return renderOrderStepEmail({
      ...step,
      orderUrl: bookingPageUrl(options.publicUrl, token),
      reviewUrl: options.reviewUrl,
    });
  }
  if (payload.kind === 'order-link') {
    return renderOrderLinkEmail({
      leadNumber: payload.leadNumber,
      ...(payload.orderNumber === undefined ? {} : { orderNumber: payload.orderNumber }),
      bookingUrl: bookingPageUrl(options.publicUrl, payload.token),
    });
  }
  if (payload.kind === 'staff-notice') {
    const { kind: _kind, to: _to, token, ...notice } = payload;
    return renderStaffNoticeEmail({
      ...notice,
      ...(token === undefined ? {} : { orderUrl: bookingPageUrl(options.publicUrl, token) }),
    });
  }
  if (payload.kind === 'callback') {
    return renderCallbackEmail({
      leadNumber: payload.leadNumber,
      firstName: payload.firstName,
      preferredDate: payload.preferredDate,
      timeWindow: payload.timeWindow,
      bookingUrl: bookingPageUrl(options.publicUrl, payload.token),
    });
  }
  return renderQuoteEmail({
    leadNumber: payload.leadNumber,
    firstName: payload.firstName,
    origin: payload.origin,
    destination: payload.destination,
    shipDate: payload.shipDate,
    vehicles: payload.vehicles,
    price: payload.price ?? undefined,
    ...(payload.season ? { season: payload.season } : {}),
    validUntil: quoteValidUntil(payload.createdAt, options.quotePriceDays),
    bookingUrl: bookingPageUrl(options.publicUrl, payload.token),
  });
}

/** Settles as `work` does, or rejects with the signal's reason (a TimeoutError) once it aborts. */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export function createEmailDestination(options: EmailDestinationOptions): Destination {
  const { transport } = options;
  return {
    name: EMAIL_DESTINATION,
    label: 'Email',
    async deliver(row: OutboxRow, signal: AbortSignal): Promise<DeliveryResult> {
      signal.throwIfAborted();
      const payload = parseEmailPayload(row.event, row.payload_json);
      if (!payload) return { kind: 'permanent', error: 'bad-payload' };
      let content: EmailContent;
      try {
        content = await unlessAborted(Promise.resolve(render(payload, options)), signal);
      } catch (error) {
        if (signal.aborted) throw error;
        return { kind: 'permanent', error: 'render-failed' };
      }
      // A staff notice is one email to every staff address, as one row: its retries are the notice's.
      const to = typeof payload.to === 'string' ? payload.to : payload.to.join(', ');
      const sent = await unlessAborted(transport.send({ ...content, to }), signal);
      if (sent.ok) return { kind: 'delivered' };
      return sent.permanent ? { kind: 'permanent', error: sent.reason } : { kind: 'temporary', error: sent.reason };
    },
  };
}

/**
 * The CRM's webhook as an outbox destination (outbox/destination.ts): one signed HTTP POST per lead. The
 * relay (outbox/outbox-relay.ts) claims the rows, retries, backs off and pauses. Contract for the CRM's
 * side: docs/crm-webhook.md.
 *
 * A 2xx is delivered; anything else (network error, timeout, 3xx, 4xx, 5xx) is a temporary failure. The
 * Idempotency-Key header is the lead number (with the event after it for what follows a lead, such as
 * `SQ-…:order.created`), so the CRM deduplicates a row sent twice (delivery is at least once) and never
 * takes a lead's order for a repeat of the lead. It is not the visitor's idempotency key: a submission carrying that key is answered with the
 * visitor's booking link, and the CRM's webhook logs are read by many. A 429 or 503 with Retry-After asks
 * for a pause, which the relay grants to every lead (the receiver speaks for itself, not for one lead).
 *
 * No status is permanent, not even 410 Gone or 400: the rows go to whatever URL is configured when they
 * are tried, so after a misconfigured or moved endpoint is fixed every waiting lead is delivered. Giving
 * up would lose leads silently; a retry a minute of a few rows costs nothing, and each failure is logged
 * as a warning for someone to notice.
 *
 * Signing, when a secret is set: X-ShipQuote-Signature = "sha256=" + hex HMAC-SHA256(secret,
 * "<X-ShipQuote-Timestamp>.<raw body>"). The receiver recomputes it over the raw body it received,
 * compares in constant time and refuses timestamps more than 5 minutes from its clock
 * (`verifyWebhookSignature` in webhook-signature.ts does exactly that).
 */
import { parseHttpUrl } from '../../../shared/http-url';
import type { OutboxRow } from '../../storage/lead-repository';
import type { Destination } from '../outbox/destination';
import { retryAfterMs } from '../outbox/retry-backoff';
import { CRM_DESTINATION, LEAD_CREATED_EVENT } from './crm-events';
import { EVENT_HEADER, SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './webhook-signature';

export interface CrmDestinationOptions {
  /** The CRM's endpoint (http or https; use https outside tests, the body carries personal data). */
  webhookUrl: string;
  /** Shared secret for X-ShipQuote-Signature; without it requests are unsigned. */
  secret?: string;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
}

const noop = () => {};

/** The lead number for the lead itself; the lead number and the event for each event that follows it. */
export function idempotencyKeyOf(row: Pick<OutboxRow, 'lead_number' | 'event'>): string {
  return row.event === LEAD_CREATED_EVENT ? row.lead_number : `${row.lead_number}:${row.event}`;
}

export function createCrmDestination(options: CrmDestinationOptions): Destination {
  const { secret } = options;
  const url = parseHttpUrl(options.webhookUrl);
  if (!url) throw new Error('The CRM webhook URL must be an http(s) address');
  const webhookUrl = url.href;
  const fetchFn = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());

  return {
    name: CRM_DESTINATION,
    label: 'CRM',
    async deliver(row, signal) {
      const timestamp = Math.floor(now().getTime() / 1000);
      const body = row.payload_json;
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKeyOf(row),
        [EVENT_HEADER]: row.event,
        [TIMESTAMP_HEADER]: String(timestamp),
      };
      if (secret) headers[SIGNATURE_HEADER] = signWebhook(secret, timestamp, body);
      const response = await fetchFn(webhookUrl, {
        method: 'POST',
        headers,
        body,
        signal,
        // Following a redirect would resend a lead to an address nobody configured.
        redirect: 'manual',
      });
      // The answer's body is not needed; cancelling frees the connection.
      await response.body?.cancel().catch(noop);
      if (response.status >= 200 && response.status < 300) return { kind: 'delivered', status: response.status };
      const asked =
        response.status === 429 || response.status === 503
          ? retryAfterMs(response.headers.get('Retry-After'), now())
          : undefined;
      return {
        kind: 'temporary',
        error: `HTTP ${response.status}`,
        ...(asked === undefined ? {} : { retryAfterMs: asked }),
      };
    },
  };
}

/**
 * The CRM webhook's signature (docs/crm-webhook.md). The sender signs "<timestamp>.<body>"
 * with HMAC-SHA256 and a shared secret; the receiver recomputes it over the raw body bytes it got and
 * checks the timestamp is recent. The timestamp inside the signed text stops an old captured request
 * from being replayed later; the body inside it stops any change to the lead.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-ShipQuote-Signature';
export const TIMESTAMP_HEADER = 'X-ShipQuote-Timestamp';
export const EVENT_HEADER = 'X-ShipQuote-Event';
/** A receiver should refuse timestamps further than this from its own clock. */
export const DEFAULT_SIGNATURE_TOLERANCE_SECONDS = 300;

/** The header value: "sha256=" and the hex HMAC-SHA256 of "<timestamp>.<body>". */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface VerifyWebhookInput {
  secret: string;
  /** The X-ShipQuote-Timestamp header as received. */
  timestamp: string | null | undefined;
  /** The raw request body, exactly as received (not re-serialised JSON). */
  body: string;
  /** The X-ShipQuote-Signature header as received. */
  signature: string | null | undefined;
  /** Unix seconds of the receiver's clock. Default: now. */
  nowSeconds?: number;
  toleranceSeconds?: number;
}

/** What a receiver runs: true only for a fresh timestamp and a matching signature (constant-time compare). */
export function verifyWebhookSignature(input: VerifyWebhookInput): boolean {
  const { secret, body, signature } = input;
  if (!input.timestamp || !/^\d{1,12}$/.test(input.timestamp) || !signature) return false;
  const timestamp = Number(input.timestamp);
  const nowSeconds = input.nowSeconds ?? Math.floor(Date.now() / 1000);
  const tolerance = input.toleranceSeconds ?? DEFAULT_SIGNATURE_TOLERANCE_SECONDS;
  if (Math.abs(nowSeconds - timestamp) > tolerance) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

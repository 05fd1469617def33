/**
 * A fingerprint of what a quote says, stored with its lead, so that a retry (same key, same quote) is
 * told from a different quote sent under a key already used. The key itself is left out: it is what
 * the two are compared under.
 */
import { createHash } from 'node:crypto';
import type { Submission } from '../../shared/schema';

/** SHA-256, in hex, of the submission's canonical JSON without its idempotency key. */
export function submissionHash(submission: Submission): string {
  const { idempotency_key: _key, ...quote } = submission;
  return createHash('sha256').update(canonicalJson(quote)).digest('hex');
}

/**
 * JSON with every object's keys in sorted order and undefined members left out, so the same values
 * always give the same text whatever order the client sent its keys in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

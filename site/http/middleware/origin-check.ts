/**
 * Which browser pages may read a call's answer (CORS), and which may make the call at all. CORS only
 * stops a browser reading the answer; a disallowed origin must not create a lead at all, so a call with
 * a `refusal` answers a page of any other origin 403 before anything else. A request without an Origin
 * does not come from a browser page, so it passes.
 */
import { ClientError } from '../client-error';
import type { OriginAllowed } from './cors';

export interface OriginPolicy {
  /** Whether a page of this origin may read the answer, and make the call when there is a refusal. */
  allowed: OriginAllowed;
  /** The 403's message for a page of another origin; without one such a page may call but not read. */
  refusal?: string;
}

/** The lookups: open to every page. */
export const ANY_ORIGIN: OriginPolicy = { allowed: () => true };

/** Throws the 403 for a page whose origin may not make the call; `allowed`: the policy's verdict on it. */
export function checkOrigin(policy: OriginPolicy, origin: string | undefined, allowed: boolean): void {
  if (origin !== undefined && !allowed && policy.refusal !== undefined) throw new ClientError(403, policy.refusal);
}

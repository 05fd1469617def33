/**
 * Meta's click id (`fbc`) for its Conversions API, built from the `fbclid` an ad click added to the
 * landing address: `fb.1.<ms when the click id was first seen>.<fbclid>`. The time comes from the
 * visitor's browser, so one that is in the future or implausibly old is replaced by the lead's own
 * time rather than sent as given.
 */
import type { QuoteContext } from '../../shared/schema';
import { DAY_MS } from '../../shared/time';

/** Meta keeps a click attributable for 90 days; older first-seen times are not believable. */
const MAX_CLICK_AGE_MS = 90 * DAY_MS;

export function metaClickId(context: QuoteContext, createdAtMs: number): string | null {
  const fbclid = context.campaign?.fbclid ?? context.first_touch?.fbclid;
  if (!fbclid) return null;
  // The same click id in both touches: the earlier landing is when it was first seen.
  const seen = [context.first_touch, context.campaign]
    .filter((touch) => touch?.fbclid === fbclid)
    .map((touch) => touch?.landed_at)
    .filter((at): at is number => at !== undefined && at <= createdAtMs && createdAtMs - at <= MAX_CLICK_AGE_MS);
  return `fb.1.${seen.length ? Math.min(...seen) : createdAtMs}.${fbclid}`;
}

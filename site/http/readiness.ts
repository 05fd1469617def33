/**
 * Whether the server can do its work: the lead database takes writes (a lead is committed before the
 * quote is answered, so without that every quote fails) and the offline lookups are loaded.
 */

/** Ready, or the reason not; the storage's own check answers in this shape. */
export type Readiness = { ok: true } | { ok: false; reason: string };

/** The first problem found, or ready. */
export function readinessCheck(parts: {
  storage: { checkWritable(): Promise<Readiness> };
  lookupsLoaded: () => boolean;
}): () => Promise<Readiness> {
  return async () => {
    if (!parts.lookupsLoaded()) return { ok: false, reason: 'the offline lookups answer nothing' };
    return parts.storage.checkWritable();
  };
}

/**
 * Whether the server can do its work: the lead database takes writes (a lead is committed before the
 * quote is answered, so without that every quote fails) and the offline lookups are loaded.
 */
import type { LeadRepository, StorageReadiness } from '../storage/lead-repository';

export type Readiness = StorageReadiness;

/** The first problem found, or ready. */
export function readinessCheck(parts: {
  storage: Pick<LeadRepository, 'checkWritable'>;
  lookupsLoaded: () => boolean;
}): () => Promise<Readiness> {
  return async () => {
    if (!parts.lookupsLoaded()) return { ok: false, reason: 'the offline lookups answer nothing' };
    return parts.storage.checkWritable();
  };
}

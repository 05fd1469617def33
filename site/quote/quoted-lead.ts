/**
 * A lead as the quote stage stored it: storage keeps the price as JSON without knowing its shape, and this
 * stage wrote it from a QuotedPrice (new-lead.ts), so reading it back as one restores the type it had.
 */

import type { StoredLead } from '../storage/stored-lead';
import type { QuotedPrice } from './pricing/quoted-price';

export type QuotedLead = StoredLead<QuotedPrice>;

export function quotedLead(lead: StoredLead): QuotedLead {
  return lead as QuotedLead;
}

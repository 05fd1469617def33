import type { Submission } from '../../shared/schema';
import type { QuotedPrice } from '../pricing/quoted-price';

/** A lead as the database holds it. */
export interface StoredLead {
  /** The row id; internal, never shown. */
  id: number;
  /** The lead number, e.g. "SQ-261125-482193". */
  leadNumber: string;
  /** The booking page's secret token. */
  token: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** The honeypot was filled in: forwarded to the CRM all the same, marked `flagged` there too. */
  flagged: boolean;
  /** The validated submission, rebuilt from the columns. */
  submission: Submission;
  /**
   * The price the visitor was shown when they submitted, kept as it was. Null when none was worked out:
   * a lead stored before prices were kept, or one whose pricing failed (an advisor confirms the price).
   */
  price: QuotedPrice | null;
}

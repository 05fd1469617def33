import type { Submission } from '../../shared/schema';

/**
 * A lead as the database holds it. `Price` is what the quote stage stored as the lead's price: storage keeps
 * it as JSON and hands it back as it was written, without knowing its shape.
 */
export interface StoredLead<Price = unknown> {
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
  price: Price | null;
}

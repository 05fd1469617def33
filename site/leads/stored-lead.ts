import type { Submission } from '../../shared/schema';

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
}

/** A leads row as PostgreSQL returns it, and the lead it holds. */
import { type LeadColumns, submissionFromColumns } from '../lead-columns';
import type { StoredLead } from '../stored-lead';

export interface PostgresLeadRow extends LeadColumns {
  id: number;
  lead_number: string;
  token: string;
  submission_hash: string | null;
  created_at: Date;
  flagged: boolean;
}

export function toStoredLead(row: PostgresLeadRow): StoredLead {
  return {
    id: row.id,
    leadNumber: row.lead_number,
    token: row.token,
    createdAt: row.created_at.toISOString(),
    flagged: row.flagged,
    submission: submissionFromColumns(row),
  };
}

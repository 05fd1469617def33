/** A leads row as PostgreSQL returns it, and the lead it holds. */
import type { Mode, QuoteContext, Submission, TransportType, Vehicle } from '../../../shared/schema';
import type { StoredLead } from '../stored-lead';

export interface PostgresLeadRow {
  id: number;
  session_id: string;
  token: string;
  idempotency_key: string;
  submission_hash: string | null;
  created_at: Date;
  mode: string;
  origin: string;
  destination: string;
  ship_date: string;
  transport_type: string;
  first_name: string;
  email: string;
  phone: string;
  vehicles_json: string;
  context_json: string;
  website: string | null;
  flagged: boolean;
}

export function toStoredLead(row: PostgresLeadRow): StoredLead {
  // The columns hold what submissionSchema accepted, so the casts restore types the data already had.
  const submission: Submission = {
    mode: row.mode as Mode,
    origin_postal_code: row.origin,
    destination_postal_code: row.destination,
    ship_date: row.ship_date,
    transport_type: row.transport_type as TransportType,
    vehicles: JSON.parse(row.vehicles_json) as Vehicle[],
    first_name: row.first_name,
    email: row.email,
    phone: row.phone,
    context: JSON.parse(row.context_json) as QuoteContext,
    idempotency_key: row.idempotency_key,
    ...(row.website === null ? {} : { website: row.website }),
  };
  return {
    id: row.id,
    sessionId: row.session_id,
    token: row.token,
    createdAt: row.created_at.toISOString(),
    flagged: row.flagged,
    submission,
  };
}

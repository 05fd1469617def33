/**
 * The quote as both databases keep it in a leads row: one column per answer, the vehicles and the
 * context as JSON. SQLite and PostgreSQL differ only in how they hand back the date and the flag.
 */
import type { Mode, QuoteContext, Submission, TransportType, Vehicle } from '../../shared/schema';

export interface LeadColumns {
  idempotency_key: string;
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
}

/**
 * The columns hold what submissionSchema accepted, so the casts restore types the data already had.
 * The schema is not re-run: its "ship date not in the past" rule would refuse every old lead.
 */
export function submissionFromColumns(row: LeadColumns): Submission {
  return {
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
}

/**
 * A leads row as both databases keep it: one column per answer, the vehicles and the context as JSON. The
 * stores differ only in how they hand back the date (SQLite: ISO text; PostgreSQL: a Date) and the flag
 * (SQLite: 0 or 1; PostgreSQL: a boolean), and toStoredLead reads both.
 */
import type { Mode, QuoteContext, Submission, TransportType, Vehicle } from '../../shared/schema';
import type { NewLead } from './lead-repository';
import type { StoredLead } from './stored-lead';

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

/** A leads row as a SELECT returns it. */
export interface LeadRow extends LeadColumns {
  id: number;
  lead_number: string;
  token: string;
  /** Null for a lead stored before quotes were hashed, and for an anonymised one. */
  submission_hash: string | null;
  created_at: string | Date;
  flagged: number | boolean;
  /** The price shown, as the quote stage handed it, as JSON text; null for a lead stored without one. */
  price_json: string | null;
}

/** The columns a new lead is written with, in this order in the INSERT both stores run (statements/). */
export const NEW_LEAD_COLUMNS = [
  'lead_number',
  'token',
  'idempotency_key',
  'created_at',
  'mode',
  'origin',
  'destination',
  'ship_date',
  'transport_type',
  'first_name',
  'email',
  'phone',
  'vehicles_json',
  'context_json',
  'website',
  'flagged',
  'submission_hash',
  'price_json',
] as const;

type NewLeadColumn = (typeof NEW_LEAD_COLUMNS)[number];

/** The values of a new leads row; each store binds them in its own way (SQLite wants the flag as 0 or 1). */
export type NewLeadRow = {
  [C in NewLeadColumn]: C extends 'flagged' ? boolean : C extends 'website' | 'price_json' ? string | null : string;
};

/** The row of a new lead, with the values drawn for it. */
export function newLeadRow(
  lead: NewLead,
  drawn: { leadNumber: string; token: string; createdAt: Date; submissionHash: string },
): NewLeadRow {
  const { submission } = lead;
  return {
    lead_number: drawn.leadNumber,
    token: drawn.token,
    idempotency_key: submission.idempotency_key,
    created_at: drawn.createdAt.toISOString(),
    mode: submission.mode,
    origin: submission.origin_postal_code,
    destination: submission.destination_postal_code,
    ship_date: submission.ship_date,
    transport_type: submission.transport_type,
    first_name: submission.first_name,
    email: submission.email,
    phone: submission.phone,
    vehicles_json: JSON.stringify(submission.vehicles),
    context_json: JSON.stringify(submission.context ?? {}),
    website: submission.website ?? null,
    flagged: lead.flagged,
    submission_hash: drawn.submissionHash,
    price_json: lead.price === null || lead.price === undefined ? null : JSON.stringify(lead.price),
  };
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

export function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    leadNumber: row.lead_number,
    token: row.token,
    createdAt: typeof row.created_at === 'string' ? row.created_at : row.created_at.toISOString(),
    flagged: row.flagged === true || row.flagged === 1,
    submission: submissionFromColumns(row),
    price: row.price_json === null ? null : (JSON.parse(row.price_json) as unknown),
  };
}

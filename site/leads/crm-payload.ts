/**
 * The JSON body the CRM webhook receives for a new lead (issue #3; documented for the CRM's side in
 * docs/crm-webhook.md). Field names are the form's own (shared/schema), so the CRM, the API and the
 * widget speak one vocabulary. The booking URL is left out: its token is the visitor's key to their
 * quote and the CRM has no use for it.
 */
import { CONTEXT_KEYS, type Mode, type QuoteContext, type TransportType, type Vehicle } from '../../shared/schema';
import type { StoredLead } from './stored-lead';

export const LEAD_CREATED_EVENT = 'lead.created';
/** Bumped when a field changes meaning or disappears; new fields alone do not bump it. */
export const CRM_PAYLOAD_VERSION = 1;

export interface CrmVehicle {
  /** A number for the CRM; the form validates it as four digits (SPEC §5). */
  year: number;
  make: string;
  model: string;
  make_id: number | null;
  vehicle_type: NonNullable<Vehicle['vehicle_type']> | null;
  /** "Yes" means the vehicle does not run (docs/design-notes.md, `vehicle_inop`). */
  vehicle_inop: NonNullable<Vehicle['vehicle_inop']> | null;
}

/** Every context key is present, `null` when the visitor's page did not carry it: a stable shape to map. */
export type CrmContext = { [K in keyof QuoteContext]-?: string | null };

export interface CrmLeadPayload {
  event: typeof LEAD_CREATED_EVENT;
  version: typeof CRM_PAYLOAD_VERSION;
  lead_number: string;
  created_at: string;
  mode: Mode;
  origin_postal_code: string;
  destination_postal_code: string;
  ship_date: string;
  transport_type: TransportType;
  first_name: string;
  email: string;
  phone: string;
  vehicles: CrmVehicle[];
  context: CrmContext;
}

function crmContext(context: QuoteContext): CrmContext {
  return Object.fromEntries(CONTEXT_KEYS.map((key) => [key, context[key] ?? null])) as CrmContext;
}

/** The `lead.created` payload of a stored lead. */
export function buildCrmPayload(lead: StoredLead): CrmLeadPayload {
  const s = lead.submission;
  return {
    event: LEAD_CREATED_EVENT,
    version: CRM_PAYLOAD_VERSION,
    lead_number: lead.sessionId,
    created_at: lead.createdAt,
    mode: s.mode,
    origin_postal_code: s.origin_postal_code,
    destination_postal_code: s.destination_postal_code,
    ship_date: s.ship_date,
    transport_type: s.transport_type,
    first_name: s.first_name,
    email: s.email,
    phone: s.phone,
    vehicles: s.vehicles.map((vehicle) => ({
      year: Number(vehicle.year),
      make: vehicle.make,
      model: vehicle.model,
      make_id: vehicle.make_id ?? null,
      vehicle_type: vehicle.vehicle_type ?? null,
      vehicle_inop: vehicle.vehicle_inop ?? null,
    })),
    context: crmContext(s.context),
  };
}

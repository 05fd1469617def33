/**
 * The JSON body the CRM webhook receives for a new lead (documented for the CRM's side in
 * docs/crm-webhook.md). Field names are the form's own (shared/schema), so the CRM, the API and the
 * widget speak one vocabulary. The booking URL is left out: its token is the visitor's key to their
 * quote and the CRM has no use for it.
 */
import type { InstantPrice } from '../../shared/api-types';
import { CAMPAIGN_KEYS } from '../../shared/attribution';
import type { CampaignTouch, Mode, QuoteContext, TransportType, Vehicle } from '../../shared/schema';
import { CRM_PAYLOAD_VERSION, LEAD_CREATED_EVENT } from '../notify/crm/crm-events';
import { metaClickId } from './meta-click-id';
import { shownPrice } from './pricing/instant-price';
import type { PricedSeason, SeaLeg } from './pricing/pricing';
import type { QuotedLead } from './quoted-lead';

export interface CrmVehicle {
  /** A number for the CRM; the form validates it as four digits. */
  year: number;
  make: string;
  model: string;
  make_id: number | null;
  vehicle_type: NonNullable<Vehicle['vehicle_type']> | null;
  /** "Yes" means the vehicle does not run (docs/design-notes.md, `vehicle_inop`). */
  vehicle_inop: NonNullable<Vehicle['vehicle_inop']> | null;
}

/** Every key is present, `null` when absent: a stable shape for the CRM to map. */
export type CrmTouch = { [K in (typeof CAMPAIGN_KEYS)[number] | 'landing_page']: string | null } & {
  /** ISO 8601, UTC. */
  landed_at: string | null;
};

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
  /** The embed the quote was sent from: its `data-id` and `data-source`. */
  placement: { id: string | null; source: string | null };
  /** The campaign of the visit's last touch, or null when the visit carried none. */
  campaign: CrmTouch | null;
  /** The visit's first touch within 30 days, only when it differs from the last. */
  first_touch: CrmTouch | null;
  /** Meta's click id for the Conversions API, when an ad click brought the visitor. */
  fbc: string | null;
  page_url: string | null;
  variant: QuoteContext['variant'] | null;
  /**
   * The form's hidden bot trap was filled in. Usually a bot, sometimes a person whose browser autofilled
   * it: the CRM decides (e.g. a later call), so the lead is sent rather than dropped.
   */
  flagged: boolean;
  /**
   * The instant price the visitor was shown, as stored with the lead when they submitted: the advisor
   * quotes the same figures whatever the rate table says by the time the lead is sent. Left out for a
   * lead stored without a price.
   */
  price?: InstantPrice;
  /** The season that moved the price, as the rate table named it; left out when none did. */
  season?: PricedSeason;
  /** A trip across the water: its sea lane and its legs in the order travelled; left out for a trip by road. */
  sea?: { lane: string; legs: SeaLeg[] };
}

function crmTouch(touch: CampaignTouch | undefined): CrmTouch | null {
  if (!touch) return null;
  const values = Object.fromEntries(CAMPAIGN_KEYS.map((key) => [key, touch[key] ?? null]));
  return {
    ...(values as Record<(typeof CAMPAIGN_KEYS)[number], string | null>),
    landing_page: touch.landing_page ?? null,
    landed_at: touch.landed_at === undefined ? null : new Date(touch.landed_at).toISOString(),
  };
}

/** What pricing said of the trip beyond its figures: the season that moved it, the legs across the water. */
function tripOf(lead: QuotedLead): Pick<CrmLeadPayload, 'season' | 'sea'> {
  const estimate = lead.price?.estimate;
  if (estimate?.kind !== 'domestic') return {};
  const { season, sea } = estimate;
  return {
    ...(season ? { season: { id: season.id, label: season.label, percent: season.percent } } : {}),
    ...(sea ? { sea: { lane: sea.lane, legs: sea.legs.map((leg) => structuredClone(leg)) } } : {}),
  };
}

/** The `lead.created` payload of a stored lead. */
export function buildCrmPayload(lead: QuotedLead): CrmLeadPayload {
  const s = lead.submission;
  const context = s.context;
  return {
    event: LEAD_CREATED_EVENT,
    version: CRM_PAYLOAD_VERSION,
    lead_number: lead.leadNumber,
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
    placement: { id: context.placement?.id ?? null, source: context.placement?.source ?? null },
    campaign: crmTouch(context.campaign),
    first_touch: crmTouch(context.first_touch),
    fbc: metaClickId(context, Date.parse(lead.createdAt)),
    page_url: context.page_url ?? null,
    variant: context.variant ?? null,
    flagged: lead.flagged,
    ...(lead.price ? { price: shownPrice(lead.price) } : {}),
    ...tripOf(lead),
  };
}

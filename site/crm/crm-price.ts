/**
 * The instant price in the CRM's `lead.created` body, so the advisor who calls sees the figures the
 * visitor was shown. It is added as the row is sent, from the payload's own quote and creation time,
 * by the pricing the submit answer uses: the same inputs give the same figures. The stored payload stays
 * as it was written, and anything unexpected sends it unchanged: a lead is never held back by its price.
 */
import type { InstantPrice } from '../../shared/api-types';
import type { Mode, TransportType, Vehicle } from '../../shared/schema';
import type { CrmLeadPayload } from './crm-payload';

/** What pricing reads of a quote, as the submission names it. */
export interface QuoteForPrice {
  mode: Mode;
  transport_type: TransportType;
  origin_postal_code: string;
  destination_postal_code: string;
  ship_date: string;
  vehicles: Vehicle[];
}

export type PriceOf = (quote: QuoteForPrice, quotedOn: string) => InstantPrice;

export function withInstantPrice(payloadJson: string, priceOf: PriceOf): string {
  try {
    const payload = JSON.parse(payloadJson) as CrmLeadPayload & { price?: unknown };
    if (payload.price !== undefined || !Array.isArray(payload.vehicles)) return payloadJson;
    const price = priceOf(
      {
        mode: payload.mode,
        transport_type: payload.transport_type,
        origin_postal_code: payload.origin_postal_code,
        destination_postal_code: payload.destination_postal_code,
        ship_date: payload.ship_date,
        vehicles: payload.vehicles.map((vehicle) => ({
          year: String(vehicle.year),
          make: vehicle.make,
          model: vehicle.model,
          ...(vehicle.vehicle_type ? { vehicle_type: vehicle.vehicle_type } : {}),
          ...(vehicle.vehicle_inop ? { vehicle_inop: vehicle.vehicle_inop } : {}),
        })),
      },
      payload.created_at,
    );
    return JSON.stringify({ ...payload, price });
  } catch {
    return payloadJson;
  }
}

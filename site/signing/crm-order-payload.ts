/**
 * The CRM webhook's bodies for what follows a lead: a signed order (`order.created`) and a request to be
 * called back (`callback.requested`). Both name the lead by its number, so the CRM files them under the
 * lead it already has; the order carries everything the advisor needs to dispatch a carrier, with no
 * booking link (its token is the customer's key).
 */
import type { Order } from '../../shared/order-schema';
import { CALLBACK_REQUESTED_EVENT, CRM_PAYLOAD_VERSION, ORDER_CREATED_EVENT } from '../notify/crm/crm-events';
import type { OrderPrice } from './order-price';
import { pickupWindow } from './pickup-window';

export interface CrmOrderPayload {
  event: typeof ORDER_CREATED_EVENT;
  version: typeof CRM_PAYLOAD_VERSION;
  order_number: string;
  lead_number: string;
  /** ISO 8601, UTC: when the customer signed. */
  signed_at: string;
  signed_name: string;
  /** SHA-256 of the agreement's text, with the template version it can be rebuilt from. */
  agreement: { template_version: number; sha256: string };
  carrier: Order['carrier'];
  first_available_date: string;
  pickup_window: { first: string; last: string };
  last_name: string;
  pickup: Order['pickup'];
  delivery: Order['delivery'];
  vehicles: Order['vehicles'];
  /** Whole US dollars. */
  total: number;
  price_lines: { kind: string; label: string; amount: number }[];
  /** `repriced`: the quote's price had expired and the order was priced at the day's rates. */
  price_source: OrderPrice['priceSource'];
  quoted_total: number | null;
  /** The ends whose ZIP or postal code could not be placed: the advisor confirms the price. */
  price_to_be_confirmed: ('pickup' | 'delivery')[];
}

export function crmOrderPayload(input: {
  orderNumber: string;
  leadNumber: string;
  signedAt: string;
  signedName: string;
  agreement: { templateVersion: number; hash: string };
  details: Order;
  price: OrderPrice;
}): CrmOrderPayload {
  const { details, price } = input;
  return {
    event: ORDER_CREATED_EVENT,
    version: CRM_PAYLOAD_VERSION,
    order_number: input.orderNumber,
    lead_number: input.leadNumber,
    signed_at: input.signedAt,
    signed_name: input.signedName,
    agreement: { template_version: input.agreement.templateVersion, sha256: input.agreement.hash },
    carrier: details.carrier,
    first_available_date: details.first_available_date,
    pickup_window: pickupWindow(details.first_available_date),
    last_name: details.last_name,
    pickup: details.pickup,
    delivery: details.delivery,
    vehicles: details.vehicles,
    total: price.total,
    price_lines: price.lines.map(({ kind, label, amount }) => ({ kind, label, amount })),
    price_source: price.priceSource,
    quoted_total: price.priceSource === 'repriced' ? price.quotedTotal : null,
    price_to_be_confirmed: [...(price.toBeConfirmed ?? [])],
  };
}

export interface CrmCallbackPayload {
  event: typeof CALLBACK_REQUESTED_EVENT;
  version: typeof CRM_PAYLOAD_VERSION;
  lead_number: string;
  /** ISO date the customer would like the call, in the time window named. */
  preferred_day: string;
  time_window: 'morning' | 'afternoon' | 'evening';
  requested_at: string;
}

export function crmCallbackPayload(input: {
  leadNumber: string;
  preferredDay: string;
  timeWindow: CrmCallbackPayload['time_window'];
  requestedAt: string;
}): CrmCallbackPayload {
  return {
    event: CALLBACK_REQUESTED_EVENT,
    version: CRM_PAYLOAD_VERSION,
    lead_number: input.leadNumber,
    preferred_day: input.preferredDay,
    time_window: input.timeWindow,
    requested_at: input.requestedAt,
  };
}

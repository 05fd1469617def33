/** Test helper: a signed order for a stored lead, as the booking handler would hand it to the store. */
import type { Order } from '../../shared/order-schema';
import { vehicleName } from '../../shared/vehicle-name';
import { CALLBACK_REQUESTED_EVENT, CRM_DESTINATION, ORDER_CREATED_EVENT } from '../../site/notify/crm/crm-events';
import { EMAIL_DESTINATION, ORDER_EMAIL_EVENT, type OrderEmailPayload } from '../../site/notify/email/email-payload';
import { signAgreement } from '../../site/signing/agreement';
import { agreementDataOf } from '../../site/signing/agreement-data';
import { orderPriceCopy } from '../../site/signing/order-copy';
import { newOrderNumber } from '../../site/signing/order-number';
import type { OrderPrice } from '../../site/signing/order-price';
import type { NewCallbackRequest, NewOrder } from '../../site/storage/order-repository';
import type { StoredLead } from '../../site/storage/stored-lead';

export const SIGNED_AT = '2026-11-21T15:00:00.000Z';

export function orderDetails(lead: StoredLead): Order {
  return {
    carrier: 'open',
    first_available_date: '2026-12-01',
    pickup: {
      street: '1500 Marilla St',
      city: 'Dallas',
      state: 'TX',
      postal_code: '75201',
      contact_name: `${lead.submission.first_name} Whitfield`,
      contact_phone: lead.submission.phone,
    },
    delivery: {
      street: '200 N Spring St',
      city: 'Los Angeles',
      state: 'CA',
      postal_code: '90012',
      contact_name: 'Grace Hopper',
      contact_phone: '(213) 555-0199',
    },
    vehicles: lead.submission.vehicles.map(() => ({
      runs: 'yes' as const,
      vin: '1HGCM82633A004352',
      notes: 'Low front spoiler',
    })) as Order['vehicles'],
    last_name: 'Whitfield',
    typed_name: `${lead.submission.first_name} Whitfield`,
    consent: 'yes',
  };
}

const transportLabel = (lead: StoredLead) => {
  const vehicle = lead.submission.vehicles[0];
  return orderPriceCopy.transport(vehicle ? vehicleName(vehicle) : '', 'open');
};

export function orderPrice(lead: StoredLead): Extract<OrderPrice, { kind: 'priced' }> {
  return {
    kind: 'priced',
    carrier: 'open',
    // Labelled as the booking's pricing labels them: the label names the vehicle.
    lines: [{ kind: 'transport', label: transportLabel(lead), amount: 1190, vehicleIndex: 0 }],
    total: 1190,
    pricedAsOf: lead.createdAt,
    priceSource: 'quote',
  };
}

/** The order of `lead`, signed at SIGNED_AT, with its CRM row and (unless told) its confirmation email. */
export function newOrder(
  lead: StoredLead,
  options: { email?: boolean; cardPayments?: boolean; newOrderNumber?: (createdAt: Date) => string } = {},
): NewOrder {
  const details = orderDetails(lead);
  const price = orderPrice(lead);
  return {
    leadId: lead.id,
    signedName: details.typed_name,
    consentAt: SIGNED_AT,
    clientAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (test)',
    details,
    price,
    cardPayments: options.cardPayments ?? false,
    draw: options.newOrderNumber ?? newOrderNumber,
    documents(orderNumber) {
      const { text, record } = signAgreement(
        agreementDataOf({ orderNumber, lead, order: details, price, signedAt: Date.parse(SIGNED_AT) }),
      );
      const email: OrderEmailPayload = {
        kind: 'order-confirmation',
        to: lead.submission.email,
        order: {
          orderNumber,
          firstName: lead.submission.first_name,
          origin: lead.submission.origin_postal_code,
          destination: lead.submission.destination_postal_code,
          shipDate: details.first_available_date,
          vehicles: lead.submission.vehicles.map(({ year, make, model }) => ({ year, make, model })),
          transport: 'open',
          price: price.total,
          signedBy: details.typed_name,
          signedAt: SIGNED_AT,
          agreementText: text,
        },
      };
      return {
        agreement: record,
        outbox: [
          {
            destination: CRM_DESTINATION,
            event: ORDER_CREATED_EVENT,
            payload: { event: ORDER_CREATED_EVENT, order_number: orderNumber, lead_number: lead.leadNumber },
            idempotencyKey: `${orderNumber}:order-created`,
          },
          ...(options.email === false
            ? []
            : [
                {
                  destination: EMAIL_DESTINATION,
                  event: ORDER_EMAIL_EVENT,
                  payload: email,
                  idempotencyKey: `${orderNumber}:order-email`,
                },
              ]),
        ],
      };
    },
  };
}

/** A call-back request of `lead`, with its CRM row, as the booking stage hands it to the store. */
export function newCallback(
  lead: Pick<StoredLead, 'id' | 'leadNumber'>,
  request: Partial<Pick<NewCallbackRequest, 'preferredDay' | 'timeWindow' | 'clientAddress'>> = {},
): NewCallbackRequest {
  return {
    leadId: lead.id,
    preferredDay: '2026-11-23',
    timeWindow: 'evening',
    ...request,
    outbox: (stored) => [
      {
        destination: CRM_DESTINATION,
        event: CALLBACK_REQUESTED_EVENT,
        payload: { event: CALLBACK_REQUESTED_EVENT, lead_number: lead.leadNumber },
        idempotencyKey: `callback:${stored.id}`,
      },
    ],
  };
}

/**
 * The booking pages' LiveOrderService over the lead store: each lead's one order and one call-back request,
 * written with the outbox rows this stage decides on, in one transaction: the CRM's `order.created` or
 * `callback.requested`, the order's or the call back's confirmation email when email is on, and with
 * STAFF_EMAIL the staff's notice of it (staff-notices.ts).
 */

import { randomUUID } from 'node:crypto';
import { CALLBACK_REQUESTED_EVENT, CRM_DESTINATION, ORDER_CREATED_EVENT } from '../notify/crm/crm-events';
import {
  CALLBACK_EMAIL_EVENT,
  type CallbackEmailPayload,
  EMAIL_DESTINATION,
  ORDER_EMAIL_EVENT,
  type OrderEmailPayload,
} from '../notify/email/email-payload';
import type { LiveDestinations } from '../notify/outbox/destination-module';
import { quoteEmailCap } from '../quote/new-lead';
import { cancellationTermsByName, cancellationTermsOf, rebuildAgreement } from '../signing/agreement';
import { crmCallbackPayload, crmOrderPayload } from '../signing/crm-order-payload';
import { newOrderNumber } from '../signing/order-number';
import type { CallbackRequest, PlaceOrderInput, SignedAgreement } from '../signing/order-service';
import { type SignedOrder, signedOrder } from '../signing/signed-order';
import type { LeadRepository } from '../storage/lead-repository';
import type { StoredOrderEvent } from '../storage/order-event-repository';
import type { OutboxMessage } from '../storage/outbox-message';
import type { LiveOrder, LiveOrderService } from './live-order';
import { orderLife } from './order-life';
import { PAYMENTS_DESTINATION } from './payment-rows';
import { paymentState } from './payment-state';
import { type OrderEventSending, recordOrderEvent } from './record-order-event';
import { cityAndState, staffNoticeRows } from './staff-notices';

export interface StoredOrderServiceOptions {
  store: Pick<LeadRepository, 'orders' | 'callbacks' | 'orderEvents' | 'findById'>;
  /**
   * The destinations this server sends to: the confirmation email goes with the order only when email is
   * one, and with payments a cancellation asks for the payment's refund.
   */
  live: LiveDestinations;
  /** The staff addresses (STAFF_EMAIL) told of a signed order, a call back and a cancellation; none: nobody. */
  staff?: readonly string[] | undefined;
  /**
   * Called once a new order or call-back request and its outbox rows are committed, so they are relayed at
   * once rather than at the relays' next poll.
   */
  onStored?: () => void;
  /** Called once a new order is committed (not a call-back request, not an order signed again). */
  onOrderCreated?: () => void;
  /** Order number source; tests force collisions with it. Default order-number.ts. */
  newOrderNumber?: (createdAt: Date) => string;
}

function placedOrder(order: SignedOrder, events: readonly StoredOrderEvent[]): LiveOrder | undefined {
  // An advisor prices an order the store holds without a breakdown; the pages show priced orders only.
  if (order.price.kind !== 'priced') return undefined;
  const agreement = rebuildAgreement(order.agreement);
  return {
    orderNumber: order.orderNumber,
    createdAt: order.consentAt,
    signedName: order.signedName,
    details: order.details,
    price: order.price,
    agreementText: agreement.text,
    agreement: agreement.structure,
    life: orderLife(events),
    payment: paymentState(events),
    cancellationTerms: cancellationTermsByName(order.agreement.data),
  };
}

/**
 * The confirmation email's payload: what the customer signed for, in the agreement's own data (addresses,
 * contacts, pickup window, cancellation terms word for word), and the token its link to the order is made
 * from when it is sent.
 */
function confirmationEmail(
  input: Pick<PlaceOrderInput, 'lead' | 'token' | 'details' | 'signedAt'>,
  orderNumber: string,
  agreement: SignedAgreement,
  price: { total: number; lines: readonly { label: string; amount: number }[] },
): OrderEmailPayload {
  const total = price.total;
  const { lead, token, details, signedAt } = input;
  const { submission } = lead;
  const { data } = agreement.record;
  return {
    kind: 'order-confirmation',
    to: submission.email,
    token,
    order: {
      orderNumber,
      firstName: submission.first_name,
      origin: submission.origin_postal_code,
      destination: submission.destination_postal_code,
      // The date signed for, which the customer may have moved from the quote's.
      shipDate: details.first_available_date,
      vehicles: submission.vehicles.map(({ year, make, model }) => ({ year, make, model })),
      transport: details.carrier,
      price: total,
      signedBy: details.typed_name,
      signedAt,
      agreementText: agreement.text,
      pickup: { ...data.pickup },
      delivery: { ...data.delivery },
      pickupWindow: { ...data.pickupWindow },
      cancellationTerms: cancellationTermsOf(data),
      priceLines: price.lines.map(({ label, amount }) => ({ label, amount })),
    },
  };
}

export function createStoredOrderService({
  store,
  live,
  staff,
  onStored = () => {},
  onOrderCreated = () => {},
  newOrderNumber: drawOrderNumber = newOrderNumber,
}: StoredOrderServiceOptions): LiveOrderService {
  return {
    async findOrder(leadId) {
      const order = await store.orders.findByLeadId(leadId);
      return order ? placedOrder(signedOrder(order), await store.orderEvents.listByOrderId(order.id)) : undefined;
    },
    async cancelOrder({ lead, reason, at }) {
      const order = await store.orders.findByLeadId(lead.id);
      if (!order) return undefined;
      const sending: OrderEventSending = { live, staff, onStored };
      const result = await recordOrderEvent(
        store,
        {
          // Each attempt is an event of its own: one refused now must not stand for a later one.
          id: `customer-cancel-${randomUUID()}`,
          orderNumber: order.orderNumber,
          type: 'order.cancelled',
          actor: 'customer',
          occurredAt: at,
          data: reason ? { reason } : {},
        },
        sending,
      );
      const placed = placedOrder(
        signedOrder(order),
        result.outcome === 'applied' || result.outcome === 'refused'
          ? result.state.history.map((judged) => judged.event)
          : [],
      );
      if (!placed) throw new Error('The lead holds an order without a price breakdown');
      if (result.outcome === 'applied') return { outcome: 'cancelled', order: placed, now: true };
      if (placed.life.status === 'cancelled') return { outcome: 'cancelled', order: placed, now: false };
      return { outcome: 'too-late', order: placed };
    },
    async placeOrder(input) {
      const { lead, details, price, signedAt } = input;
      const signedName = details.typed_name;
      const { order, created } = await store.orders.create({
        leadId: lead.id,
        signedName,
        consentAt: signedAt,
        clientAddress: input.clientAddress || null,
        userAgent: input.userAgent || null,
        details,
        price,
        cardPayments: live.has(PAYMENTS_DESTINATION),
        draw: drawOrderNumber,
        documents(orderNumber) {
          const agreement = input.agreementFor(orderNumber);
          const outbox: OutboxMessage[] = [
            {
              destination: CRM_DESTINATION,
              event: ORDER_CREATED_EVENT,
              payload: crmOrderPayload({
                orderNumber,
                leadNumber: lead.leadNumber,
                signedAt,
                signedName,
                agreement: agreement.record,
                details,
                price,
              }),
              idempotencyKey: `${orderNumber}:order-created`,
            },
          ];
          if (live.has(EMAIL_DESTINATION)) {
            outbox.push({
              destination: EMAIL_DESTINATION,
              event: ORDER_EMAIL_EVENT,
              payload: confirmationEmail(input, orderNumber, agreement, price),
              idempotencyKey: `${orderNumber}:order-email`,
            });
          }
          outbox.push(
            ...staffNoticeRows(
              { live, staff },
              {
                fact: `signed:${orderNumber}`,
                idempotencyKey: `${orderNumber}:staff:signed`,
                notice: {
                  token: input.token,
                  leadNumber: lead.leadNumber,
                  orderNumber,
                  occurredAt: signedAt,
                  notice: {
                    fact: 'order.signed',
                    firstName: lead.submission.first_name,
                    origin: cityAndState(details.pickup),
                    destination: cityAndState(details.delivery),
                    total: price.total,
                    cardPayments: live.has(PAYMENTS_DESTINATION),
                  },
                },
              },
            ),
          );
          return { agreement: agreement.record, outbox };
        },
      });
      if (created) {
        onStored();
        onOrderCreated();
      }
      const placed = placedOrder(signedOrder(order), created ? [] : await store.orderEvents.listByOrderId(order.id));
      if (!placed) throw new Error('The lead holds an order without a price breakdown');
      return { order: placed, created };
    },
    async findCallback(leadId) {
      const request = await store.callbacks.findByLeadId(leadId);
      if (!request) return undefined;
      const found: CallbackRequest = {
        preferredDate: request.preferredDay,
        timeWindow: request.timeWindow,
        requestedAt: request.createdAt,
      };
      return found;
    },
    async requestCallback(input) {
      const { lead } = input;
      // Anyone can post a quote with someone else's address and then ask for its call back: the
      // confirmation shares the quote email's cap on that mailbox, so this is no way round it.
      const cap = quoteEmailCap(lead.submission.email);
      const { created } = await store.callbacks.create({
        leadId: lead.id,
        capKeys: live.has(EMAIL_DESTINATION) ? [cap.key] : [],
        preferredDay: input.preferredDate,
        timeWindow: input.timeWindow,
        outbox: (request) => {
          const outbox: OutboxMessage[] = [
            {
              destination: CRM_DESTINATION,
              event: CALLBACK_REQUESTED_EVENT,
              payload: crmCallbackPayload({
                leadNumber: lead.leadNumber,
                preferredDay: input.preferredDate,
                timeWindow: input.timeWindow,
                requestedAt: input.requestedAt,
              }),
              idempotencyKey: `callback:${request.id}`,
            },
          ];
          if (live.has(EMAIL_DESTINATION)) {
            const email: CallbackEmailPayload = {
              kind: 'callback',
              to: lead.submission.email,
              leadNumber: lead.leadNumber,
              token: input.bookingToken,
              firstName: lead.submission.first_name,
              preferredDate: input.preferredDate,
              timeWindow: input.timeWindow,
            };
            outbox.push({
              destination: EMAIL_DESTINATION,
              event: CALLBACK_EMAIL_EVENT,
              payload: email,
              idempotencyKey: `callback:${request.id}:email`,
              cap,
            });
          }
          // Uncapped, and outside the call back's cap key: the staff's mailbox is not the one the cap guards.
          outbox.push(
            ...staffNoticeRows(
              { live, staff },
              {
                fact: `callback:${request.id}`,
                idempotencyKey: `callback:${request.id}:staff`,
                notice: {
                  token: input.bookingToken,
                  leadNumber: lead.leadNumber,
                  occurredAt: input.requestedAt,
                  notice: {
                    fact: 'callback.requested',
                    firstName: lead.submission.first_name,
                    preferredDate: input.preferredDate,
                    timeWindow: input.timeWindow,
                  },
                },
              },
            ),
          );
          return outbox;
        },
      });
      if (created) onStored();
      return { created };
    },
  };
}

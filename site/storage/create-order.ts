/**
 * How an order and a call-back request are stored, once for both stores, over the statements of
 * lead-writes.ts and inside the store's transaction. The lead's UNIQUE order (and call-back request)
 * decides a race: the insert that finds the lead taken answers what the lead holds and writes nothing
 * else. A new one is written with its outbox rows, so what is stored is always sent on.
 */
import { CRM_DESTINATION } from '../crm/crm-destination';
import { EMAIL_DESTINATION, ORDER_EMAIL_EVENT } from '../email/email-payload';
import { type LeadSources, MAX_NUMBER_ATTEMPTS, withDefaults } from './create-lead';
import { type LeadWriteSteps, run } from './lead-writes';
import { newCallbackRow, newOrderRow } from './order-columns';
import {
  CALLBACK_REQUESTED_EVENT,
  type CreateCallbackResult,
  type CreateOrderResult,
  type NewCallbackRequest,
  type NewOrder,
  ORDER_CREATED_EVENT,
} from './order-repository';

/** Every order number drawn for one order was taken: nothing was stored. */
export class OrderNumbersExhaustedError extends Error {
  constructor() {
    super(`No free order number in ${MAX_NUMBER_ATTEMPTS} draws`);
    this.name = 'OrderNumbersExhaustedError';
  }
}

export function* createOrder(order: NewOrder, sources: LeadSources = {}): LeadWriteSteps<CreateOrderResult> {
  const drawn = withDefaults(sources);
  const createdAt = drawn.now();
  for (let attempt = 1; attempt <= MAX_NUMBER_ATTEMPTS; attempt++) {
    const orderNumber = drawn.newOrderNumber(createdAt);
    const documents = order.documents(orderNumber);
    const row = newOrderRow(order, { orderNumber, createdAt, agreement: documents.agreement });
    const outcome = yield* run('insertOrder', row);
    if ('inserted' in outcome) {
      const stored = outcome.inserted;
      yield* run('insertOutbox', {
        leadId: stored.leadId,
        destination: CRM_DESTINATION,
        event: ORDER_CREATED_EVENT,
        payloadJson: JSON.stringify(documents.crmPayload),
        idempotencyKey: `${stored.orderNumber}:order-created`,
        createdAt: stored.createdAt,
      });
      if (documents.confirmationEmail) {
        yield* run('insertOutbox', {
          leadId: stored.leadId,
          destination: EMAIL_DESTINATION,
          event: ORDER_EMAIL_EVENT,
          payloadJson: JSON.stringify(documents.confirmationEmail),
          idempotencyKey: `${stored.orderNumber}:order-email`,
          createdAt: stored.createdAt,
        });
      }
      return { order: stored, created: true };
    }
    if (outcome.taken === 'lead') {
      const existing = yield* run('orderByLeadId', order.leadId);
      if (!existing) throw new Error('The lead has an order but none was found');
      return { order: existing, created: false };
    }
  }
  throw new OrderNumbersExhaustedError();
}

export function* createCallback(
  request: NewCallbackRequest,
  sources: LeadSources = {},
): LeadWriteSteps<CreateCallbackResult> {
  const createdAt = withDefaults(sources).now();
  const inserted = yield* run('insertCallback', newCallbackRow(request, createdAt));
  if (!inserted) {
    const existing = yield* run('callbackByLeadId', request.leadId);
    if (!existing) throw new Error('The lead has a call-back request but none was found');
    return { callback: existing, created: false };
  }
  yield* run('insertOutbox', {
    leadId: inserted.leadId,
    destination: CRM_DESTINATION,
    event: CALLBACK_REQUESTED_EVENT,
    payloadJson: JSON.stringify(request.crmPayload),
    idempotencyKey: `callback:${inserted.id}`,
    createdAt: inserted.createdAt,
  });
  return { callback: inserted, created: true };
}

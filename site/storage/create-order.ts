/**
 * How an order and a call-back request are stored, once for both stores, over the statements of
 * lead-writes.ts and inside the store's transaction. The lead's UNIQUE order (and call-back request)
 * decides a race: the insert that finds the lead taken answers what the lead holds and writes nothing
 * else. A new one is written with the outbox rows it was handed, so what is stored is always sent on.
 */
import { clockOf, MAX_NUMBER_ATTEMPTS, type StoreClock } from './create-lead';
import { type LeadWriteSteps, run } from './lead-writes';
import { newCallbackRow, newOrderRow } from './order-columns';
import type { CreateCallbackResult, CreateOrderResult, NewCallbackRequest, NewOrder } from './order-repository';
import { writeOutbox } from './outbox-writes';

/** Every order number drawn for one order was taken: nothing was stored. */
export class OrderNumbersExhaustedError extends Error {
  constructor() {
    super(`No free order number in ${MAX_NUMBER_ATTEMPTS} draws`);
    this.name = 'OrderNumbersExhaustedError';
  }
}

export function* createOrder(order: NewOrder, clock: StoreClock = {}): LeadWriteSteps<CreateOrderResult> {
  const createdAt = clockOf(clock)();
  for (let attempt = 1; attempt <= MAX_NUMBER_ATTEMPTS; attempt++) {
    const orderNumber = order.draw(createdAt);
    const documents = order.documents(orderNumber);
    const row = newOrderRow(order, { orderNumber, createdAt, agreement: documents.agreement });
    const outcome = yield* run('insertOrder', row);
    if ('inserted' in outcome) {
      const stored = outcome.inserted;
      yield* writeOutbox(documents.outbox, { leadId: stored.leadId, createdAt: stored.createdAt, capKeys: [] });
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
  clock: StoreClock = {},
): LeadWriteSteps<CreateCallbackResult> {
  const createdAt = clockOf(clock)();
  const inserted = yield* run('insertCallback', newCallbackRow(request, createdAt));
  if (!inserted) {
    const existing = yield* run('callbackByLeadId', request.leadId);
    if (!existing) throw new Error('The lead has a call-back request but none was found');
    return { callback: existing, created: false };
  }
  yield* writeOutbox(request.outbox(inserted), {
    leadId: inserted.leadId,
    createdAt: inserted.createdAt,
    capKeys: request.capKeys ?? [],
  });
  return { callback: inserted, created: true };
}

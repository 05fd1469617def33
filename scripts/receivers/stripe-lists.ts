/**
 * The Stripe stand-in's reads over many objects: `expand[]` (an id turned into its object, a charge's
 * `refunds` into their list), the list endpoints with Stripe's list object and cursor pagination, and
 * what the stand-in holds for one order (`heldFor`). Writes are the endpoints' (stripe-api.ts).
 */
import type Stripe from 'stripe';
import { allowOnly, amountOf, group, invalid, list, missing, type Params, text } from './stripe-form';
import type { StripeState } from './stripe-objects';

/** A PaymentIntent whose metadata.order_number is the order, as the browser tests read it. */
export interface HeldPaymentIntent {
  id: string;
  amount: number;
  status: string;
  /** metadata.charge: "off_session" for the charge of the saved card, absent for a payment on the hosted page. */
  charge: string | undefined;
  /** Seconds since the epoch, as Stripe's `created`. */
  created: number;
}

/** A refund of one of the order's PaymentIntents. */
export interface HeldRefund {
  id: string;
  amount: number;
  paymentIntent: string | undefined;
  status: string | null;
}

/** A Checkout Session whose metadata.order_number is the order. */
export interface HeldCheckoutSession {
  id: string;
  mode: Stripe.Checkout.Session.Mode;
  status: Stripe.Checkout.Session.Status | null;
  amountTotal: number | null;
  /** The PaymentIntent a completed payment session made, else null. */
  paymentIntent: string | null;
}

/** What the stand-in holds for one order, each kind oldest first. */
export interface HeldForOrder {
  paymentIntents: HeldPaymentIntent[];
  refunds: HeldRefund[];
  checkoutSessions: HeldCheckoutSession[];
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

export function heldFor(state: StripeState, orderNumber: string): HeldForOrder {
  const intents = [...state.paymentIntents.values()].filter((intent) => intent.metadata.order_number === orderNumber);
  const ids = new Set(intents.map((intent) => intent.id));
  return {
    paymentIntents: intents.map((intent) => ({
      id: intent.id,
      amount: intent.amount,
      status: intent.status,
      charge: intent.metadata.charge,
      created: intent.created,
    })),
    refunds: [...state.refunds.values()]
      .filter((refund) => ids.has(idOf(refund.payment_intent) ?? ''))
      .map((refund) => ({
        id: refund.id,
        amount: refund.amount,
        paymentIntent: idOf(refund.payment_intent),
        status: refund.status,
      })),
    checkoutSessions: [...state.checkoutSessions.values()]
      .filter((session) => session.metadata?.order_number === orderNumber)
      .map((session) => ({
        id: session.id,
        mode: session.mode,
        status: session.status,
        amountTotal: session.amount_total,
        paymentIntent: idOf(session.payment_intent) ?? null,
      })),
  };
}

interface Listed {
  id: string;
  created: number;
}

/** Newest first, as Stripe lists: by `created`, and among equals the one made last first. */
const newestFirst = <T extends Listed>(items: Iterable<T>): T[] =>
  [...items].reverse().sort((a, b) => b.created - a.created);

const CREATED_BOUNDS = ['gt', 'gte', 'lt', 'lte'] as const;

/** Whether `created` (an exact second, or `created[gt|gte|lt|lte]`) lets the object through. */
function createdMatches(params: Params): (item: Listed) => boolean {
  const exact = text(params, 'created');
  if (exact !== undefined) {
    const second = amountOf(exact, 'created');
    return (item) => item.created === second;
  }
  const range = group(params, 'created');
  if (!range) return () => true;
  const bounds: Partial<Record<(typeof CREATED_BOUNDS)[number], number>> = {};
  for (const [name, value] of Object.entries(range)) {
    const bound = CREATED_BOUNDS.find((candidate) => candidate === name);
    if (!bound) throw invalid(`Received unknown parameter: created[${name}]`, { param: `created[${name}]` });
    bounds[bound] = amountOf(typeof value === 'string' ? value : undefined, `created[${name}]`);
  }
  return ({ created }) =>
    (bounds.gt === undefined || created > bounds.gt) &&
    (bounds.gte === undefined || created >= bounds.gte) &&
    (bounds.lt === undefined || created < bounds.lt) &&
    (bounds.lte === undefined || created <= bounds.lte);
}

/** Whether a field holding an id (or its expanded object) equals the filter's id, when one is given. */
const sameId = (params: Params, name: string) => {
  const wanted = text(params, name);
  return (value: string | { id: string } | null | undefined) => wanted === undefined || idOf(value) === wanted;
};

const SESSION_STATUSES = ['open', 'complete', 'expired'];

export function createLists(state: StripeState) {
  /** Fields that `expand[]` can turn from an id into its object, and where the object is kept. */
  const stores: Record<string, Map<string, object>> = {
    customer: state.customers,
    payment_method: state.paymentMethods,
    setup_intent: state.setupIntents,
    payment_intent: state.paymentIntents,
    latest_charge: state.charges,
    charge: state.charges,
  };

  function refundsOf(chargeId: string): Stripe.ApiList<Stripe.Refund> {
    const all = newestFirst([...state.refunds.values()].filter((refund) => idOf(refund.charge) === chargeId));
    return {
      object: 'list',
      data: structuredClone(all.slice(0, 10)),
      has_more: all.length > 10,
      url: `/v1/charges/${chargeId}/refunds`,
    };
  }

  function expandPath(copy: Record<string, unknown>, path: string): void {
    let target = copy;
    for (const field of path.split('.')) {
      // A charge's refunds are not in it (as in Stripe's recent API versions) unless expanded.
      if (field === 'refunds' && target.object === 'charge' && typeof target.id === 'string') {
        target.refunds = refundsOf(target.id);
        break;
      }
      const store = stores[field];
      if (!store || !(field in target)) throw invalid(`This property cannot be expanded (${path}).`);
      const value: unknown = target[field];
      if (typeof value === 'string') target[field] = structuredClone(store.get(value) ?? null);
      const next: unknown = target[field];
      // A field that is null (a payment session's setup_intent) expands to null, and so does the rest
      // of the path, as Stripe answers it: one request reads sessions of either mode.
      if (!next || typeof next !== 'object') break;
      target = next as Record<string, unknown>;
    }
  }

  /** A copy of the object with the fields `expand[]` names (dotted for nested ones) expanded. */
  function expanded(object: object, params: Params): object {
    const copy = structuredClone(object) as Record<string, unknown>;
    for (const path of list(params, 'expand')) if (typeof path === 'string') expandPath(copy, path);
    return copy;
  }

  /**
   * One page of a list: `limit` (1 to 100, default 10) objects newest first, after the object
   * `starting_after` names or before the one `ending_before` names; `expand[]` with `data.` paths.
   */
  function page<T extends Listed>(
    store: Map<string, T>,
    kind: string,
    url: string,
    params: Params,
    filters: string[],
    keep: (item: T) => boolean,
  ): Stripe.ApiList<object> {
    allowOnly(params, ['limit', 'starting_after', 'ending_before', ...filters]);
    const limitText = text(params, 'limit');
    const limit = limitText === undefined ? 10 : amountOf(limitText, 'limit');
    if (limit < 1 || limit > 100) throw invalid('Invalid limit: must be between 1 and 100', { param: 'limit' });
    const all = newestFirst(store.values());
    const at = (param: string) => {
      const id = text(params, param);
      if (id === undefined) return undefined;
      const index = all.findIndex((item) => item.id === id);
      if (index < 0) throw missing(kind, id, param);
      return index;
    };
    const after = at('starting_after');
    const before = at('ending_before');
    let data: T[];
    let hasMore: boolean;
    if (before !== undefined) {
      const newer = all.slice(0, before).filter(keep);
      data = newer.slice(-limit);
      hasMore = newer.length > limit;
    } else {
      const older = all.slice(after === undefined ? 0 : after + 1).filter(keep);
      data = older.slice(0, limit);
      hasMore = older.length > limit;
    }
    const paths = list(params, 'expand').filter((path) => typeof path === 'string');
    for (const path of paths) {
      if (!path.startsWith('data.')) throw invalid(`This property cannot be expanded (${path}).`, { param: 'expand' });
    }
    return {
      object: 'list',
      data: data.map((item) => {
        const copy = structuredClone(item) as Record<string, unknown>;
        for (const path of paths) expandPath(copy, path.slice('data.'.length));
        return copy;
      }),
      has_more: hasMore,
      url,
    };
  }

  function paymentIntents(params: Params) {
    const created = createdMatches(params);
    const customer = sameId(params, 'customer');
    return page(
      state.paymentIntents,
      'payment_intent',
      '/v1/payment_intents',
      params,
      ['created', 'customer'],
      (intent) => created(intent) && customer(intent.customer),
    );
  }

  function refunds(params: Params) {
    const created = createdMatches(params);
    const intent = sameId(params, 'payment_intent');
    const charge = sameId(params, 'charge');
    return page(
      state.refunds,
      'refund',
      '/v1/refunds',
      params,
      ['created', 'payment_intent', 'charge'],
      (refund) => created(refund) && intent(refund.payment_intent) && charge(refund.charge),
    );
  }

  function checkoutSessions(params: Params) {
    const status = text(params, 'status');
    if (status !== undefined && !SESSION_STATUSES.includes(status)) {
      throw invalid(`Invalid status: must be one of ${SESSION_STATUSES.join(', ')}`, { param: 'status' });
    }
    const intent = sameId(params, 'payment_intent');
    const customer = sameId(params, 'customer');
    return page(
      state.checkoutSessions,
      'checkout.session',
      '/v1/checkout/sessions',
      params,
      ['payment_intent', 'customer', 'status'],
      (session) =>
        (status === undefined || session.status === status) &&
        intent(session.payment_intent) &&
        customer(session.customer),
    );
  }

  return { expanded, paymentIntents, refunds, checkoutSessions };
}

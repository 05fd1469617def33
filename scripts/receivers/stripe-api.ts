/**
 * The Stripe stand-in's endpoints over its state: what each request of the `stripe` SDK changes and
 * answers, and what completing a session on the hosted page does. HTTP, keys, idempotency, waiting and
 * failing are the server's (stripe-stand-in.ts), webhook delivery stripe-webhooks.ts's, expansion and
 * the lists stripe-lists.ts's; this module keeps the books and routes the requests.
 */
import type Stripe from 'stripe';
import {
  ApiError,
  allowOnly,
  amountOf,
  group,
  invalid,
  list,
  metadata,
  missing,
  type Params,
  text,
} from './stripe-form';
import { createLists } from './stripe-lists';
import type { StripeState } from './stripe-objects';
import * as make from './stripe-objects';

/** An answer of the API: the status and the JSON body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** What posting the hosted page's form did: where to send the browser, or the page again with an error. */
export type CheckoutOutcome =
  | { kind: 'completed'; location: string }
  | { kind: 'retry'; status: number; error: string }
  | { kind: 'closed'; status: number; message: string };

/** Why the hosted page no longer takes a card for a session that is not open. */
export const closedMessage = (session: Stripe.Checkout.Session) =>
  session.status === 'expired' ? 'This checkout session has expired.' : 'This checkout session is already complete.';

/** What the page needs besides the session: the first line item's name. */
interface SessionExtras {
  itemName: string | null;
  setupMetadata: Stripe.Metadata;
  paymentMetadata: Stripe.Metadata;
  paymentDescription: string | null;
}

const DOC_URL = 'https://docs.stripe.com/error-codes';

export function createStripeApi(state: StripeState, nowMs: () => number, emit: (event: Stripe.Event) => void) {
  const extras = new Map<string, SessionExtras>();
  const lists = createLists(state);
  const { expanded } = lists;
  const now = () => Math.floor(nowMs() / 1000);

  function raise<E extends Stripe.Event>(type: E['type'], object: E['data']['object']): void {
    const created = make.event<E>(make.newId('evt_'), now(), type, structuredClone(object));
    state.events.push(created);
    emit(created);
  }

  function liveCustomer(id: string, param = 'customer'): Stripe.Customer {
    const found = state.customers.get(id);
    if (!found || found.deleted) throw invalid(`No such customer: '${id}'`, { code: 'resource_missing', param });
    return found;
  }

  // --- Customers

  function createCustomer(params: Params) {
    allowOnly(params, ['email', 'name', 'metadata', 'description', 'phone']);
    const created = make.customer(make.newId('cus_'), now(), {
      email: text(params, 'email') ?? null,
      name: text(params, 'name') ?? null,
      metadata: metadata(params),
    });
    state.customers.set(created.id, created);
    return created;
  }

  function deleteCustomer(id: string): Stripe.DeletedCustomer {
    const found = state.customers.get(id);
    if (!found || found.deleted) throw missing('customer', id);
    const deleted: Stripe.DeletedCustomer = { id, object: 'customer', deleted: true };
    state.customers.set(id, deleted);
    // Stripe detaches a deleted customer's payment methods: none can be charged any more.
    for (const method of state.paymentMethods.values()) if (method.customer === id) method.customer = null;
    return deleted;
  }

  // --- Checkout sessions

  function createCheckoutSession(params: Params, standInUrl: string) {
    allowOnly(params, [
      'mode',
      'customer',
      'currency',
      'success_url',
      'cancel_url',
      'metadata',
      'setup_intent_data',
      'payment_intent_data',
      'line_items',
      'payment_method_types',
      'client_reference_id',
    ]);
    const mode = text(params, 'mode');
    if (mode !== 'setup' && mode !== 'payment') {
      throw invalid(`The stand-in supports mode "setup" and "payment", not ${JSON.stringify(mode ?? null)}.`, {
        param: 'mode',
      });
    }
    const successUrl = text(params, 'success_url');
    if (!successUrl || !URL.canParse(successUrl)) throw invalid('Not a valid URL', { param: 'success_url' });
    const cancelUrl = text(params, 'cancel_url') ?? null;
    if (cancelUrl !== null && !URL.canParse(cancelUrl)) throw invalid('Not a valid URL', { param: 'cancel_url' });
    const customerId = text(params, 'customer') ?? null;
    if (customerId) liveCustomer(customerId);

    let currency = text(params, 'currency')?.toLowerCase() ?? null;
    let amountTotal: number | null = null;
    let itemName: string | null = null;
    if (mode === 'setup') {
      if (!currency && list(params, 'payment_method_types').length === 0) {
        throw invalid('currency is required in setup mode when payment_method_types is not set.', {
          param: 'currency',
        });
      }
    } else {
      const items = list(params, 'line_items');
      if (items.length === 0) throw invalid('line_items is required in payment mode.', { param: 'line_items' });
      amountTotal = 0;
      items.forEach((item, index) => {
        const itemParams = typeof item === 'object' && !Array.isArray(item) ? item : undefined;
        const priceData = group(itemParams, 'price_data');
        if (!priceData) {
          throw invalid('The stand-in supports only line_items[][price_data].', {
            param: `line_items[${index}][price_data]`,
          });
        }
        const itemCurrency = text(priceData, 'currency')?.toLowerCase();
        if (!itemCurrency)
          throw invalid('Missing required param: currency.', { param: `line_items[${index}][price_data][currency]` });
        if (currency && currency !== itemCurrency)
          throw invalid('Line items must share one currency.', { param: 'line_items' });
        currency = itemCurrency;
        const unit = amountOf(text(priceData, 'unit_amount'), `line_items[${index}][price_data][unit_amount]`);
        const quantity = amountOf(text(itemParams, 'quantity'), `line_items[${index}][quantity]`);
        const name = text(group(priceData, 'product_data'), 'name');
        if (!name)
          throw invalid('Missing required param: name.', {
            param: `line_items[${index}][price_data][product_data][name]`,
          });
        itemName ??= name;
        amountTotal = (amountTotal ?? 0) + unit * quantity;
      });
      if ((amountTotal ?? 0) < 50)
        throw invalid("The Checkout Session's total amount due must add up to at least $0.50 usd", {
          code: 'amount_too_small',
        });
    }
    const id = make.newId('cs_test_');
    const session = make.checkoutSession(id, now(), {
      mode,
      customer: customerId,
      currency,
      amountTotal,
      successUrl,
      cancelUrl,
      metadata: metadata(params),
      url: `${standInUrl}/checkout/${id}`,
    });
    state.checkoutSessions.set(id, session);
    const paymentData = group(params, 'payment_intent_data');
    extras.set(id, {
      itemName,
      setupMetadata: metadata(group(params, 'setup_intent_data')),
      paymentMetadata: metadata(paymentData),
      paymentDescription: text(paymentData, 'description') ?? null,
    });
    return session;
  }

  function completeCheckout(sessionId: string, cardNumber: string | undefined): CheckoutOutcome {
    const session = state.checkoutSessions.get(sessionId);
    if (!session) return { kind: 'closed', status: 404, message: 'No such checkout session.' };
    if (session.status !== 'open') return { kind: 'closed', status: 409, message: closedMessage(session) };
    const card = make.TEST_CARDS.find((candidate) => candidate.number === cardNumber);
    if (!card) return { kind: 'retry', status: 400, error: 'Choose one of the test cards.' };
    const extra = extras.get(sessionId);
    const customerId = typeof session.customer === 'string' ? session.customer : null;
    if (session.mode === 'payment' && card.behaviour === 'declines') {
      return { kind: 'retry', status: 402, error: 'Your card was declined. Choose another card.' };
    }
    const yearNow = new Date(nowMs()).getUTCFullYear();
    const method = make.paymentMethod(make.newId('pm_'), now(), card, customerId, yearNow + 3);
    state.paymentMethods.set(method.id, method);
    let succeeded: Stripe.PaymentIntent | null = null;
    if (session.mode === 'setup') {
      const intent = make.setupIntent(make.newId('seti_'), now(), {
        customer: customerId,
        paymentMethod: method.id,
        metadata: extra?.setupMetadata ?? {},
      });
      state.setupIntents.set(intent.id, intent);
      session.setup_intent = intent.id;
    } else {
      // On the page the customer is present, so a card that asks for authentication passes it here.
      const intent = make.paymentIntent(make.newId('pi_'), now(), {
        amount: session.amount_total ?? 0,
        currency: session.currency ?? 'usd',
        customer: customerId,
        paymentMethod: method.id,
        metadata: extra?.paymentMetadata ?? {},
        description: extra?.paymentDescription ?? null,
      });
      state.paymentIntents.set(intent.id, intent);
      chargeSucceeds(intent, method);
      session.payment_intent = intent.id;
      session.payment_status = 'paid';
      succeeded = intent;
    }
    session.status = 'complete';
    raise<Stripe.CheckoutSessionCompletedEvent>('checkout.session.completed', session);
    if (succeeded) raise<Stripe.PaymentIntentSucceededEvent>('payment_intent.succeeded', succeeded);
    return { kind: 'completed', location: (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
  }

  function expireCheckoutSession(id: string, params: Params) {
    allowOnly(params, []);
    const session = state.checkoutSessions.get(id);
    if (!session) throw missing('checkout.session', id);
    if (session.status !== 'open') {
      throw invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
      );
    }
    session.status = 'expired';
    session.url = null;
    raise<Stripe.CheckoutSessionExpiredEvent>('checkout.session.expired', session);
    return session;
  }

  // --- Payment intents

  function chargeSucceeds(intent: Stripe.PaymentIntent, method: Stripe.PaymentMethod): void {
    const paid = make.charge(make.newId('ch_'), now(), intent, method, null);
    state.charges.set(paid.id, paid);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = paid.id;
  }

  function createPaymentIntent(params: Params): ApiAnswer {
    allowOnly(params, [
      'amount',
      'currency',
      'customer',
      'payment_method',
      'off_session',
      'confirm',
      'metadata',
      'description',
      'payment_method_types',
    ]);
    const amount = amountOf(text(params, 'amount'), 'amount');
    const currency = text(params, 'currency')?.toLowerCase();
    if (!currency) throw invalid('Missing required param: currency.', { code: 'parameter_missing', param: 'currency' });
    if (amount < 50)
      throw invalid(`Amount must be at least $0.50 ${currency}`, { code: 'amount_too_small', param: 'amount' });
    const confirm = text(params, 'confirm') === 'true';
    const offSession = text(params, 'off_session') === 'true';
    if (offSession && !confirm)
      throw invalid('off_session can only be used with confirm=true.', { param: 'off_session' });
    const customerId = text(params, 'customer') ?? null;
    if (customerId) liveCustomer(customerId);
    const methodId = text(params, 'payment_method') ?? null;
    const method = methodId ? state.paymentMethods.get(methodId) : undefined;
    if (methodId && !method)
      throw invalid(`No such PaymentMethod: '${methodId}'`, { code: 'resource_missing', param: 'payment_method' });
    if (confirm && !method) {
      throw invalid("You cannot confirm this PaymentIntent because it's missing a payment method.", {
        code: 'payment_intent_unexpected_state',
        param: 'payment_method',
      });
    }
    if (method?.customer && method.customer !== customerId) {
      throw invalid(`The PaymentMethod ${method.id} belongs to a customer; pass that customer to use it.`, {
        param: 'customer',
      });
    }
    const intent = make.paymentIntent(make.newId('pi_'), now(), {
      amount,
      currency,
      customer: customerId,
      paymentMethod: method?.id ?? null,
      metadata: metadata(params),
      description: text(params, 'description') ?? null,
    });
    state.paymentIntents.set(intent.id, intent);
    if (!confirm || !method) return { status: 200, body: intent };

    const behaviour = make.behaviourOf(method);
    if (behaviour === 'succeeds' || (behaviour === 'authentication_required' && !offSession)) {
      if (behaviour === 'succeeds') {
        chargeSucceeds(intent, method);
        raise<Stripe.PaymentIntentSucceededEvent>('payment_intent.succeeded', intent);
      } else {
        intent.status = 'requires_action';
        intent.next_action = { type: 'use_stripe_sdk' };
      }
      return { status: 200, body: intent };
    }

    const declined = behaviour === 'declines';
    const failure = declined
      ? { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }
      : {
          code: 'authentication_required',
          decline_code: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
        };
    let failedCharge: Stripe.Charge | null = null;
    if (declined) {
      failedCharge = make.charge(make.newId('ch_'), now(), intent, method, {
        code: failure.code,
        message: failure.message,
      });
      state.charges.set(failedCharge.id, failedCharge);
      intent.latest_charge = failedCharge.id;
    }
    // As Stripe does after a failed attempt: the intent waits for a new payment method.
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_payment_error = {
      type: 'card_error',
      code: failure.code as Stripe.PaymentIntent.LastPaymentError.Code,
      decline_code: failure.decline_code,
      message: failure.message,
      doc_url: `${DOC_URL}#${failure.code.replaceAll('_', '-')}`,
      payment_method: structuredClone(method),
      ...(failedCharge ? { charge: failedCharge.id } : {}),
    };
    raise<Stripe.PaymentIntentPaymentFailedEvent>('payment_intent.payment_failed', intent);
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          ...failure,
          doc_url: intent.last_payment_error.doc_url,
          ...(failedCharge ? { charge: failedCharge.id } : {}),
          payment_intent: intent,
          payment_method: method,
        },
      },
    };
  }

  // --- Refunds

  function createRefund(params: Params) {
    allowOnly(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata']);
    const intentId = text(params, 'payment_intent');
    const chargeId = text(params, 'charge');
    let paid: Stripe.Charge | undefined;
    if (intentId) {
      const intent = state.paymentIntents.get(intentId);
      if (!intent)
        throw invalid(`No such payment_intent: '${intentId}'`, { code: 'resource_missing', param: 'payment_intent' });
      if (intent.status !== 'succeeded' || typeof intent.latest_charge !== 'string') {
        throw invalid(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, {
          param: 'payment_intent',
        });
      }
      paid = state.charges.get(intent.latest_charge);
    } else if (chargeId) {
      paid = state.charges.get(chargeId);
      if (!paid) throw invalid(`No such charge: '${chargeId}'`, { code: 'resource_missing', param: 'charge' });
    } else {
      throw invalid('One of the following params should be provided for this request: payment_intent or charge.');
    }
    if (paid?.status !== 'succeeded') throw invalid('This charge did not succeed and cannot be refunded.');
    const remaining = paid.amount - paid.amount_refunded;
    if (remaining === 0)
      throw invalid(`Charge ${paid.id} has already been refunded.`, { code: 'charge_already_refunded' });
    const amountText = text(params, 'amount');
    const amount = amountText === undefined ? remaining : amountOf(amountText, 'amount');
    if (amount <= 0 || amount > remaining) {
      throw invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
        {
          code: 'amount_too_large',
          param: 'amount',
        },
      );
    }
    const created = make.refund(make.newId('re_'), now(), paid, amount, metadata(params));
    state.refunds.set(created.id, created);
    paid.amount_refunded += amount;
    paid.refunded = paid.amount_refunded === paid.amount;
    raise<Stripe.ChargeRefundedEvent>('charge.refunded', paid);
    return created;
  }

  /** A refund as POST /v1/refunds makes it, or the ApiError it answers, thrown as an Error. */
  function refund(params: Params): Stripe.Refund {
    try {
      return createRefund(params);
    } catch (error) {
      if (error instanceof ApiError) throw new Error(`The Stripe stand-in refused the refund: ${error.message}`);
      throw error;
    }
  }

  // --- Routing

  function found<T extends object>(store: Map<string, T>, kind: string, id: string): T {
    const object = store.get(id);
    if (!object) throw missing(kind, id);
    return object;
  }

  /** Answers one API request; `standInUrl` is where the hosted pages are. */
  function handle(method: string, path: string, params: Params, standInUrl: string): ApiAnswer {
    const at = (pattern: RegExp) => pattern.exec(path)?.[1];
    const id = at(/^\/v1\/[a-z_/]+\/([A-Za-z0-9_]+)$/) ?? '';
    const ok = (object: object) => ({ status: 200, body: expanded(object, params) });
    const listed = (page: object) => ({ status: 200, body: page });
    try {
      if (method === 'POST' && path === '/v1/customers') return ok(createCustomer(params));
      if (method === 'GET' && at(/^\/v1\/customers\/([^/]+)$/)) return ok(found(state.customers, 'customer', id));
      if (method === 'DELETE' && at(/^\/v1\/customers\/([^/]+)$/)) return ok(deleteCustomer(id));
      if (method === 'POST' && path === '/v1/checkout/sessions') return ok(createCheckoutSession(params, standInUrl));
      if (method === 'GET' && at(/^\/v1\/checkout\/sessions\/([^/]+)$/)) {
        return ok(found(state.checkoutSessions, 'checkout.session', id));
      }
      const expiring = method === 'POST' && at(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
      if (expiring) return ok(expireCheckoutSession(expiring, params));
      if (method === 'GET' && path === '/v1/checkout/sessions') return listed(lists.checkoutSessions(params));
      if (method === 'GET' && at(/^\/v1\/setup_intents\/([^/]+)$/))
        return ok(found(state.setupIntents, 'setupintent', id));
      if (method === 'GET' && at(/^\/v1\/payment_methods\/([^/]+)$/)) {
        return ok(found(state.paymentMethods, 'PaymentMethod', id));
      }
      if (method === 'POST' && path === '/v1/payment_intents') {
        const answer = createPaymentIntent(params);
        return answer.status === 200 ? ok(answer.body as object) : answer;
      }
      if (method === 'GET' && path === '/v1/payment_intents') return listed(lists.paymentIntents(params));
      if (method === 'GET' && at(/^\/v1\/payment_intents\/([^/]+)$/)) {
        return ok(found(state.paymentIntents, 'payment_intent', id));
      }
      if (method === 'GET' && at(/^\/v1\/charges\/([^/]+)$/)) return ok(found(state.charges, 'charge', id));
      if (method === 'POST' && path === '/v1/refunds') return ok(createRefund(params));
      if (method === 'GET' && path === '/v1/refunds') return listed(lists.refunds(params));
      if (method === 'GET' && at(/^\/v1\/refunds\/([^/]+)$/)) return ok(found(state.refunds, 'refund', id));
      if (method === 'GET' && at(/^\/v1\/events\/([^/]+)$/)) {
        const event = state.events.find((candidate) => candidate.id === id);
        if (!event) throw missing('event', id);
        return ok(event);
      }
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
      };
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, body: { error: error.error } };
      throw error;
    }
  }

  return {
    handle,
    completeCheckout,
    refund,
    itemName: (sessionId: string) => extras.get(sessionId)?.itemName ?? null,
  };
}

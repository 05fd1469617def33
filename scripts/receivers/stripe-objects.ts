/**
 * The objects the Stripe stand-in answers with, built to the `stripe` SDK's own types (every field those
 * types require, in test mode), so that code written against the SDK reads them as it would read
 * Stripe's; the state that keeps them; and the test cards its hosted page offers.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** Every object the stand-in keeps, by id, in the order they were made. */
export interface StripeState {
  customers: Map<string, Stripe.Customer | Stripe.DeletedCustomer>;
  checkoutSessions: Map<string, Stripe.Checkout.Session>;
  setupIntents: Map<string, Stripe.SetupIntent>;
  paymentMethods: Map<string, Stripe.PaymentMethod>;
  paymentIntents: Map<string, Stripe.PaymentIntent>;
  charges: Map<string, Stripe.Charge>;
  refunds: Map<string, Stripe.Refund>;
  /** Every event created, in order, whether or not a webhook endpoint was set to receive it. */
  events: Stripe.Event[];
}

/** An id with Stripe's prefix for the kind of object: cus_, cs_test_, seti_, pm_, pi_, ch_, re_, evt_. */
export function newId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** What a saved card does when it is charged without the customer present. */
export type CardBehaviour = 'succeeds' | 'declines' | 'authentication_required';

export interface TestCard {
  number: string;
  /** The choice's text on the hosted page. */
  label: string;
  behaviour: CardBehaviour;
}

/**
 * The cards the hosted page offers. Only brand and last four digits are kept once a card is chosen;
 * what a card does when charged is read back from its last four.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', label: 'Visa ending 4242: succeeds', behaviour: 'succeeds' },
  { number: '4000000000000002', label: 'Visa ending 0002: declined when charged later', behaviour: 'declines' },
  {
    number: '4000002500003155',
    label: 'Visa ending 3155: the bank asks for authentication when charged later',
    behaviour: 'authentication_required',
  },
];

export function behaviourOf(paymentMethod: Stripe.PaymentMethod): CardBehaviour {
  const last4 = paymentMethod.card?.last4;
  return TEST_CARDS.find((card) => card.number.endsWith(last4 ?? '-'))?.behaviour ?? 'succeeds';
}

export function customer(
  id: string,
  created: number,
  fields: { email: string | null; name: string | null; metadata: Stripe.Metadata },
): Stripe.Customer {
  return {
    id,
    object: 'customer',
    address: null,
    balance: 0,
    created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: fields.email,
    invoice_prefix: id.slice(4, 12).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: fields.metadata,
    name: fields.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function paymentMethod(
  id: string,
  created: number,
  card: TestCard,
  customerId: string | null,
  expYear: number,
): Stripe.PaymentMethod {
  return {
    id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    card: {
      brand: 'visa',
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: 'visa',
      exp_month: 12,
      exp_year: expYear,
      fingerprint: newId('fp_').slice(0, 19),
      funding: 'credit',
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: ['visa'], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created,
    customer: customerId,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

export function setupIntent(
  id: string,
  created: number,
  fields: { customer: string | null; paymentMethod: string; metadata: Stripe.Metadata },
): Stripe.SetupIntent {
  return {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: null,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${newId('')}`,
    created,
    customer: fields.customer,
    description: null,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: fields.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: 'succeeded',
    usage: 'off_session',
  };
}

export function paymentIntent(
  id: string,
  created: number,
  fields: {
    amount: number;
    currency: string;
    customer: string | null;
    paymentMethod: string | null;
    metadata: Stripe.Metadata;
    description: string | null;
  },
): Stripe.PaymentIntent {
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: fields.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${newId('')}`,
    confirmation_method: 'automatic',
    created,
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    description: fields.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: fields.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: fields.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    transfer_group: null,
  };
}

export function charge(
  id: string,
  created: number,
  intent: Stripe.PaymentIntent,
  card: Stripe.PaymentMethod,
  failure: { code: string; message: string } | null,
): Stripe.Charge {
  const paid = failure === null;
  return {
    id,
    object: 'charge',
    amount: intent.amount,
    amount_captured: paid ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: paid ? newId('txn_') : null,
    billing_details: card.billing_details,
    calculated_statement_descriptor: 'SHIPQUOTE',
    captured: paid,
    created,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: paid ? null : 'try_again_later',
      network_advice_code: null,
      network_decline_code: null,
      network_status: paid ? 'approved_by_network' : 'declined_by_network',
      reason: paid ? null : 'generic_decline',
      risk_level: 'normal',
      seller_message: paid ? 'Payment complete.' : 'The bank did not return any further details with this decline.',
      type: paid ? 'authorized' : 'issuer_declined',
    },
    paid,
    payment_intent: intent.id,
    payment_method: card.id,
    payment_method_details: {
      type: 'card',
      card: {
        amount_authorized: paid ? intent.amount : null,
        authorization_code: paid ? '123456' : null,
        brand: card.card?.brand ?? 'visa',
        checks: card.card?.checks ?? null,
        country: card.card?.country ?? null,
        electronic_commerce_indicator: null,
        exp_month: card.card?.exp_month ?? 12,
        exp_year: card.card?.exp_year ?? 0,
        fingerprint: card.card?.fingerprint ?? null,
        funding: card.card?.funding ?? 'credit',
        installments: null,
        last4: card.card?.last4 ?? '',
        mandate: null,
        network: 'visa',
        network_token: null,
        network_transaction_id: paid ? newId('') : null,
        regulated_status: 'unregulated',
        three_d_secure: null,
        transaction_link_id: null,
        wallet: null,
      },
    },
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: paid ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: null,
  };
}

export function refund(
  id: string,
  created: number,
  paid: Stripe.Charge,
  amount: number,
  metadata: Stripe.Metadata,
): Stripe.Refund {
  return {
    id,
    object: 'refund',
    amount,
    balance_transaction: newId('txn_'),
    charge: paid.id,
    created,
    currency: paid.currency,
    customer: paid.customer,
    customer_account: null,
    destination_details: {
      type: 'card',
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
    },
    metadata,
    payment_intent: paid.payment_intent,
    payment_method: paid.payment_method,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

export function checkoutSession(
  id: string,
  created: number,
  fields: {
    mode: Stripe.Checkout.Session.Mode;
    customer: string | null;
    currency: string | null;
    amountTotal: number | null;
    successUrl: string;
    cancelUrl: string | null;
    metadata: Stripe.Metadata;
    url: string;
  },
): Stripe.Checkout.Session {
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: fields.amountTotal,
    amount_total: fields.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: fields.cancelUrl,
    client_reference_id: null,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created,
    currency: fields.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: fields.customer,
    customer_account: null,
    customer_creation: fields.customer ? null : 'if_required',
    customer_details: null,
    customer_email: null,
    discounts: [],
    expires_at: created + 24 * 60 * 60,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: fields.metadata,
    mode: fields.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_status: fields.mode === 'setup' ? 'no_payment_required' : 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: fields.successUrl,
    total_details: fields.mode === 'payment' ? { amount_discount: 0, amount_shipping: 0, amount_tax: 0 } : null,
    ui_mode: 'hosted',
    url: fields.url,
    wallet_options: null,
  };
}

/** An event as Stripe sends it to a webhook endpoint, of any type the SDK knows. */
export function event<E extends Stripe.Event>(
  id: string,
  created: number,
  type: E['type'],
  object: E['data']['object'],
): E {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as E;
}

/** Sample emails' inputs and prices for the email tests (fictional people, the sample brand's addresses). */
import type { InstantPrice } from '../../shared/api-types';
import type {
  OrderPaymentEmailPayload,
  OrderStep,
  OrderStepAssignment,
  OrderStepEmailPayload,
} from '../../site/notify/email/email-payload';
import type { OrderConfirmationInput } from '../../site/notify/email/order-confirmation/order-confirmation-email-view';
import type { QuoteEmailInput } from '../../site/notify/email/quote/quote-email-view';
import { BOOKING_TOKEN, LEAD_NUMBER } from './a-lead';

export const PUBLIC_URL = 'https://quotes.shipquote.example';

export const DOMESTIC_PRICE: InstantPrice = {
  chosen: 'enclosed',
  options: [
    { transport: 'open', from: 1190, to: 1470, estimate: 1330, transit: { min: 4, max: 6 }, transitUnit: 'days' },
    { transport: 'enclosed', from: 1720, to: 2130, estimate: 1920, transit: { min: 4, max: 6 }, transitUnit: 'days' },
  ],
};

export const INTERNATIONAL_PRICE: InstantPrice = {
  chosen: 'container',
  options: [
    { transport: 'roro', from: 1800, to: 2400, transit: { min: 3, max: 5 }, transitUnit: 'weeks' },
    { transport: 'container', from: 2600, to: 3400, transit: { min: 4, max: 6 }, transitUnit: 'weeks' },
    { transport: 'air', from: 9000, to: 14000, transit: { min: 1, max: 1 }, transitUnit: 'weeks' },
  ],
};

export function quoteInput(overrides: Partial<QuoteEmailInput> = {}): QuoteEmailInput {
  return {
    leadNumber: LEAD_NUMBER,
    firstName: 'Ada',
    origin: 'Dallas, TX 75201',
    destination: 'Los Angeles, CA 90012',
    shipDate: '2026-12-01',
    vehicles: [
      { year: '2020', make: 'Toyota', model: 'Camry' },
      { year: '1967', make: 'Ford', model: 'Mustang' },
    ],
    price: DOMESTIC_PRICE,
    validUntil: '2026-11-27',
    bookingUrl: `${PUBLIC_URL}/booking/${BOOKING_TOKEN}`,
    ...overrides,
  };
}

export const AGREEMENT_TEXT = [
  'VEHICLE TRANSPORT ORDER',
  '',
  'The customer asks ShipQuote to arrange the transport of the vehicles listed below from the pickup',
  'address to the delivery address. ShipQuote assigns a licensed, bonded and insured carrier.',
  '',
  '1. Price. The price agreed is charged only once a shipping partner is confirmed.',
  '2. Changes. Dates and addresses are changed by phone.',
].join('\n');

export function orderInput(overrides: Partial<OrderConfirmationInput> = {}): OrderConfirmationInput {
  return {
    orderNumber: LEAD_NUMBER,
    firstName: 'Ada',
    origin: 'Dallas, TX 75201',
    destination: 'Los Angeles, CA 90012',
    shipDate: '2026-12-01',
    vehicles: [{ year: '2020', make: 'Toyota', model: 'Camry' }],
    transport: 'open',
    price: 1330,
    signedBy: 'Ada Lovelace',
    signedAt: '2026-11-21T09:28:43.123Z',
    agreementText: AGREEMENT_TEXT,
    ...overrides,
  };
}

/** The sample order's number, of the site's shape. */
export const ORDER_NUMBER = 'SO-261121-482193';

/** A carrier and its confirmed pickup window, as a dispatch system names them. */
export const ASSIGNMENT: OrderStepAssignment = {
  carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '(214) 555-0101' },
  pickupWindow: { from: '2026-12-02', to: '2026-12-03' },
  deliveryEta: '2026-12-09',
};

/** A step's email row as the order's events write it: the assignment with `carrier.assigned` only. */
export function orderStepPayload(
  step: OrderStep,
  overrides: Partial<OrderStepEmailPayload> = {},
): OrderStepEmailPayload {
  return {
    kind: 'order-step',
    step,
    to: 'ada@example.com',
    token: BOOKING_TOKEN,
    orderNumber: ORDER_NUMBER,
    firstName: 'Ada',
    origin: '1500 Marilla St, Dallas, TX 75201',
    destination: '200 N Spring St, Los Angeles, CA 90012',
    total: 1330,
    occurredAt: '2026-12-01T16:00:00.000Z',
    actor: 'dispatch',
    ...(step === 'carrier.assigned' ? { assignment: ASSIGNMENT } : {}),
    ...overrides,
  };
}

/**
 * A payment's email row as the order's events write it: paid by the saved card, refused with a declined
 * card, refunded to it. `by` with `order.paid` only, `reason` with `payment.failed` only.
 */
export function orderPaymentPayload(
  step: OrderPaymentEmailPayload['step'],
  overrides: Partial<OrderPaymentEmailPayload> = {},
): OrderPaymentEmailPayload {
  return {
    kind: 'order-payment',
    step,
    to: 'ada@example.com',
    token: BOOKING_TOKEN,
    orderNumber: ORDER_NUMBER,
    firstName: 'Ada',
    amountCents: 133_000,
    occurredAt: '2026-12-01T16:00:00.000Z',
    ...(step === 'order.paid' ? { by: 'card' as const } : {}),
    ...(step === 'payment.failed' ? { reason: 'card_declined' as const } : {}),
    card: { brand: 'visa', last4: '4242' },
    ...overrides,
  };
}

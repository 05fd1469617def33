/**
 * A lead as the quote stage stores it, for every test that needs a stored lead (a fictional person, real
 * places): a lead number of the site's shape dated the day the lead was made, a booking token of the
 * site's shape, and the price the submit route would have stored with it. Tests override only what they
 * are about; a price of their own, or none (`price: null`), replaces the worked-out one.
 */
import { LEAD_NUMBER_PREFIX, referenceNumber } from '../../shared/reference-numbers';
import type { Submission } from '../../shared/schema';
import { quotePrice } from '../../site/quote/pricing/quoted-price';
import { RATE_TABLE, type RateTable } from '../../site/quote/pricing/rate-table';
import type { QuotedLead } from '../../site/quote/quoted-lead';
import { resolveFixture } from './booking-fixtures';

const CREATED_AT = '2026-11-20T15:04:05.000Z';

/** The number the site gives a lead made at `createdAt` (its UTC day), with the same six last digits. */
const leadNumberOf = (createdAt: string) => referenceNumber(LEAD_NUMBER_PREFIX, new Date(createdAt), 482_193);

/** The sample lead's number, "SQ-261120-482193". */
export const LEAD_NUMBER = leadNumberOf(CREATED_AT);
export const BOOKING_TOKEN = 'bT9xQ2r7LmZk4Vw8Yc1Nd6Hs';

/** The answers of an overseas quote, port to port: `aLead({ submission: INTERNATIONAL_QUOTE })`. */
export const INTERNATIONAL_QUOTE = {
  mode: 'international',
  transport_type: 'container',
  origin_postal_code: 'Baltimore, MD (port)',
  destination_postal_code: 'Bremerhaven, Germany (port)',
} satisfies Partial<Submission>;

export interface LeadOverrides extends Partial<Omit<QuotedLead, 'submission'>> {
  /** Answers that replace the sample's, the rest kept. */
  submission?: Partial<Submission>;
}

/** The sample lead with `overrides`, priced by `rates` (the current table unless a test says otherwise). */
export function aLead(overrides: LeadOverrides = {}, rates: RateTable = RATE_TABLE): QuotedLead {
  const { submission: answers, ...lead } = overrides;
  const createdAt = lead.createdAt ?? CREATED_AT;
  const submission: Submission = {
    mode: 'domestic',
    transport_type: 'open',
    origin_postal_code: 'Dallas, TX 75201',
    destination_postal_code: 'Los Angeles, CA 90012',
    ship_date: '2026-12-01',
    vehicles: [{ year: '2020', make: 'Toyota', model: 'Camry', vehicle_type: 'Car', vehicle_inop: 'No' }],
    first_name: 'Ada',
    email: 'ada@example.com',
    phone: '(214) 555-0142',
    context: {},
    idempotency_key: 'key-0123456789abcdef',
    ...answers,
  };
  return {
    id: 1,
    leadNumber: leadNumberOf(createdAt),
    token: BOOKING_TOKEN,
    createdAt,
    flagged: false,
    submission,
    price: quotePrice(submission, resolveFixture, createdAt, rates),
    ...lead,
  };
}

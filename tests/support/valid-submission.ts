/**
 * Test fixture: one valid quote, as the widget sends it (`validSubmissionInput`, plain JSON) and as the
 * API hands it on once the shared schema has accepted it (`validSubmission`). Personal data is fictional
 * (a 555-01xx phone, an example.com address). Tests override only the fields they are about.
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { addDays, earliestShipDate } from '../../shared/dates';
import { type Submission, type SubmissionInput, submissionSchema } from '../../shared/schema';

/** A fresh idempotency key of the widget's shape. */
export function newIdempotencyKey(): string {
  return randomBytes(16).toString('base64url');
}

export function validSubmissionInput(overrides: Partial<SubmissionInput> = {}): SubmissionInput {
  return {
    mode: 'domestic',
    origin_postal_code: 'Austin, TX 78701',
    destination_postal_code: 'Miami, FL 33101',
    ship_date: addDays(earliestShipDate(), 14),
    transport_type: 'enclosed',
    vehicles: [
      { year: '2019', make: 'Toyota', model: 'Camry', make_id: 448 },
      { year: '1967', make: 'Ford', model: 'Mustang', vehicle_type: 'Car', vehicle_inop: 'Yes' },
    ],
    first_name: 'Dana',
    email: 'dana.rivera@example.com',
    phone: '(512) 555-0142',
    context: {
      placement: { id: 'PARTNER42', source: 'partner-blog' },
      campaign: {
        marketing_id: 'mk-7',
        fbclid: 'IwAR0abc',
        utm_source: 'newsletter',
        utm_campaign: 'spring',
        landing_page: '/blog/shipping',
        landed_at: Date.parse('2026-11-24T09:00:00.000Z'),
      },
      page_url: 'https://partner.example/blog/shipping',
      variant: 'full',
    },
    idempotency_key: newIdempotencyKey(),
    ...overrides,
  };
}

/** The valid quote after the shared schema: what the lead store and the CRM payload are given. */
export function validSubmission(overrides: Partial<SubmissionInput> = {}): Submission {
  return v.parse(submissionSchema, validSubmissionInput(overrides));
}

/**
 * Each step's check before the visitor moves on, with the rules of shared/schema.ts, and the draft as the
 * submission they check. It travels in the steps chunk with valibot: the first script asks for it when the
 * visitor presses Next.
 */
import * as v from 'valibot';
import {
  compactVehiclesStepEntries,
  contactStepEntries,
  type QuoteContextInput,
  routeStepEntries,
  type SubmissionInput,
  type TransportType,
  validate,
  vehiclesStepEntries,
} from '../../shared/schema';
import { type Errors, errorsOf } from '../form-reducer';
import type { QuoteDraft } from '../form-state';
import type { Variant } from '../options';

/** The values a step is validated with: the draft without the keys the schema does not know. */
function stepValues(draft: QuoteDraft) {
  return {
    ...draft,
    vehicles: draft.vehicles.map(({ key: _key, vehicle_type, vehicle_inop, ...rest }) => ({
      ...rest,
      ...(vehicle_type ? { vehicle_type } : {}),
      ...(vehicle_inop ? { vehicle_inop } : {}),
    })),
  };
}

/** What is posted: the answers of every step and the quote's context. */
export function toSubmission(draft: QuoteDraft, context: QuoteContextInput): SubmissionInput {
  const values = stepValues(draft);
  return {
    mode: values.mode,
    origin_postal_code: values.origin_postal_code,
    destination_postal_code: values.destination_postal_code,
    ship_date: values.ship_date,
    transport_type: values.transport_type as TransportType,
    vehicles: values.vehicles,
    first_name: values.first_name,
    email: values.email,
    phone: values.phone,
    context,
    idempotency_key: values.idempotency_key,
    ...(draft.website ? { website: draft.website } : {}),
  };
}

/** The schema of each step; the compact variant requires vehicle type and condition. */
function stepSchema(step: number, variant: Variant) {
  if (step === 0) return v.object(routeStepEntries);
  if (step === 1) return v.object(variant === 'compact' ? compactVehiclesStepEntries : vehiclesStepEntries);
  return v.object(contactStepEntries);
}

/** The errors of one step of the draft, by field path; none when it may go on. */
export function validateStep(step: number, variant: Variant, draft: QuoteDraft): Errors {
  const result = validate(stepSchema(step, variant), stepValues(draft));
  return result.ok ? {} : errorsOf(result.errors);
}

/** Which step owns a field path such as "vehicles.0.year". */
export function stepOfPath(path: string): number {
  const head = path.split('.')[0] ?? '';
  if (head in routeStepEntries) return 0;
  if (head === 'vehicles') return 1;
  if (head in contactStepEntries) return 2;
  return 0;
}

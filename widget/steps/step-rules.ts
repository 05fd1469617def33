/**
 * Each step's check before the visitor moves on, with the rules of shared/schema.ts. It travels in the
 * steps chunk with valibot: the first script asks for it when the visitor presses Next.
 */
import * as v from 'valibot';
import {
  compactVehiclesStepEntries,
  contactStepEntries,
  routeStepEntries,
  validate,
  vehiclesStepEntries,
} from '../../shared/schema';
import { type Errors, errorsOf } from '../form-reducer';
import { type QuoteDraft, stepValues } from '../form-state';
import type { Variant } from '../options';

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

/** The quote being typed: what the widget keeps, restores and turns into a submission. */
import * as v from 'valibot';
import { MAX_VEHICLES } from '../shared/constants';
import {
  compactVehiclesStepEntries,
  contactStepEntries,
  type Mode,
  type QuoteContextInput,
  routeStepEntries,
  type SubmissionInput,
  type TransportType,
  VEHICLE_INOP,
  VEHICLE_TYPES,
  vehiclesStepEntries,
} from '../shared/schema';
import type { Variant } from './options';

export interface VehicleDraft {
  /** Stable key for rendering and ids; not sent. */
  key: string;
  year: string;
  make: string;
  make_id?: number;
  model: string;
  vehicle_type: '' | (typeof VEHICLE_TYPES)[number];
  vehicle_inop: '' | (typeof VEHICLE_INOP)[number];
}

export interface QuoteDraft {
  step: number;
  mode: Mode;
  origin_postal_code: string;
  destination_postal_code: string;
  ship_date: string;
  transport_type: TransportType | '';
  vehicles: VehicleDraft[];
  first_name: string;
  email: string;
  phone: string;
  website: string;
  idempotency_key: string;
}

/** 128 random bits, URL-safe: one key per quote so a retry never makes a second lead. */
export function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function newVehicle(): VehicleDraft {
  return { key: newKey().slice(0, 8), year: '', make: '', model: '', vehicle_type: '', vehicle_inop: '' };
}

export function initialDraft(mode: Mode): QuoteDraft {
  return {
    step: 0,
    mode,
    origin_postal_code: '',
    destination_postal_code: '',
    ship_date: '',
    transport_type: mode === 'domestic' ? 'open' : 'roro',
    vehicles: [newVehicle()],
    first_name: '',
    email: '',
    phone: '',
    website: '',
    idempotency_key: newKey(),
  };
}

const str = v.string();
const vehicleDraftSchema = v.object({
  key: str,
  year: str,
  make: str,
  make_id: v.optional(v.number()),
  model: str,
  vehicle_type: v.picklist(['', ...VEHICLE_TYPES]),
  vehicle_inop: v.picklist(['', ...VEHICLE_INOP]),
});
const draftSchema = v.object({
  step: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2)),
  mode: v.picklist(['domestic', 'international']),
  origin_postal_code: str,
  destination_postal_code: str,
  ship_date: str,
  transport_type: v.picklist(['', 'open', 'enclosed', 'roro', 'container', 'air']),
  vehicles: v.pipe(v.array(vehicleDraftSchema), v.minLength(1), v.maxLength(MAX_VEHICLES)),
  first_name: str,
  email: str,
  phone: str,
  website: str,
  idempotency_key: v.pipe(str, v.regex(/^[a-f0-9]{32}$/)),
});

/** A stored draft is only trusted when it still has the shape this version writes. */
export function isDraft(value: unknown): value is QuoteDraft {
  return v.is(draftSchema, value);
}

/** The schema of each step; the compact variant requires vehicle type and condition. */
export function stepSchema(step: number, variant: Variant) {
  if (step === 0) return v.object(routeStepEntries);
  if (step === 1) return v.object(variant === 'compact' ? compactVehiclesStepEntries : vehiclesStepEntries);
  return v.object(contactStepEntries);
}

/** Which step owns a field path such as "vehicles.0.year". */
export function stepOfPath(path: string): number {
  const head = path.split('.')[0] ?? '';
  if (head in routeStepEntries) return 0;
  if (head === 'vehicles') return 1;
  if (head in contactStepEntries) return 2;
  return 0;
}

/** The values a step is validated with: the draft without the keys the schema does not know. */
export function stepValues(draft: QuoteDraft) {
  return {
    ...draft,
    vehicles: draft.vehicles.map(({ key: _key, vehicle_type, vehicle_inop, ...rest }) => ({
      ...rest,
      ...(vehicle_type ? { vehicle_type } : {}),
      ...(vehicle_inop ? { vehicle_inop } : {}),
    })),
  };
}

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

/** Id of a field's input inside one widget instance; errors link to it. */
export function fieldId(uid: string, path: string): string {
  return `${uid}-${path.replace(/\./g, '-')}`;
}

/** The quote being typed: what the widget keeps and restores (widget/steps/step-rules.ts sends it). */
import { MAX_VEHICLES } from '../shared/constants';
import {
  DOMESTIC_TRANSPORT,
  INTERNATIONAL_TRANSPORT,
  type Mode,
  type TransportType,
  VEHICLE_INOP,
  VEHICLE_TYPES,
} from '../shared/schema';

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

const isText = (value: unknown): value is string => typeof value === 'string';
const isOneOf = (allowed: readonly unknown[], value: unknown) => allowed.includes(value);
const TEXT_KEYS = [
  'origin_postal_code',
  'destination_postal_code',
  'ship_date',
  'first_name',
  'email',
  'phone',
  'website',
] as const;

function isVehicleDraft(value: unknown): value is VehicleDraft {
  const vehicle = value as VehicleDraft | null;
  return (
    typeof vehicle === 'object' &&
    vehicle !== null &&
    isText(vehicle.key) &&
    isText(vehicle.year) &&
    isText(vehicle.make) &&
    isText(vehicle.model) &&
    (vehicle.make_id === undefined || Number.isFinite(vehicle.make_id)) &&
    isOneOf(['', ...VEHICLE_TYPES], vehicle.vehicle_type) &&
    isOneOf(['', ...VEHICLE_INOP], vehicle.vehicle_inop)
  );
}

/**
 * A stored draft is only trusted when it still has the shape this version writes. Checked by hand, not
 * with valibot: the draft is read before step 1 paints, and valibot travels in the steps chunk.
 */
export function isDraft(value: unknown): value is QuoteDraft {
  const draft = value as QuoteDraft | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    isOneOf([0, 1, 2], draft.step) &&
    isOneOf(['domestic', 'international'], draft.mode) &&
    isOneOf(['', ...DOMESTIC_TRANSPORT, ...INTERNATIONAL_TRANSPORT], draft.transport_type) &&
    TEXT_KEYS.every((key) => isText(draft[key])) &&
    isText(draft.idempotency_key) &&
    /^[a-f0-9]{32}$/.test(draft.idempotency_key) &&
    Array.isArray(draft.vehicles) &&
    draft.vehicles.length > 0 &&
    draft.vehicles.length <= MAX_VEHICLES &&
    draft.vehicles.every(isVehicleDraft)
  );
}

/** Id of a field's input inside one widget instance; errors link to it. */
export function fieldId(uid: string, path: string): string {
  return `${uid}-${path.replace(/\./g, '-')}`;
}

/**
 * The plain quote form's fields and what a post of it means. Each field is named by its path in the
 * submission (`vehicles.0.year`, `context.placement.source`), which is also the path the shared schema
 * reports a problem at, so an error summary links each message to its field. Rows of vehicles the
 * visitor left empty are not vehicles: they are dropped before the schema sees the quote, and a problem
 * in a row that stays is reported at the row the visitor typed in.
 */
import { randomBytes } from 'node:crypto';
import { CAMPAIGN_KEYS, campaignOf } from '../../../shared/attribution';
import { MAX_VEHICLES } from '../../../shared/constants';
import type { FieldError } from '../../../shared/schema';
import { weakIdempotencyKeyReason } from '../idempotency-key';

/** A field's value by its name. */
export type QuoteFormValues = Readonly<Record<string, string>>;

export const VEHICLE_FIELDS = ['year', 'make', 'model'] as const;
export const vehicleField = (row: number, field: (typeof VEHICLE_FIELDS)[number]) => `vehicles.${row}.${field}`;

const ANSWERS = [
  'mode',
  'origin_postal_code',
  'destination_postal_code',
  'ship_date',
  'transport_type',
  'first_name',
  'email',
  'phone',
  'website',
] as const;
const campaignField = (key: string) => `context.campaign.${key}`;
/** What the page, not the visitor, puts in the form: where it is and how the visitor arrived. */
const PAGE_FIELDS = [
  'idempotency_key',
  'context.placement.id',
  'context.placement.source',
  'context.variant',
  'context.page_url',
  ...CAMPAIGN_KEYS.map(campaignField),
  campaignField('landing_page'),
] as const;

const ROWS = Array.from({ length: MAX_VEHICLES }, (_, row) => row);
const KNOWN_FIELDS = new Set<string>([
  ...ANSWERS,
  ...PAGE_FIELDS,
  ...ROWS.flatMap((row) => VEHICLE_FIELDS.map((field) => vehicleField(row, field))),
]);

/** The error summary's order: the form's own, top to bottom. */
export const FIELD_ORDER: readonly string[] = [
  'mode',
  'origin_postal_code',
  'destination_postal_code',
  'ship_date',
  'transport_type',
  ...ROWS.flatMap((row) => VEHICLE_FIELDS.map((field) => vehicleField(row, field))),
  'first_name',
  'email',
  'phone',
];

/** The widget's kind of key: 128 random bits as 32 hex digits (widget/form-state.ts). */
const newIdempotencyKey = () => randomBytes(16).toString('hex');
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The page's own fields for a form shown on the page at `href`: a new key for the quote, the page's
 * address without its query (the query may hold personal data), and the campaign values the address
 * carries, as the widget would send them for this visit.
 */
export function pageFields(href: string): QuoteFormValues {
  const url = new URL(href);
  const values: Record<string, string> = {
    idempotency_key: newIdempotencyKey(),
    'context.page_url': `${url.origin}${url.pathname}`.slice(0, 2000),
  };
  const campaign = campaignOf(href);
  if (campaign) {
    for (const [key, value] of Object.entries(campaign.values)) values[campaignField(key)] = value;
    values[campaignField('landing_page')] = campaign.page;
  }
  return values;
}

/** The posted fields this form has, each taken once; anything else is ignored, and never shown back. */
export function postedValues(entries: readonly (readonly [string, string])[]): QuoteFormValues {
  const values: Record<string, string> = {};
  for (const [name, value] of entries) if (KNOWN_FIELDS.has(name) && !(name in values)) values[name] = value;
  return values;
}

export interface PostedQuote {
  /** The quote as the shared schema checks it: shaped as a submission, its values as posted. */
  input: Record<string, unknown>;
  /** Turns the schema's problems into problems at the form's own fields. */
  fieldErrors(errors: readonly FieldError[]): FieldError[];
}

const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * A post of the form as a submission. A missing or broken key is replaced by a new one: the key only keeps
 * a double press from making two leads, and a visitor cannot be asked to fix a field they never saw.
 */
export function postedQuote(values: QuoteFormValues): PostedQuote {
  const rows = ROWS.filter((row) => row === 0 || VEHICLE_FIELDS.some((f) => filled(values[vehicleField(row, f)])));
  const campaign = Object.fromEntries(
    [...CAMPAIGN_KEYS, 'landing_page'].flatMap((key) => {
      const value = values[campaignField(key)];
      return filled(value) ? [[key, value]] : [];
    }),
  );
  const key = values.idempotency_key;
  const placement = { id: values['context.placement.id'], source: values['context.placement.source'] };
  const variant = values['context.variant'];
  const input = {
    ...Object.fromEntries(ANSWERS.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]]))),
    vehicles: rows.map((row) =>
      Object.fromEntries(
        VEHICLE_FIELDS.flatMap((f) => {
          const value = values[vehicleField(row, f)];
          return value === undefined ? [] : [[f, value]];
        }),
      ),
    ),
    idempotency_key: key && KEY_SHAPE.test(key) && !weakIdempotencyKeyReason(key) ? key : newIdempotencyKey(),
    context: {
      ...(filled(placement.id) || filled(placement.source) ? { placement } : {}),
      ...(Object.keys(campaign).length > 0 ? { campaign } : {}),
      ...(filled(values['context.page_url']) ? { page_url: values['context.page_url'] } : {}),
      ...(variant === 'full' || variant === 'compact' ? { variant } : {}),
    },
  };
  return {
    input,
    fieldErrors: (errors) =>
      errors.map((error) => {
        const match = /^vehicles\.(\d+)\.(.+)$/.exec(error.path);
        return match ? { ...error, path: `vehicles.${rows[Number(match[1])]}.${match[2]}` } : error;
      }),
  };
}

/** The same quote under a new key, for a post whose key was already used for another quote. */
export function withNewKey(input: Record<string, unknown>): Record<string, unknown> {
  return { ...input, idempotency_key: newIdempotencyKey() };
}

/**
 * The one definition of the quote form's rules. The widget validates each step with
 * these schemas and the server validates the whole submission with `submissionSchema`; types are
 * inferred from here and never written twice.
 */
import * as v from 'valibot';
import { MAX_VEHICLES, MIN_VEHICLE_YEAR, MIN_VEHICLES } from './constants';
import { hasControlCharacters, withoutControlCharacters } from './control-characters';
import { earliestShipDate, isIsoDate, latestShipDate, parseTypedDate } from './dates';
import { hasInvisibleCharacters } from './invisible-characters';
import { validationMessages as m } from './messages';

/** Letters, digits and ._%+- before @, a domain, and a 2–4 letter ending. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
/** Digits with the usual separators and an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{7,25}$/;
/** Four digits, not starting with 0. */
export const YEAR_PATTERN = /^[1-9][0-9]{3}$/;

/** A phone number has 10 (USA/Canada) to 15 (E.164 maximum) digits. */
function phoneDigitsOk(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

/** The latest model year: next year's models go on sale this year, plus one for the year after. */
export function maxVehicleYear(now: Date = new Date()): number {
  return now.getFullYear() + 2;
}

/**
 * A typed answer holds no control character or lone surrogate (shared/control-characters.ts). Checked after
 * the trim, which already drops spaces, tabs and line breaks at either end, and before the answer's own
 * format, so the message says what is wrong.
 */
const typed = () => v.check<string, string>((text) => !hasControlCharacters(text), m.controlCharacters);

const requiredText = (required: string, max: number, tooLong: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), typed(), v.maxLength(max, tooLong));

/**
 * A name, which the booking page shows and the signed agreement carries: no invisible or direction-changing
 * character either (shared/invisible-characters.ts), as the order form's names, so that the name on the
 * page is the name signed. Checked after the control characters, whose message comes first.
 */
const requiredName = (required: string, max: number, tooLong: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    typed(),
    v.check((text) => !hasInvisibleCharacters(text), m.invisibleCharacters),
    v.maxLength(max, tooLong),
  );

export const modeSchema = v.picklist(['domestic', 'international'], m.modeInvalid);
export type Mode = v.InferOutput<typeof modeSchema>;

/** Shipping methods by mode: carriers on land, or ocean/air options overseas. */
export const DOMESTIC_TRANSPORT = ['open', 'enclosed'] as const;
export const INTERNATIONAL_TRANSPORT = ['roro', 'container', 'air'] as const;
export const transportTypeSchema = v.picklist(
  [...DOMESTIC_TRANSPORT, ...INTERNATIONAL_TRANSPORT],
  m.transportTypeRequired,
);
export type TransportType = v.InferOutput<typeof transportTypeSchema>;

export const shipDateSchema = v.pipe(
  v.string(m.shipDateRequired),
  v.trim(),
  v.nonEmpty(m.shipDateRequired),
  typed(),
  // The widget's field is typed as MM/DD/YYYY; what travels and is stored is the ISO date.
  v.transform((text) => parseTypedDate(text) ?? text),
  v.check(isIsoDate, m.shipDateInvalid),
  v.check((d) => d >= earliestShipDate(), m.shipDatePast),
  v.check((d) => d <= latestShipDate(), m.shipDateTooFar),
);

/** Step 1: route and date. */
export const routeStepEntries = {
  mode: modeSchema,
  origin_postal_code: requiredText(m.originRequired, 120, m.locationTooLong),
  destination_postal_code: requiredText(m.destinationRequired, 120, m.locationTooLong),
  ship_date: shipDateSchema,
  transport_type: transportTypeSchema,
};

/** The compact calculator's extra vehicle fields. */
export const VEHICLE_TYPES = ['Car', 'SUV', 'Pickup', 'Van'] as const;
export const VEHICLE_INOP = ['Yes', 'No'] as const;

export const yearSchema = v.pipe(
  v.string(m.yearRequired),
  v.trim(),
  v.nonEmpty(m.yearRequired),
  typed(),
  v.regex(YEAR_PATTERN, m.yearInvalid),
  v.check((y) => Number(y) >= MIN_VEHICLE_YEAR && Number(y) <= maxVehicleYear(), m.yearInvalid),
);

export const vehicleSchema = v.object({
  year: yearSchema,
  make: requiredText(m.makeRequired, 60, m.textTooLong),
  model: requiredText(m.modelRequired, 60, m.textTooLong),
  /** The catalogue id of the chosen make, when it came from the lookup. */
  make_id: v.optional(v.pipe(v.number(m.makeUnknown), v.integer(m.makeUnknown), v.minValue(1, m.makeUnknown))),
  vehicle_type: v.optional(v.picklist(VEHICLE_TYPES, m.vehicleTypeRequired)),
  vehicle_inop: v.optional(v.picklist(VEHICLE_INOP, m.vehicleInopRequired)),
});
export type Vehicle = v.InferOutput<typeof vehicleSchema>;

/**
 * The compact variant asks for type and running condition too, so there they are required. Marked free of
 * side effects: to the bundler, reading `entries` could run a getter.
 */
export const compactVehicleSchema = /* @__PURE__ */ (() =>
  v.object({
    ...vehicleSchema.entries,
    vehicle_type: v.picklist(VEHICLE_TYPES, m.vehicleTypeRequired),
    vehicle_inop: v.picklist(VEHICLE_INOP, m.vehicleInopRequired),
  }))();

const vehiclesOf = <T extends typeof vehicleSchema | typeof compactVehicleSchema>(item: T) =>
  v.pipe(
    v.array(item, m.vehiclesMin),
    v.minLength(MIN_VEHICLES, m.vehiclesMin),
    v.maxLength(MAX_VEHICLES, m.vehiclesMax),
  );

/** Step 2: vehicles. */
export const vehiclesStepEntries = { vehicles: vehiclesOf(vehicleSchema) };
export const compactVehiclesStepEntries = { vehicles: vehiclesOf(compactVehicleSchema) };

/** Step 3: people. */
export const contactStepEntries = {
  first_name: requiredName(m.firstNameRequired, 80, m.firstNameTooLong),
  email: v.pipe(
    v.string(m.emailRequired),
    v.trim(),
    v.nonEmpty(m.emailRequired),
    typed(),
    v.maxLength(254, m.emailInvalid),
    v.regex(EMAIL_PATTERN, m.emailInvalid),
    v.email(m.emailInvalid),
  ),
  phone: v.pipe(
    v.string(m.phoneRequired),
    v.trim(),
    v.nonEmpty(m.phoneRequired),
    typed(),
    v.regex(PHONE_PATTERN, m.phoneInvalid),
    v.check(phoneDigitsOk, m.phoneInvalid),
  ),
};

export const routeStepSchema = v.object(routeStepEntries);
export const vehiclesStepSchema = v.object(vehiclesStepEntries);
export const compactVehiclesStepSchema = v.object(compactVehiclesStepEntries);
export const contactStepSchema = v.object(contactStepEntries);

/** Transport types must belong to the chosen mode. */
function transportMatchesMode<T extends { mode: Mode; transport_type: TransportType }>() {
  return v.forward<T, v.CheckIssue<T>, ['transport_type']>(
    v.check(
      (q) =>
        q.mode === 'domestic'
          ? (DOMESTIC_TRANSPORT as readonly string[]).includes(q.transport_type)
          : (INTERNATIONAL_TRANSPORT as readonly string[]).includes(q.transport_type),
      m.transportTypeRequired,
    ),
    ['transport_type'] as never,
  );
}

/**
 * The whole quote: all fields of every step are required. Built in a call marked free of side effects, as
 * is submissionSchema: to the bundler, spreading the step entries could run a getter, which kept both in
 * the widget's first script, which validates step by step and never uses them.
 */
export const quoteSchema = /* @__PURE__ */ (() =>
  v.pipe(v.object({ ...routeStepEntries, ...vehiclesStepEntries, ...contactStepEntries }), transportMatchesMode()))();

/**
 * A value the page or a partner's link supplied, not the visitor: its control characters are taken out
 * rather than refused, since a stray byte in a partner's tag must not cost the quote (docs/product.md).
 */
const cleaned = () => v.transform(withoutControlCharacters);

const contextValue = v.optional(v.pipe(v.string(), cleaned(), v.trim(), v.maxLength(200, m.contextTooLong)));
/** The landing path and the page address, kept as the browser gave them, only cleaned. */
const contextAddress = v.optional(v.pipe(v.string(), cleaned(), v.maxLength(2000, m.contextTooLong)));

/**
 * One campaign touch: the values of the page address the visitor arrived by (shared/attribution.ts),
 * the path they landed on and when.
 */
const touchSchema = v.object({
  id: contextValue,
  source: contextValue,
  marketing_id: contextValue,
  fbclid: contextValue,
  utm_source: contextValue,
  utm_medium: contextValue,
  utm_campaign: contextValue,
  utm_term: contextValue,
  utm_content: contextValue,
  landing_page: contextAddress,
  /** Milliseconds since the epoch. */
  landed_at: v.optional(
    v.pipe(v.number(m.contextTimeInvalid), v.integer(m.contextTimeInvalid), v.minValue(0, m.contextTimeInvalid)),
  ),
});
export type CampaignTouch = v.InferOutput<typeof touchSchema>;

/**
 * Where the quote came from, in two parts that never overwrite each other: the placement (the embed's
 * own `data-id` and `data-source`) and the campaign (the last touch of the visit, and the first one when
 * it differs). docs/product.md explains both.
 */
export const contextSchema = v.object({
  placement: v.optional(v.object({ id: contextValue, source: contextValue })),
  campaign: v.optional(touchSchema),
  first_touch: v.optional(touchSchema),
  /** The page the widget was on, without its query string. */
  page_url: contextAddress,
  variant: v.optional(v.picklist(['full', 'compact'])),
});
export type QuoteContext = v.InferOutput<typeof contextSchema>;
export type QuoteContextInput = v.InferInput<typeof contextSchema>;

/** What the widget posts to /api/createOpportunityAndSendToBooking. */
export const submissionSchema = /* @__PURE__ */ (() =>
  v.pipe(
    v.object({
      ...routeStepEntries,
      ...vehiclesStepEntries,
      ...contactStepEntries,
      context: v.optional(contextSchema, {}),
      /** One key per quote: a retry or double click never makes a second lead. */
      idempotency_key: v.pipe(
        v.string(m.idempotencyKeyInvalid),
        v.regex(/^[A-Za-z0-9_-]{16,64}$/, m.idempotencyKeyInvalid),
      ),
      /**
       * Honeypot: hidden from people, filled in by bots. Cleaned like a context value rather than refused:
       * a bot gets the answer a person gets, and learns nothing from a message about the trap.
       */
      website: v.optional(v.pipe(v.string(), cleaned(), v.maxLength(500))),
    }),
    transportMatchesMode(),
  ))();
export type Submission = v.InferOutput<typeof submissionSchema>;
export type SubmissionInput = v.InferInput<typeof submissionSchema>;

/** A field error with its dotted path ("vehicles.0.year"), ready to link from an error summary. */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * Each field's own first message ("Enter your phone number"), by field name. Built in a call marked free
 * of side effects, as quoteSchema is, so that the widget's first script, which takes only constants from
 * this module, carries none of it.
 */
const requiredMessages = /* @__PURE__ */ (() =>
  new Map<string, string>(
    // From the step entries, not submissionSchema, so the widget's steps chunk need not carry the
    // whole-submission schema; the server's extra keys are named below.
    Object.entries({
      ...routeStepEntries,
      ...contactStepEntries,
      ...compactVehicleSchema.entries,
    }).flatMap(([key, schema]): [string, string][] =>
      'message' in schema && typeof schema.message === 'string' ? [[key, schema.message]] : [],
    ),
  )
    // Lookup bodies; named here rather than read from their schemas so the widget's
    // bundle, which never validates lookups, does not carry those schemas.
    .set('idempotency_key', m.idempotencyKeyInvalid)
    .set('vehicles', m.vehiclesMin)
    .set('input', m.lookupInputRequired)
    .set('MakeID', m.makeIdInvalid)
    .set('Year', m.yearInvalid))();

/**
 * valibot reports a missing key with its generic "Invalid key: Expected …" text, not the field's words.
 * JSON drops undefined values and the widget leaves unchosen fields out, so "missing" is the usual way a
 * required field arrives empty: answer it with the field's own message (all fields are required).
 */
function messageOf(issue: v.BaseIssue<unknown>): string {
  const last = issue.path?.at(-1);
  const missingKey = issue.kind === 'schema' && last?.type === 'object' && last.origin === 'key';
  return (missingKey && requiredMessages.get(String(last.key))) || issue.message;
}

/** Flattens valibot issues into one error per field, first message wins. */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({ path, message: messageOf(issue) });
  }
  return out;
}

/** Validates without throwing (validation returns data). */
export function validate<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldError[] } {
  const result = v.safeParse(schema, value);
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: toFieldErrors(result.issues) };
}

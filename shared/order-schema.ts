/**
 * The one definition of the order form's rules: step 1, the order's details, and step 2, the signature.
 * The form works without JavaScript: each field's name is its dotted path (`pickup.street`,
 * `vehicles.0.vin`), `orderFormInput` nests a form post by those names, and each problem is reported at
 * that same path, so an error summary links to the field by its name. docs/orders.md lists the fields.
 *
 * What a rule needs to know beyond the form (today, the last day the booking link works, the quote's
 * vehicles and customer) comes in as `OrderFormContext`: nothing here reads a clock.
 */
import * as v from 'valibot';
import { hasControlCharacters } from './control-characters';
import { formatLongDate, isIsoDate, parseTypedDate } from './dates';
import { nestFormFields } from './form-fields';
import { hasInvisibleCharacters } from './invisible-characters';
import { orderMessages as m } from './order-messages';
import { parsePostalCode } from './postal-code';
import { contactStepEntries, DOMESTIC_TRANSPORT, type FieldError, type Vehicle } from './schema';
import { stateOrProvince } from './states-provinces';
import { vehicleName } from './vehicle-name';
import { checkVin } from './vin';

/** The value a checked consent box posts: the form gives the checkbox `value="yes"`. */
export const CONSENT_VALUE = 'yes';
export type Carrier = (typeof DOMESTIC_TRANSPORT)[number];
export const RUNS = ['yes', 'no'] as const;
export type Runs = (typeof RUNS)[number];
/** The parts of the day a customer can ask to be called back in. */
export const CALLBACK_WINDOWS = ['morning', 'afternoon', 'evening'] as const;
export type CallbackWindow = (typeof CALLBACK_WINDOWS)[number];

/** Longest answer of each free-text field, in characters. */
export const ORDER_TEXT_LIMITS = {
  street: 200,
  city: 100,
  contactName: 100,
  lastName: 100,
  notes: 500,
  typedName: 200,
} as const;

export interface OrderFormContext {
  /**
   * ISO date: the earliest first available date to accept. The caller decides what "today" is for a
   * customer whose time zone it does not know (the quote allows a day of slack, shared/dates.ts).
   */
  today: string;
  /** ISO date: the last day the booking link works, and so the latest first available date. */
  latestDate: string;
  /**
   * The quote's vehicles, in order: the order has one vehicle for each. A VIN is checked against its
   * vehicle's model year, and a message about a vehicle names it.
   */
  vehicles: readonly Pick<Vehicle, 'year' | 'make' | 'model'>[];
  /** The customer as the quote has them: the pickup and delivery contact unless the form names another. */
  customer: { first_name: string; phone: string };
}

/**
 * A form leaves an empty text box empty and an unticked box or unchosen radio out altogether; JSON
 * drops undefined values. Either way the field is unanswered, so a missing field is read as empty and
 * meets its own "Enter …" message rather than valibot's generic one.
 */
const answer = <S extends v.GenericSchema<string, unknown>>(schema: S) => v.optional(schema, '');

/**
 * No control character or lone surrogate (shared/control-characters.ts), as in the quote, and no invisible
 * or direction-changing character (shared/invisible-characters.ts): what the customer sees on the page
 * must be what the signed agreement and its PDF say.
 */
const typed = () =>
  v.check<string, v.ErrorMessage<v.CheckIssue<string>>>(
    (text) => !hasControlCharacters(text) && !hasInvisibleCharacters(text),
    (issue) => (hasControlCharacters(issue.input) ? m.controlCharacters : m.invisibleCharacters),
  );

const requiredText = (required: string, max: number, tooLong: string) =>
  answer(v.pipe(v.string(required), v.trim(), v.nonEmpty(required), typed(), v.maxLength(max, tooLong)));

/** Text that may be left empty; empty is '' in the output, for the caller to fill in. */
const optionalText = (max: number, tooLong: string) =>
  answer(v.pipe(v.string(m.notText), v.trim(), typed(), v.maxLength(max, tooLong)));

/** Is `phone` a phone number by the quote's own rule (shared/schema.ts)? */
const isQuotePhone = (phone: string) => v.is(contactStepEntries.phone, phone);

function firstAvailableDateSchema(context: OrderFormContext) {
  return answer(
    v.pipe(
      v.string(m.firstAvailableRequired),
      v.trim(),
      v.nonEmpty(m.firstAvailableRequired),
      typed(),
      // A browser without a date picker shows a text box, where people in the USA type MM/DD/YYYY.
      v.transform((text) => parseTypedDate(text) ?? text),
      v.check(isIsoDate, m.firstAvailableInvalid),
      v.check((date) => date >= context.today, m.firstAvailablePast),
      v.check((date) => date <= context.latestDate, m.firstAvailableTooLate(formatLongDate(context.latestDate))),
    ),
  );
}

function addressSchema(place: 'pickup' | 'delivery') {
  const pm = m[place];
  return v.pipe(
    v.strictObject(
      {
        street: requiredText(pm.streetRequired, ORDER_TEXT_LIMITS.street, pm.streetTooLong),
        city: requiredText(pm.cityRequired, ORDER_TEXT_LIMITS.city, pm.cityTooLong),
        state: answer(
          v.pipe(
            v.string(pm.stateRequired),
            v.trim(),
            v.toUpperCase(),
            v.check((code) => stateOrProvince(code) !== undefined, pm.stateRequired),
          ),
        ),
        postal_code: answer(
          v.pipe(
            v.string(pm.postalCodeRequired),
            v.trim(),
            v.nonEmpty(pm.postalCodeRequired),
            typed(),
            v.check((text) => parsePostalCode(text) !== undefined, pm.postalCodeInvalid),
            v.transform((text) => parsePostalCode(text)?.code ?? text),
          ),
        ),
        contact_name: optionalText(ORDER_TEXT_LIMITS.contactName, pm.contactNameTooLong),
        contact_phone: answer(
          v.pipe(
            v.string(m.notText),
            v.trim(),
            typed(),
            v.check((phone) => phone === '' || isQuotePhone(phone), pm.contactPhoneInvalid),
          ),
        ),
      },
      m.unknownField,
    ),
    // The postal code must be of the chosen state's country; checked once both are readable.
    v.forward(
      v.partialCheck(
        [['state'], ['postal_code']],
        (address) => !(stateOrProvince(address.state)?.country === 'US' && /[A-Z]/.test(address.postal_code)),
        pm.postalCodeCanadian,
      ),
      ['postal_code'],
    ),
    v.forward(
      v.partialCheck(
        [['state'], ['postal_code']],
        (address) => !(stateOrProvince(address.state)?.country === 'CA' && /^\d/.test(address.postal_code)),
        pm.postalCodeUs,
      ),
      ['postal_code'],
    ),
  );
}

/** The VIN of a vehicle of `year`: empty is no VIN (undefined), anything else must pass shared/vin.ts. */
function vinSchema(year: number) {
  return v.optional(
    v.pipe(
      v.string(m.notText),
      v.trim(),
      typed(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        if (dataset.value === '') return undefined;
        const result = checkVin(dataset.value, year);
        if (result.ok) return result.vin;
        addIssue({ message: m.vin[result.problem] });
        return NEVER;
      }),
    ),
  );
}

/** Line feeds only: a textarea posts CRLF, an older client CR. */
const unixLines = (text: string) => text.replace(/\r\n?/g, '\n');

/** Notes come from a text area: they may run over lines, but hold no other control character. */
const notesSchema = v.optional(
  v.pipe(
    v.string(m.notText),
    v.transform(unixLines),
    v.trim(),
    v.check((text) => !hasControlCharacters(text.replaceAll('\n', '')), m.notesControlCharacters),
    v.check((text) => !hasInvisibleCharacters(text), m.invisibleCharacters),
    v.maxLength(ORDER_TEXT_LIMITS.notes, m.notesTooLong),
    v.transform((text) => (text === '' ? undefined : text)),
  ),
);

/**
 * Each vehicle as its messages name it: year, make and model, with its place in the order when another
 * vehicle of the order has the same name, so no two vehicles' messages read alike.
 */
function vehicleLabels(vehicles: OrderFormContext['vehicles']): string[] {
  const names = vehicles.map(vehicleName);
  return names.map((name, i) =>
    names.indexOf(name) === names.lastIndexOf(name) ? name : `${name} (vehicle ${i + 1})`,
  );
}

function orderVehicleSchema(vehicle: OrderFormContext['vehicles'][number], label: string) {
  return v.optional(
    v.strictObject(
      {
        runs: answer(v.picklist(RUNS, m.runsRequired(label))),
        vin: vinSchema(Number(vehicle.year)),
        notes: notesSchema,
      },
      m.unknownField,
    ),
    {},
  );
}

function vehicleSchemas(vehicles: OrderFormContext['vehicles']) {
  const labels = vehicleLabels(vehicles);
  return vehicles.map((vehicle, i) => orderVehicleSchema(vehicle, labels[i] ?? vehicleName(vehicle)));
}

/** Step 1's fields, before the contacts' defaults are filled in. */
function detailsEntries(context: OrderFormContext) {
  return {
    carrier: answer(v.picklist(DOMESTIC_TRANSPORT, m.carrierRequired)),
    first_available_date: firstAvailableDateSchema(context),
    pickup: v.optional(addressSchema('pickup'), {}),
    delivery: v.optional(addressSchema('delivery'), {}),
    vehicles: v.optional(v.strictTuple(vehicleSchemas(context.vehicles), m.vehiclesMismatch), []),
    last_name: requiredText(m.lastNameRequired, ORDER_TEXT_LIMITS.lastName, m.lastNameTooLong),
  };
}

const signatureEntries = {
  /**
   * Any name the customer types, not one that must match first and last name: people sign with a middle
   * name, an initial or accents the quote did not have, and a typed signature is an intent to sign, which
   * the consent box and the record of who signed when (site/signing/agreement.ts) carry.
   */
  typed_name: answer(
    v.pipe(
      v.string(m.typedNameRequired),
      v.trim(),
      v.nonEmpty(m.typedNameRequired),
      typed(),
      v.check((name) => /\p{L}/u.test(name), m.typedNameRequired),
      v.transform((name) => name.replace(/\s+/g, ' ')),
      v.maxLength(ORDER_TEXT_LIMITS.typedName, m.typedNameTooLong),
    ),
  ),
  consent: answer(v.literal(CONSENT_VALUE, m.consentRequired)),
};

/** A contact left empty is the customer: their name from the quote and this form, and the quote's phone. */
function withContacts<T extends { last_name: string; pickup: Address; delivery: Address }>(context: OrderFormContext) {
  return v.transform<T, T>((order) => {
    const name = `${context.customer.first_name.trim()} ${order.last_name}`.trim();
    const contact = (address: Address): Address => ({
      ...address,
      contact_name: address.contact_name || name,
      contact_phone: address.contact_phone || context.customer.phone,
    });
    return { ...order, pickup: contact(order.pickup), delivery: contact(order.delivery) };
  });
}

/** Step 1: carrier, first available date, both addresses and contacts, each vehicle, last name. */
export function orderDetailsSchema(context: OrderFormContext) {
  const details = v.strictObject(detailsEntries(context), m.unknownField);
  return v.pipe(details, withContacts<v.InferOutput<typeof details>>(context));
}

/** Step 2 alone: the typed name and the consent. */
export const orderSignatureSchema = v.strictObject(signatureEntries, m.unknownField);

/** The whole order as the signing post carries it: step 1's fields, kept in the page, and step 2's. */
export function orderSchema(context: OrderFormContext) {
  const order = v.strictObject({ ...detailsEntries(context), ...signatureEntries }, m.unknownField);
  return v.pipe(order, withContacts<v.InferOutput<typeof order>>(context));
}

export interface Address {
  street: string;
  city: string;
  state: string;
  postal_code: string;
  contact_name: string;
  contact_phone: string;
}
export type Order = v.InferOutput<ReturnType<typeof orderSchema>>;

/** A check's outcome, as `validate` (shared/schema.ts) answers for these schemas too. */
export type OrderValidation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/**
 * A form post (its name/value pairs, e.g. `new URLSearchParams(body)` or a FormData's entries) as the
 * value the schemas check. A name the form cannot have, or one sent twice, is an error at once: the
 * answer is a 400, like an unknown field's. Fields the route itself adds (a CSRF token, say) are taken
 * out before.
 */
export function orderFormInput(
  entries: Iterable<readonly [string, unknown]>,
): OrderValidation<Record<string, unknown>> {
  const { value, refused } = nestFormFields(entries);
  if (refused.length === 0) return { ok: true, value };
  return {
    ok: false,
    errors: refused.map(({ name, reason }) => ({
      path: name,
      message: reason === 'repeated' ? m.fieldRepeated : m.unknownField,
    })),
  };
}

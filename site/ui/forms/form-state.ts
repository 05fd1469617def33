/**
 * What the form kit draws a field from: the look of the family of forms it belongs to (the classes that
 * family's stylesheet styles and how its fields' ids are made), and one render's values and problems, each
 * by the field's name as posted (`pickup.street`, `vehicles.0.year`).
 */
import type { FieldError } from '../../../shared/schema';

/** A field's value by its name. */
export type FieldValues = Readonly<Record<string, string>>;
/** A field's problem, as one message, by its name. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The names a family of forms gives the kit's parts; each family's stylesheet styles its own. */
export interface FormLook {
  /** What a field's element id starts with, before its name with dots as dashes. */
  idPrefix: string;
  classes: {
    field: string;
    /** Added to a field's (or group's) class while it has a problem. */
    invalid: string;
    hint: string;
    error: string;
    radios: string;
    radio: string;
    checkbox?: string;
    /** The box around a group's choices, and a named group of choices within it, when the look has them. */
    choices?: { row: string; groups: string; group: string };
  };
  summary: { className: string; titleId: string; level: 2 | 3 };
  /**
   * Whether a group of choices with a problem is itself marked aria-invalid, besides being described by
   * its message (the order pages mark it; the quote form leaves aria-invalid to the controls typed in).
   */
  invalidGroups: boolean;
}

/** One render of a form: its look, and what was typed and what is wrong, by field. */
export interface FormState {
  look: FormLook;
  values: FieldValues;
  errors: FieldErrors;
}

/** The element id of the field named `name` (`pickup.street` → `f-pickup-street` with the prefix `f-`). */
export const fieldIdOf = (look: FormLook, name: string) => `${look.idPrefix}${name.replaceAll('.', '-')}`;

/** The schema's problems by field, the kit's way to take them. */
export function errorsByField(errors: readonly FieldError[]): FieldErrors {
  return Object.fromEntries(errors.map((error) => [error.path, error.message]));
}

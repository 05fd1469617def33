/**
 * The order form's parts, in the GOV.UK pattern that works without JavaScript: an error summary first in
 * the main content (role=alert, each problem a link to its field), and each field with its label, hint
 * and message tied to it by aria-describedby and marked aria-invalid.
 */
import type { ReactNode } from 'react';
import type { FieldError } from '../../../shared/schema';
import { STATES_AND_PROVINCES } from '../../../shared/states-provinces';
import type { FormValues } from '../order-form-values';
import { orderPageCopy as t } from '../order-page-copy';

/** The element id of the field named `name` (`pickup.street` → `f-pickup-street`). */
export const fieldId = (name: string) => `f-${name.replaceAll('.', '-')}`;

export type FieldErrors = Readonly<Record<string, string>>;

export function errorsByField(errors: readonly FieldError[]): FieldErrors {
  return Object.fromEntries(errors.map((error) => [error.path, error.message]));
}

export function ErrorSummary({ errors, order }: { errors: FieldErrors; order: readonly string[] }) {
  const names = Object.keys(errors).sort((a, b) => rank(order, a) - rank(order, b));
  if (names.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1}>
      <h2 id="error-summary-title">{t.errorSummaryTitle}</h2>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`}>{errors[name]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function rank(order: readonly string[], name: string): number {
  const at = order.indexOf(name);
  return at === -1 ? order.length : at;
}

/** The aria attributes and message of a field that may have a problem. */
function described(name: string, errors: FieldErrors, hint: boolean) {
  const error = errors[name];
  const ids = [hint ? `${fieldId(name)}-hint` : '', error ? `${fieldId(name)}-error` : ''].filter(Boolean);
  return {
    aria: {
      ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}),
      ...(error ? { 'aria-invalid': true as const } : {}),
    },
    message: error ? (
      <p className="field-error" id={`${fieldId(name)}-error`}>
        <span className="visually-hidden">Error: </span>
        {error}
      </p>
    ) : null,
  };
}

function Hint({ name, children }: { name: string; children: ReactNode }) {
  return (
    <p className="hint" id={`${fieldId(name)}-hint`}>
      {children}
    </p>
  );
}

/** One labelled control: its label, hint and message, with the control given the aria attributes that tie them. */
function LabelledField({
  name,
  label,
  errors,
  hint,
  control,
}: Pick<FieldProps, 'name' | 'label' | 'errors' | 'hint'> & {
  control: (aria: ReturnType<typeof described>['aria']) => ReactNode;
}) {
  const { aria, message } = described(name, errors, hint !== undefined);
  return (
    <div className={errors[name] ? 'field field-invalid' : 'field'}>
      <label htmlFor={fieldId(name)}>{label}</label>
      {hint !== undefined && <Hint name={name}>{hint}</Hint>}
      {message}
      {control(aria)}
    </div>
  );
}

interface FieldProps {
  name: string;
  label: string;
  values: FormValues;
  errors: FieldErrors;
  hint?: string;
}

export function TextField({
  name,
  label,
  values,
  errors,
  hint,
  type = 'text',
  autoComplete,
  min,
  max,
  maxLength,
  className,
}: FieldProps & {
  type?: 'text' | 'date' | 'tel';
  autoComplete?: string;
  min?: string;
  max?: string;
  maxLength?: number;
  className?: string;
}) {
  return (
    <LabelledField
      name={name}
      label={label}
      errors={errors}
      hint={hint}
      control={(aria) => (
        <input
          id={fieldId(name)}
          name={name}
          // One literal for the checker: the widget's type check reads this file through Preact's types,
          // whose input props are a union keyed on `type`; React renders the value as given.
          type={type as 'text'}
          defaultValue={values[name] ?? ''}
          className={className}
          {...(autoComplete ? { autoComplete } : {})}
          {...(min ? { min } : {})}
          {...(max ? { max } : {})}
          {...(maxLength ? { maxLength } : {})}
          {...aria}
        />
      )}
    />
  );
}

export function TextArea({ name, label, values, errors, hint, maxLength }: FieldProps & { maxLength: number }) {
  return (
    <LabelledField
      name={name}
      label={label}
      errors={errors}
      hint={hint}
      control={(aria) => (
        <textarea
          id={fieldId(name)}
          name={name}
          rows={3}
          maxLength={maxLength}
          defaultValue={values[name] ?? ''}
          {...aria}
        />
      )}
    />
  );
}

export function StateSelect({ name, label, values, errors }: FieldProps) {
  const { aria, message } = described(name, errors, false);
  const group = (country: 'US' | 'CA') =>
    STATES_AND_PROVINCES.filter((place) => place.country === country).map((place) => (
      <option key={place.code} value={place.code}>
        {place.name}
      </option>
    ));
  return (
    <div className={errors[name] ? 'field field-invalid' : 'field'}>
      <label htmlFor={fieldId(name)}>{label}</label>
      {message}
      <select id={fieldId(name)} name={name} defaultValue={values[name] ?? ''} autoComplete="address-level1" {...aria}>
        <option value="">{t.chooseState}</option>
        <optgroup label={t.statesGroup}>{group('US')}</optgroup>
        <optgroup label={t.provincesGroup}>{group('CA')}</optgroup>
      </select>
    </div>
  );
}

/** A choice from a list the page works out (a day, say), with a first option that chooses nothing. */
export function Select({
  name,
  label,
  values,
  errors,
  hint,
  placeholder,
  options,
}: FieldProps & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  return (
    <LabelledField
      name={name}
      label={label}
      errors={errors}
      hint={hint}
      control={(aria) => (
        <select id={fieldId(name)} name={name} defaultValue={values[name] ?? ''} {...aria}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** Radios in a fieldset whose legend asks the question; the summary links to the first radio. */
export function Radios({
  name,
  legend,
  options,
  values,
  errors,
  hint,
}: Omit<FieldProps, 'label'> & { legend: string; options: readonly { value: string; label: ReactNode }[] }) {
  const { aria, message } = described(name, errors, hint !== undefined);
  return (
    <fieldset className={errors[name] ? 'radios field-invalid' : 'radios'} {...aria}>
      <legend>{legend}</legend>
      {hint !== undefined && <Hint name={name}>{hint}</Hint>}
      {message}
      {options.map((option, i) => {
        const id = i === 0 ? fieldId(name) : `${fieldId(name)}-${option.value}`;
        return (
          <div className="radio" key={option.value}>
            <input
              type="radio"
              id={id}
              name={name}
              value={option.value}
              defaultChecked={values[name] === option.value}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** Values carried from step 1 to step 2 without a session. */
export function HiddenValues({ values, names }: { values: FormValues; names: readonly string[] }) {
  return (
    <>
      {names.map((name) => (
        <input key={name} type="hidden" name={name} value={values[name] ?? ''} />
      ))}
    </>
  );
}

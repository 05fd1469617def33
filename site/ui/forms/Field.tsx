/**
 * A labelled field: its label, its hint, its message when it has a problem, then the control, given the
 * aria attributes that tie them; and the kit's text field and text area built on it. Values come back as
 * typed (`defaultValue`: the page is plain HTML, posted and rendered again).
 */
import type { ReactNode } from 'react';
import { described, type FieldAria, Hint } from './described';
import { type FormState, fieldIdOf } from './form-state';

export interface FieldProps {
  form: FormState;
  name: string;
  label: string;
  hint?: string | undefined;
}

/** What a labelled control carries: its element id, its name, its value as typed, and the aria that ties it. */
type ControlProps = { id: string; name: string; defaultValue: string } & FieldAria;

/** One labelled control; `control` draws it, spreading the props it is given. */
export function Field({
  form,
  name,
  label,
  hint,
  control,
}: FieldProps & { control: (props: ControlProps) => ReactNode }) {
  const { look, values, errors } = form;
  const id = fieldIdOf(look, name);
  const { aria, message } = described(look, id, errors[name], hint !== undefined);
  return (
    <div className={errors[name] ? `${look.classes.field} ${look.classes.invalid}` : look.classes.field}>
      <label htmlFor={id}>{label}</label>
      {hint !== undefined && (
        <Hint look={look} id={id}>
          {hint}
        </Hint>
      )}
      {message}
      {control({ id, name, defaultValue: values[name] ?? '', ...aria })}
    </div>
  );
}

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  min,
  max,
  maxLength,
  className,
  required,
  ...field
}: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string | undefined;
  inputMode?: 'numeric' | undefined;
  min?: string | undefined;
  max?: string | undefined;
  maxLength?: number | undefined;
  className?: string | undefined;
  required?: boolean | undefined;
}) {
  return (
    <Field
      {...field}
      control={(props) => (
        <input
          {...props}
          // One literal for the checker: the widget's type check reads this file through Preact's types,
          // whose input props are a union keyed on `type`; React renders the value as given.
          type={type as 'text'}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={min}
          max={max}
          maxLength={maxLength}
          className={className}
          required={required}
        />
      )}
    />
  );
}

export function TextArea({ maxLength, rows = 3, ...field }: FieldProps & { maxLength: number; rows?: number }) {
  return <Field {...field} control={(props) => <textarea {...props} rows={rows} maxLength={maxLength} />} />;
}

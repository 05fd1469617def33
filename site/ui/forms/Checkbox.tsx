/**
 * A box to tick, as the consent to sign is: its message first when it has a problem, then the box and its
 * label, which may hold links (to the terms it consents to).
 */
import type { ReactNode } from 'react';
import { described } from './described';
import { type FormState, fieldIdOf } from './form-state';

export function Checkbox({
  form,
  name,
  value,
  children,
}: {
  form: FormState;
  name: string;
  /** What the box sends when ticked. */
  value: string;
  children: ReactNode;
}) {
  const { look, values, errors } = form;
  const id = fieldIdOf(look, name);
  const { aria, message } = described(look, id, errors[name], false);
  const box = look.classes.checkbox;
  return (
    <div className={errors[name] ? [box, look.classes.invalid].filter(Boolean).join(' ') : box}>
      {message}
      <input type="checkbox" id={id} name={name} value={value} defaultChecked={values[name] === value} {...aria} />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}

/**
 * How a field is tied to its hint and its problem (the GOV.UK pattern, which needs no script): the hint
 * and the message carry ids derived from the field's, the control names both in aria-describedby and is
 * marked aria-invalid while there is a problem, and the message is read as an error.
 */
import type { ReactNode } from 'react';
import { formCopy } from './form-copy';
import type { FormLook } from './form-state';

const hintIdOf = (id: string) => `${id}-hint`;
const errorIdOf = (id: string) => `${id}-error`;

/** The aria attributes and message of the field whose element id is `id`, which may have a problem. */
export function described(look: FormLook, id: string, error: string | undefined, hint: boolean) {
  const ids = [hint ? hintIdOf(id) : '', error ? errorIdOf(id) : ''].filter(Boolean);
  return {
    aria: {
      ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}),
      ...(error ? { 'aria-invalid': true as const } : {}),
    },
    message: error ? (
      <p className={look.classes.error} id={errorIdOf(id)}>
        <span className="visually-hidden">{formCopy.errorPrefix}</span>
        {error}
      </p>
    ) : null,
  };
}

/** The aria attributes `described` gives a control. */
export type FieldAria = ReturnType<typeof described>['aria'];

/** The hint of the field (or choice) whose element id is `id`. */
export function Hint({ look, id, children }: { look: FormLook; id: string; children: ReactNode }) {
  return (
    <p className={look.classes.hint} id={hintIdOf(id)}>
      {children}
    </p>
  );
}

/**
 * Radios in a fieldset whose legend asks the question, alone or in named groups of their own. The group
 * is described by its hint and message; the error summary links to the first radio, which carries the
 * field's own id (the others add their value to it).
 */
import type { ReactNode } from 'react';
import type { Choice, Choices } from './choices';
import { described, Hint } from './described';
import { type FormState, fieldIdOf } from './form-state';

export function Radios({
  form,
  name,
  legend,
  hint,
  options,
  groups,
}: { form: FormState; name: string; legend: string; hint?: string | undefined } & Choices) {
  const { look, values, errors } = form;
  const { classes } = look;
  const id = fieldIdOf(look, name);
  const { aria, message } = described(look, id, errors[name], hint !== undefined);
  let first = true;
  const radio = (option: Choice) => {
    const optionId = first ? id : `${id}-${option.value}`;
    first = false;
    return (
      <div className={classes.radio} key={option.value}>
        <input
          id={optionId}
          type="radio"
          name={name}
          value={option.value}
          defaultChecked={values[name] === option.value}
          aria-describedby={option.hint ? `${optionId}-hint` : undefined}
        />
        <label htmlFor={optionId}>{option.label}</label>
        {option.hint && (
          <Hint look={look} id={optionId}>
            {option.hint}
          </Hint>
        )}
      </div>
    );
  };
  const radios: ReactNode = groups
    ? groups.map((group) => (
        <fieldset className={classes.choices?.group} key={group.label}>
          <legend>{group.label}</legend>
          {group.options.map(radio)}
        </fieldset>
      ))
    : options.map(radio);
  const box = classes.choices && (groups ? classes.choices.groups : classes.choices.row);
  return (
    <fieldset
      className={errors[name] ? `${classes.radios} ${classes.invalid}` : classes.radios}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={look.invalidGroups ? aria['aria-invalid'] : undefined}
    >
      <legend>{legend}</legend>
      {hint !== undefined && (
        <Hint look={look} id={id}>
          {hint}
        </Hint>
      )}
      {message}
      {box ? <div className={box}>{radios}</div> : radios}
    </fieldset>
  );
}

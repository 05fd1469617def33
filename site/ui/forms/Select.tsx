/** A choice from a list, with a first option that chooses nothing; its options alone or in named groups. */

import type { Choice, Choices } from './choices';
import { Field, type FieldProps } from './Field';

export function Select({
  placeholder,
  options,
  groups,
  autoComplete,
  ...field
}: FieldProps & Choices & { placeholder: string; autoComplete?: string | undefined }) {
  const option = (choice: Choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  );
  return (
    <Field
      {...field}
      control={(props) => (
        <select {...props} autoComplete={autoComplete}>
          <option value="">{placeholder}</option>
          {groups
            ? groups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.options.map(option)}
                </optgroup>
              ))
            : options.map(option)}
        </select>
      )}
    />
  );
}

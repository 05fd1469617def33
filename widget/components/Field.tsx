/** Labelled inputs with a hint and an inline error, linked by aria-describedby (WCAG 1.3.1, 3.3.1). */
import type { ComponentChildren } from 'preact';
import { fieldId } from '../form-state';
import { typedText } from '../typed-text';
import { useWidget } from '../widget-context';

export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A field's element id, its error (once errors are shown) and the ids that describe its input. */
export function useField(path: string, hasHint?: boolean): [id: string, error: string | undefined, described?: string] {
  const { uid, errors } = useWidget();
  const id = fieldId(uid, path);
  const error = errors[path];
  return [id, error, describedBy(id, !!hasHint, !!error)];
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p class="qw-error" id={`${id}-error`}>
      <span class="qw-visually-hidden">Error: </span>
      {message}
    </p>
  );
}

interface TextFieldProps {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  autoCapitalize?: 'off' | 'words' | 'none';
  spellcheck?: boolean;
  path: string;
  label: string;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
  children?: ComponentChildren;
}

export function TextField({ path, label, hint, value, onValue, children, ...input }: TextFieldProps) {
  const [id, error, described] = useField(path, !!hint);
  return (
    <div class={`qw-field${error ? ' qw-field--error' : ''}`}>
      <label class="qw-label" for={id}>
        {label}
      </label>
      {hint && (
        <p class="qw-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
      <input
        class="qw-input"
        id={id}
        name={path}
        value={value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={described}
        onInput={(e) => onValue(typedText(e.currentTarget))}
        {...(input as Record<string, unknown>)}
      />
      {children}
    </div>
  );
}

interface SelectFieldProps {
  path: string;
  label: string;
  placeholder: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValue: (value: string) => void;
}

export function SelectField({ path, label, placeholder, value, options, onValue }: SelectFieldProps) {
  const [id, error, described] = useField(path);
  return (
    <div class={`qw-field${error ? ' qw-field--error' : ''}`}>
      <label class="qw-label" for={id}>
        {label}
      </label>
      <FieldError id={id} message={error} />
      <select
        class="qw-input qw-select"
        id={id}
        name={path}
        value={value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={described}
        onChange={(e) => onValue(e.currentTarget.value)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface RadioGroupProps {
  path: string;
  legend: string;
  value: string;
  options: readonly { value: string; label: string; hint?: string }[];
  onValue: (value: string) => void;
  inline?: boolean;
}

/** A radio group in a fieldset; the error links to the first radio. */
export function RadioGroup({ path, legend, value, options, onValue, inline }: RadioGroupProps) {
  const { uid } = useWidget();
  const [id, error] = useField(path);
  return (
    <fieldset class={`qw-radios${inline ? ' qw-radios--inline' : ''}${error ? ' qw-field--error' : ''}`}>
      <legend class="qw-label">{legend}</legend>
      <FieldError id={id} message={error} />
      <div class="qw-radio-list">
        {options.map((o, i) => {
          const optionId = i === 0 ? id : `${id}-${o.value}`;
          return (
            <div class="qw-radio" key={o.value}>
              <input
                type="radio"
                id={optionId}
                name={`${uid}-${path}`}
                value={o.value}
                checked={value === o.value}
                // The name is the option's label alone; its hint is the description, read once (not twice).
                aria-labelledby={`${optionId}-label`}
                aria-describedby={
                  [o.hint && `${optionId}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
                }
                onChange={() => onValue(o.value)}
              />
              <label for={optionId}>
                <span class="qw-radio-label" id={`${optionId}-label`}>
                  {o.label}
                </span>
                {o.hint && (
                  <span class="qw-hint" id={`${optionId}-hint`}>
                    {o.hint}
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The embed builder's three kinds of field: text, colour (a text field with a colour picker that shows
 * the colour) and a choice of radio buttons in its own fieldset. Each has its label, its hint and its error
 * (shown, and named by aria-describedby, only when there is one) in the ids site/web/client/partner-builder.ts
 * finds again.
 */
import type { ReactElement, ReactNode } from 'react';
import { choiceId, describedBy, errorId, fieldId, hasHint, hintId, pickerId } from '../../../partners/builder-ids';
import {
  CHOICES,
  type ChoiceField as ChoiceFieldName,
  type ColourField as ColourFieldName,
  type FieldName,
} from '../../../partners/embed-fields';
import { palettesOf, THEME_DEFAULTS, type Theme } from '../../../partners/embed-options';
import { pickerColour } from '../../../partners/hex-colour';
import {
  BUILDER_CHOICES,
  BUILDER_FIELDS,
  BUILDER_FORM_COPY,
  colourDefaultsHint,
} from '../../../partners/partners-copy';

interface FieldState {
  value: string;
  error?: string;
  /** Named in a contrast warning. */
  contrast?: boolean;
}

function Hint({ name, children }: { name: FieldName; children?: ReactNode }): ReactElement | null {
  if (!hasHint(name)) return null;
  return (
    <p className="builder-hint" id={hintId(name)}>
      {children ?? BUILDER_FIELDS[name].hint}
    </p>
  );
}

function FieldError({ name, error }: { name: FieldName; error?: string }): ReactElement {
  return (
    <p className="field-error" id={errorId(name)} hidden={!error}>
      {error}
    </p>
  );
}

function descriptionOf(name: FieldName, state: FieldState): string | undefined {
  return describedBy(name, { error: !!state.error, contrast: !!state.contrast }) || undefined;
}

/** The text box the form sends, marked invalid and described as its field's state says. */
function TextInput({ name, state }: { name: FieldName; state: FieldState }): ReactElement {
  return (
    <input
      type="text"
      id={fieldId(name)}
      name={name}
      defaultValue={state.value}
      aria-invalid={state.error ? true : undefined}
      aria-describedby={descriptionOf(name, state)}
    />
  );
}

export function TextField({ name, state }: { name: FieldName; state: FieldState }): ReactElement {
  return (
    <div className="builder-field">
      <label htmlFor={fieldId(name)}>{BUILDER_FIELDS[name].label}</label>
      <Hint name={name} />
      <TextInput name={name} state={state} />
      <FieldError name={name} error={state.error} />
    </div>
  );
}

export function ColourField({
  name,
  state,
  theme,
}: {
  name: ColourFieldName;
  state: FieldState;
  theme: Theme;
}): ReactElement {
  const label = BUILDER_FIELDS[name].label;
  const own = BUILDER_FIELDS[name].hint;
  return (
    <div className="builder-field builder-field--colour">
      <label htmlFor={fieldId(name)}>{label}</label>
      <Hint name={name}>
        {own && `${own} `}
        {colourDefaultsHint(THEME_DEFAULTS.light[name], THEME_DEFAULTS.dark[name])}{' '}
        <span className="builder-variable">
          {BUILDER_FORM_COPY.variable} <code>--qw-{name}</code>
        </span>
      </Hint>
      <div className="colour-input">
        <TextInput name={name} state={state} />
        {/* No name: the text field is what the form sends; the picker only shows and picks the colour. */}
        <input
          type="color"
          id={pickerId(name)}
          className="colour-picker"
          defaultValue={pickerColour(state.value, THEME_DEFAULTS[palettesOf(theme)[0] ?? 'light'][name])}
          aria-label={BUILDER_FORM_COPY.picker(label)}
        />
      </div>
      <FieldError name={name} error={state.error} />
    </div>
  );
}

export function ChoiceField({ name, state }: { name: ChoiceFieldName; state: FieldState }): ReactElement {
  const choices: readonly string[] = CHOICES[name];
  const checked = choices.includes(state.value) ? state.value : choices[0];
  return (
    <fieldset className="builder-choice" id={fieldId(name)} aria-describedby={descriptionOf(name, state)}>
      <legend>{BUILDER_FIELDS[name].label}</legend>
      <Hint name={name} />
      <div className="choice-options">
        {choices.map((value) => (
          <label key={value} className="choice" htmlFor={choiceId(name, value)}>
            <input
              type="radio"
              id={choiceId(name, value)}
              name={name}
              value={value}
              defaultChecked={value === checked}
            />
            <span>{BUILDER_CHOICES[name][value]}</span>
          </label>
        ))}
      </div>
      <FieldError name={name} error={state.error} />
    </fieldset>
  );
}

/**
 * The embed builder's form: a GET form to /partners, so it works without JavaScript ("Update preview"
 * reloads the page with the options in its address); site/web/client/partner-builder.ts makes every change
 * show at once. Values the builder refused stay in their fields with their message, and a summary at the top
 * links to each of them after such a reload (the script takes each out of it once fixed).
 */
import type { ReactElement } from 'react';
import { BUILDER_IDS, focusId } from '../../../partners/builder-ids';
import type { ContrastWarning } from '../../../partners/contrast';
import { COLOUR_FIELDS, type ColourField as ColourFieldName, type FieldName } from '../../../partners/embed-fields';
import type { ParsedEmbed } from '../../../partners/embed-options';
import { BUILDER_FIELDS, BUILDER_FORM_COPY, PARTNERS_PAGE } from '../../../partners/partners-copy';
import { ChoiceField, ColourField, TextField } from './EmbedFields';

export function EmbedOptionsForm({
  parsed,
  warnings,
  origin,
}: {
  parsed: ParsedEmbed;
  warnings: readonly ContrastWarning[];
  origin: string;
}): ReactElement {
  const { values, errors, options } = parsed;
  const inWarning = new Set(warnings.flatMap((warning) => warning.fields));
  const state = (name: FieldName) => ({
    value: values[name],
    error: errors[name],
    contrast: inWarning.has(name as ColourFieldName),
  });
  const problems = Object.entries(errors) as [FieldName, string][];
  return (
    <form
      id={BUILDER_IDS.form}
      className="builder-form"
      method="get"
      action={PARTNERS_PAGE.path}
      autoComplete="off"
      noValidate
      aria-labelledby="builder-title"
      data-origin={origin}
    >
      <h2 id="builder-title">{BUILDER_FORM_COPY.heading}</h2>
      <p>{BUILDER_FORM_COPY.intro}</p>
      {problems.length > 0 && (
        <div className="builder-summary" id={BUILDER_IDS.summary}>
          <h3>{BUILDER_FORM_COPY.summaryHeading(problems.length)}</h3>
          <ul>
            {problems.map(([name, message]) => (
              <li key={name} data-field={name}>
                <a href={`#${focusId(name)}`}>
                  {BUILDER_FIELDS[name].label}: {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <fieldset className="builder-group">
        <legend>{BUILDER_FORM_COPY.legends.tracking}</legend>
        <p className="builder-hint">{BUILDER_FORM_COPY.trackingIntro}</p>
        <TextField name="id" state={state('id')} />
        <TextField name="source" state={state('source')} />
      </fieldset>

      <fieldset className="builder-group">
        <legend>{BUILDER_FORM_COPY.legends.form}</legend>
        <ChoiceField name="variant" state={state('variant')} />
        <ChoiceField name="mode" state={state('mode')} />
        <ChoiceField name="pagination" state={state('pagination')} />
        <TextField name="title" state={state('title')} />
      </fieldset>

      <fieldset className="builder-group">
        <legend>{BUILDER_FORM_COPY.legends.look}</legend>
        <ChoiceField name="theme" state={state('theme')} />
        <fieldset className="builder-colours">
          <legend>{BUILDER_FORM_COPY.legends.colours}</legend>
          <p className="builder-hint">{BUILDER_FORM_COPY.lookIntro}</p>
          <div className="builder-colour-grid">
            {COLOUR_FIELDS.map((name) => (
              <ColourField key={name} name={name} state={state(name)} theme={options.theme} />
            ))}
          </div>
          <div id={BUILDER_IDS.contrast} className="builder-contrast" aria-live="polite">
            {warnings.map((warning) => (
              <p key={warning.fields.join()} className="field-warning">
                {warning.message}
              </p>
            ))}
          </div>
        </fieldset>
        <TextField name="radius" state={state('radius')} />
        <TextField name="font" state={state('font')} />
      </fieldset>

      <p className="builder-actions">
        <button type="submit" className="button button--primary">
          {BUILDER_FORM_COPY.submit}
        </button>
      </p>
      <p id={BUILDER_IDS.status} className="visually-hidden" role="status" />
    </form>
  );
}

/**
 * The quote form without JavaScript: all three of the widget's steps on one page, each a fieldset named by
 * its step, posted to QUOTE_FORM_PATH. It is what the widget's element holds until the widget's script
 * replaces it, and all a visitor gets whose browser runs no script or never receives the widget's. Places
 * are typed text (no lookup and no datalist), the date a date input. Problems come back GOV.UK style
 * (site/ui/forms/): an error summary first, focused on load, each problem a link to its field, and each
 * field with its message, `aria-describedby` and `aria-invalid`, every typed value kept.
 */
import type { ReactElement } from 'react';
import { DOMESTIC_TRANSPORT, INTERNATIONAL_TRANSPORT, type Mode } from '../../../shared/schema';
import { FormErrorSummary } from '../../ui/forms/ErrorSummary';
import { TextField } from '../../ui/forms/Field';
import { errorsByField, type FormLook, type FormState, fieldIdOf } from '../../ui/forms/form-state';
import { HiddenValues } from '../../ui/forms/HiddenValues';
import { Radios } from '../../ui/forms/Radios';
import { useQuoteForm } from './quote-form-context';
import { quoteFormCopy as t } from './quote-form-copy';
import { FIELD_ORDER, VEHICLE_FIELDS, vehicleField } from './quote-form-fields';

/** Where the form posts. */
export const QUOTE_FORM_PATH = '/quote';

/** The quote form's classes in site.css, and its fields' ids (`vehicles.0.year` → `qf-vehicles-0-year`). */
const quoteFormLook: FormLook = {
  idPrefix: 'qf-',
  classes: {
    field: 'qf-field',
    invalid: 'qf-invalid',
    hint: 'qf-hint',
    error: 'qf-error',
    radios: 'qf-radios',
    radio: 'qf-radio',
    choices: { row: 'qf-radio-row', groups: 'qf-radio-groups', group: 'qf-radio-group' },
  },
  summary: { className: 'qf-error-summary', titleId: 'qf-error-summary-title', level: 3 },
  invalidGroups: false,
};

export interface QuoteFormProps {
  /** The embed's placement, sent as the widget sends it. */
  placementId?: string;
  source?: string;
  variant: 'full' | 'compact';
  /** Which way the form starts; the visitor can choose the other. */
  mode: Mode;
}

/**
 * A text field of the quote form: required unless said (the extra vehicle rows, which may stay empty), and
 * none is filled in by the browser unless said.
 */
function QuoteText(props: Parameters<typeof TextField>[0]) {
  return <TextField {...props} autoComplete={props.autoComplete ?? 'off'} required={props.required ?? true} />;
}

export function QuoteForm({ placementId, source, variant, mode }: QuoteFormProps): ReactElement {
  const state = useQuoteForm();
  const values = state?.values ?? {};
  const chosenMode = values.mode ?? mode;
  const form: FormState = {
    look: quoteFormLook,
    // The radios show the mode the form starts in, and a way of shipping that fits it, until one is chosen.
    values: {
      ...values,
      mode: chosenMode,
      transport_type: values.transport_type ?? (chosenMode === 'international' ? 'roro' : 'open'),
    },
    errors: errorsByField(state?.errors ?? []),
  };
  const moreRows = [1, 2, 3, 4];
  const moreOpen = moreRows.some((row) =>
    VEHICLE_FIELDS.some((f) => values[vehicleField(row, f)]?.trim() || form.errors[vehicleField(row, f)]),
  );
  const hint = mode === 'international' ? t.locationHintInternational : t.locationHintDomestic;
  const pageValues = {
    idempotency_key: values.idempotency_key,
    'context.placement.id': placementId,
    'context.placement.source': source,
    'context.variant': variant,
    ...Object.fromEntries(
      Object.entries(values).filter(([name]) => name.startsWith('context.campaign.') || name === 'context.page_url'),
    ),
  };

  return (
    <form className="quote-form" method="post" action={QUOTE_FORM_PATH} noValidate aria-labelledby="qf-title">
      <h2 className="quote-form-title" id="qf-title">
        {t.title}
      </h2>
      <FormErrorSummary form={form} order={FIELD_ORDER} autoFocus />
      <HiddenValues values={pageValues} omitEmpty />

      <fieldset className="qf-step">
        <legend>{t.stepNames[0]}</legend>
        <Radios
          form={form}
          name="mode"
          legend={t.modeLegend}
          options={[
            { value: 'domestic', label: t.modeDomestic },
            { value: 'international', label: t.modeInternational },
          ]}
        />
        <QuoteText form={form} name="origin_postal_code" label={t.origin} hint={hint} />
        <QuoteText form={form} name="destination_postal_code" label={t.destination} hint={hint} />
        <QuoteText form={form} name="ship_date" label={t.shipDate} type="date" className="qf-short" />
        <Radios
          form={form}
          name="transport_type"
          legend={t.transportLegend}
          groups={[
            { label: t.transportGroups.domestic, values: DOMESTIC_TRANSPORT },
            { label: t.transportGroups.international, values: INTERNATIONAL_TRANSPORT },
          ].map((group) => ({
            label: group.label,
            options: group.values.map((value) => ({ value, label: t.transport[value], hint: t.transportHint[value] })),
          }))}
        />
      </fieldset>

      <fieldset className="qf-step">
        <legend>{t.stepNames[1]}</legend>
        <VehicleRow row={0} form={form} />
        <details className="qf-more" open={moreOpen || undefined}>
          <summary>{t.moreVehicles}</summary>
          <p className="qf-hint">{t.moreVehiclesHint}</p>
          {moreRows.map((row) => (
            <VehicleRow key={row} row={row} form={form} />
          ))}
        </details>
      </fieldset>

      <fieldset className="qf-step">
        <legend>{t.stepNames[2]}</legend>
        <QuoteText form={form} name="first_name" label={t.firstName} autoComplete="given-name" />
        <QuoteText form={form} name="email" label={t.email} type="email" hint={t.emailHint} autoComplete="email" />
        <QuoteText form={form} name="phone" label={t.phone} type="tel" hint={t.phoneHint} autoComplete="tel" />
        {/* Honeypot: invisible to people and screen readers, filled in by bots, as in the widget. */}
        <div className="qf-honeypot" aria-hidden="true">
          <label htmlFor={fieldIdOf(quoteFormLook, 'website')}>{t.honeypot}</label>
          <input
            id={fieldIdOf(quoteFormLook, 'website')}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue={values.website ?? ''}
          />
        </div>
      </fieldset>

      <button type="submit" className="button button--primary qf-submit">
        {t.submit}
      </button>
    </form>
  );
}

function VehicleRow({ row, form }: { row: number; form: FormState }) {
  const name = (f: (typeof VEHICLE_FIELDS)[number]) => vehicleField(row, f);
  // Only the first vehicle is asked for; a further row is needed whole once any of it is typed, which the
  // server says at that row, as no attribute of the row's own can.
  const required = row === 0;
  return (
    <fieldset className="qf-vehicle">
      <legend>{t.vehicleLegend(row + 1)}</legend>
      <QuoteText
        form={form}
        name={name('year')}
        label={t.year}
        hint={t.yearHint}
        inputMode="numeric"
        className="qf-short"
        required={required}
      />
      <QuoteText form={form} name={name('make')} label={t.make} required={required} />
      <QuoteText form={form} name={name('model')} label={t.model} required={required} />
    </fieldset>
  );
}

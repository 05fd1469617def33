/**
 * The quote form without JavaScript: all three of the widget's steps on one page, each a fieldset named by
 * its step, posted to QUOTE_FORM_PATH. It is what the widget's element holds until the widget's script
 * replaces it, and all a visitor gets whose browser runs no script or never receives the widget's. Places
 * are typed text (no lookup and no datalist), the date a date input. Problems come back GOV.UK style: an
 * error summary first, focused on load, each problem a link to its field, and each field with its message,
 * `aria-describedby` and `aria-invalid`, every typed value kept.
 */
import type { ReactElement, ReactNode } from 'react';
import { DOMESTIC_TRANSPORT, type FieldError, INTERNATIONAL_TRANSPORT, type Mode } from '../../../shared/schema';
import { useQuoteForm } from './quote-form-context';
import { quoteFormCopy as t } from './quote-form-copy';
import { FIELD_ORDER, type QuoteFormValues, VEHICLE_FIELDS, vehicleField } from './quote-form-fields';

/** Where the form posts. */
export const QUOTE_FORM_PATH = '/quote';

/** The element id of the field named `name` (`vehicles.0.year` → `qf-vehicles-0-year`). */
export const quoteFieldId = (name: string) => `qf-${name.replaceAll('.', '-')}`;

export interface QuoteFormProps {
  /** The embed's placement, sent as the widget sends it. */
  placementId?: string;
  source?: string;
  variant: 'full' | 'compact';
  /** Which way the form starts; the visitor can choose the other. */
  mode: Mode;
}

type Errors = Readonly<Record<string, string>>;

export function QuoteForm({ placementId, source, variant, mode }: QuoteFormProps): ReactElement {
  const state = useQuoteForm();
  const values: QuoteFormValues = state?.values ?? {};
  const errors: Errors = Object.fromEntries((state?.errors ?? []).map((e) => [e.path, e.message]));
  const chosenMode = values.mode ?? mode;
  const transport = values.transport_type ?? (chosenMode === 'international' ? 'roro' : 'open');
  const moreRows = [1, 2, 3, 4];
  const moreOpen = moreRows.some((row) =>
    VEHICLE_FIELDS.some((f) => values[vehicleField(row, f)]?.trim() || errors[vehicleField(row, f)]),
  );
  const hidden = (name: string, value: string | undefined) =>
    value === undefined || value === '' ? null : <input key={name} type="hidden" name={name} value={value} />;
  const hint = mode === 'international' ? t.locationHintInternational : t.locationHintDomestic;
  const text = (name: string, label: string, extra: Omit<TextProps, 'name' | 'label' | 'value' | 'error'> = {}) => (
    <TextField name={name} label={label} value={values[name] ?? ''} error={errors[name]} {...extra} />
  );

  return (
    <form className="quote-form" method="post" action={QUOTE_FORM_PATH} noValidate aria-labelledby="qf-title">
      <h2 className="quote-form-title" id="qf-title">
        {t.title}
      </h2>
      {state && state.errors.length > 0 && <ErrorSummary errors={state.errors} />}
      {hidden('idempotency_key', values.idempotency_key)}
      {hidden('context.placement.id', placementId)}
      {hidden('context.placement.source', source)}
      {hidden('context.variant', variant)}
      {Object.entries(values)
        .filter(([name]) => name.startsWith('context.campaign.') || name === 'context.page_url')
        .map(([name, value]) => hidden(name, value))}

      <fieldset className="qf-step">
        <legend>{t.stepNames[0]}</legend>
        <Radios
          name="mode"
          legend={t.modeLegend}
          value={chosenMode}
          error={errors.mode}
          options={[
            { value: 'domestic', label: t.modeDomestic },
            { value: 'international', label: t.modeInternational },
          ]}
        />
        {text('origin_postal_code', t.origin, { hint })}
        {text('destination_postal_code', t.destination, { hint })}
        {text('ship_date', t.shipDate, { type: 'date', className: 'qf-short' })}
        <Radios
          name="transport_type"
          legend={t.transportLegend}
          value={transport}
          error={errors.transport_type}
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
        <VehicleRow row={0} values={values} errors={errors} />
        <details className="qf-more" open={moreOpen || undefined}>
          <summary>{t.moreVehicles}</summary>
          <p className="qf-hint">{t.moreVehiclesHint}</p>
          {moreRows.map((row) => (
            <VehicleRow key={row} row={row} values={values} errors={errors} />
          ))}
        </details>
      </fieldset>

      <fieldset className="qf-step">
        <legend>{t.stepNames[2]}</legend>
        {text('first_name', t.firstName, { autoComplete: 'given-name' })}
        {text('email', t.email, { type: 'email', hint: t.emailHint, autoComplete: 'email' })}
        {text('phone', t.phone, { type: 'tel', hint: t.phoneHint, autoComplete: 'tel' })}
        {/* Honeypot: invisible to people and screen readers, filled in by bots, as in the widget. */}
        <div className="qf-honeypot" aria-hidden="true">
          <label htmlFor={quoteFieldId('website')}>{t.honeypot}</label>
          <input
            id={quoteFieldId('website')}
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

function ErrorSummary({ errors }: { errors: readonly FieldError[] }) {
  const rank = (path: string) => {
    const at = FIELD_ORDER.indexOf(path);
    return at === -1 ? FIELD_ORDER.length : at;
  };
  const sorted = [...errors].sort((a, b) => rank(a.path) - rank(b.path));
  return (
    // biome-ignore lint/a11y/noAutofocus: the page is the answer to the form just sent; its problems are where the visitor continues
    <div className="qf-error-summary" role="alert" aria-labelledby="qf-error-summary-title" tabIndex={-1} autoFocus>
      <h3 id="qf-error-summary-title">{t.errorSummaryTitle}</h3>
      <ul>
        {sorted.map((error) => (
          <li key={error.path}>
            {FIELD_ORDER.includes(error.path) ? (
              <a href={`#${quoteFieldId(error.path)}`}>{error.message}</a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function VehicleRow({ row, values, errors }: { row: number; values: QuoteFormValues; errors: Errors }) {
  const field = (f: (typeof VEHICLE_FIELDS)[number], label: string, extra: Partial<TextProps> = {}) => {
    const name = vehicleField(row, f);
    return <TextField name={name} label={label} value={values[name] ?? ''} error={errors[name]} {...extra} />;
  };
  return (
    <fieldset className="qf-vehicle">
      <legend>{t.vehicleLegend(row + 1)}</legend>
      {field('year', t.year, { hint: t.yearHint, inputMode: 'numeric', className: 'qf-short' })}
      {field('make', t.make)}
      {field('model', t.model)}
    </fieldset>
  );
}

/** The aria attributes and message of a field that may have a problem. */
function described(id: string, error: string | undefined, hint: boolean) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return {
    aria: {
      ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}),
      ...(error ? { 'aria-invalid': true as const } : {}),
    },
    message: error ? (
      <p className="qf-error" id={`${id}-error`}>
        <span className="visually-hidden">Error: </span>
        {error}
      </p>
    ) : null,
  };
}

interface TextProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'numeric';
  className?: string;
}

function TextField({ name, label, value, error, hint, type = 'text', autoComplete, inputMode, className }: TextProps) {
  const id = quoteFieldId(name);
  const { aria, message } = described(id, error, hint !== undefined);
  return (
    <div className={error ? 'qf-field qf-invalid' : 'qf-field'}>
      <label htmlFor={id}>{label}</label>
      {hint !== undefined && (
        <p className="qf-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {message}
      <input
        id={id}
        name={name}
        // One of the text-like types; the widget's project, which also type-checks this file with Preact's
        // JSX, types `type` one value at a time and refuses a union of them.
        type={type as 'text'}
        defaultValue={value}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        className={className}
        required
        {...aria}
      />
    </div>
  );
}

interface RadioOption {
  value: string;
  label: string;
  hint?: string;
}

function Radios({
  name,
  legend,
  value,
  error,
  options,
  groups,
}: {
  name: string;
  legend: string;
  value: string;
  error?: string;
  options?: readonly RadioOption[];
  groups?: readonly { label: string; options: readonly RadioOption[] }[];
}) {
  const id = quoteFieldId(name);
  // The group is described by its message; aria-invalid belongs to the controls a visitor types in.
  const { message } = described(id, error, false);
  let first = true;
  const radio = (option: RadioOption) => {
    // The error summary links to the group's first choice.
    const optionId = first ? id : `${id}-${option.value}`;
    first = false;
    return (
      <div className="qf-radio" key={option.value}>
        <input
          id={optionId}
          type="radio"
          name={name}
          value={option.value}
          defaultChecked={option.value === value}
          aria-describedby={option.hint ? `${optionId}-hint` : undefined}
        />
        <label htmlFor={optionId}>{option.label}</label>
        {option.hint && (
          <p className="qf-hint" id={`${optionId}-hint`}>
            {option.hint}
          </p>
        )}
      </div>
    );
  };
  const body: ReactNode = groups
    ? groups.map((group) => (
        <fieldset className="qf-radio-group" key={group.label}>
          <legend>{group.label}</legend>
          {group.options.map(radio)}
        </fieldset>
      ))
    : options?.map(radio);
  return (
    <fieldset
      className={error ? 'qf-radios qf-invalid' : 'qf-radios'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      {message}
      <div className={groups ? 'qf-radio-groups' : 'qf-radio-row'}>{body}</div>
    </fieldset>
  );
}

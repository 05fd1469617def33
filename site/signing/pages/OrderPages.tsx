/**
 * The order's pages: step 1, the details; step 2, review and sign (OrderReviewPage.tsx); and the plain
 * pages that refuse a post. Server-rendered and whole without JavaScript: step 1's answers travel to step 2
 * as hidden inputs, so nothing typed lives on the server before the order is signed; a small script only
 * keeps step 1's live price line to its answers (live-price-script.ts).
 */
import type { ReactNode } from 'react';
import { formatShortDate, formatUsd } from '../../../shared/format';
import { ORDER_TEXT_LIMITS } from '../../../shared/order-schema';
import { transportNames } from '../../../shared/transport-names';
import { vehicleName } from '../../../shared/vehicle-name';
import type { BookingView } from '../../booking/booking-view';
import { BookingDocument } from '../../booking/pages/BookingDocument';
import { brand } from '../../content/brand';
import type { DomesticEstimate } from '../../quote/pricing/pricing';
import { CallUs } from '../../ui/CallUs';
import { ErrorSummary, FormErrorSummary } from '../../ui/forms/ErrorSummary';
import { TextArea, TextField } from '../../ui/forms/Field';
import type { FieldErrors, FormState } from '../../ui/forms/form-state';
import { Radios } from '../../ui/forms/Radios';
import { renderHtml } from '../../ui/html';
import { LIVE_PRICE_SCRIPT_PATH } from '../live-price-script';
import type { OrderFees } from '../order-fees';
import { detailsFieldNames, type FormValues } from '../order-form-values';
import { orderPageCopy as t } from '../order-page-copy';
import { orderForm, orderFormLook, StateSelect } from './OrderFields';

/** The order pages' chrome: the lead number over the content, the advisors' phone under it. */
export function OrderDocument({
  title,
  view,
  printable = false,
  scripts,
  signed = false,
  children,
}: {
  title: string;
  view: BookingView;
  printable?: boolean;
  scripts?: readonly string[];
  /** The order is signed: questions go to customer support, not to the advisors who sell. */
  signed?: boolean;
  children: ReactNode;
}) {
  return (
    <BookingDocument
      title={`${title} – ${brand.name}`}
      description={title}
      printable={printable}
      {...(scripts ? { scripts } : {})}
    >
      <div className="order-page">
        <p className="order-lead-number">{view.leadNumber}</p>
        {children}
        <aside className="order-call" aria-label="Questions">
          <p>{signed ? t.questionsSupport : t.questionsAdvisor}</p>
          <CallUs phone={signed ? brand.phones.support : brand.phones.advisors} />
        </aside>
      </div>
    </BookingDocument>
  );
}

export interface OrderFormPageProps {
  view: BookingView;
  token: string;
  estimate: DomesticEstimate;
  values: FormValues;
  errors: FieldErrors;
  bounds: { today: string; latest: string };
  /** The fees the answers add or remove, and the totals the live price line adds them to. */
  fees: OrderFees;
}

/**
 * "Your price with these answers", hidden until the page's script (live-price-script.ts) fills it in from
 * the totals in its data: with JavaScript off the fee notes stand alone and the review shows the total.
 */
function LivePrice({ fees, latest }: { fees: OrderFees; latest: string }) {
  if (!fees.runs) return null;
  const data = {
    runs: fees.runs,
    inopFee: fees.inopFee,
    last: latest,
    priced: t.livePrice('{total}'),
    noDate: t.livePriceNoDate,
  };
  return (
    <div className="live-price" data-live-price={JSON.stringify(data)} hidden>
      <p className="live-price-total" aria-live="polite" data-live-price-total />
      <p className="hint">{t.livePriceNote}</p>
    </div>
  );
}

/** A place's address and the contact there, each field named `pickup.street`, `delivery.city`… */
function AddressFields({ form, place, legend }: { form: FormState; place: 'pickup' | 'delivery'; legend: string }) {
  const n = (name: string) => `${place}.${name}`;
  return (
    <fieldset className="group">
      <legend>{legend}</legend>
      <TextField
        form={form}
        name={n('street')}
        label={t.street}
        autoComplete={`section-${place} street-address`}
        maxLength={ORDER_TEXT_LIMITS.street}
      />
      <div className="field-row">
        <TextField
          form={form}
          name={n('city')}
          label={t.city}
          autoComplete={`section-${place} address-level2`}
          maxLength={ORDER_TEXT_LIMITS.city}
        />
        <StateSelect form={form} name={n('state')} label={t.state} />
        <TextField
          form={form}
          name={n('postal_code')}
          label={t.postalCode}
          autoComplete={`section-${place} postal-code`}
          className="input-short"
        />
      </div>
      <p className="hint">{t.contactHint}</p>
      <div className="field-row">
        <TextField
          form={form}
          name={n('contact_name')}
          label={t.contactName}
          autoComplete="off"
          maxLength={ORDER_TEXT_LIMITS.contactName}
        />
        <TextField form={form} name={n('contact_phone')} label={t.contactPhone} type="tel" autoComplete="off" />
      </div>
    </fieldset>
  );
}

function OrderFormPage({ view, token, estimate, values, errors, bounds, fees }: OrderFormPageProps) {
  const form = orderForm(values, errors);
  const { shortNotice } = fees;
  const dateHint = t.firstAvailableHint(formatShortDate(bounds.latest));
  return (
    <OrderDocument title={t.detailsTitle} view={view} {...(fees.runs ? { scripts: [LIVE_PRICE_SCRIPT_PATH] } : {})}>
      <FormErrorSummary form={form} order={detailsFieldNames(view.vehicles.length)} />
      <p className="step">{t.stepOf(1)}</p>
      <h1>{t.detailsTitle}</h1>
      <p>{t.detailsLead}</p>
      <form method="post" action={`/booking/${token}/order`} noValidate>
        <Radios
          form={form}
          name="carrier"
          legend={t.carrierLegend}
          options={[
            { value: 'open', label: `${transportNames.open}: ${formatUsd(estimate.open.point)}` },
            { value: 'enclosed', label: `${transportNames.enclosed}: ${formatUsd(estimate.enclosed.point)}` },
          ]}
        />
        <fieldset className="group">
          <legend>{t.firstAvailableLegend}</legend>
          <TextField
            form={form}
            name="first_available_date"
            label={t.firstAvailableLabel}
            type="date"
            min={bounds.today}
            max={bounds.latest}
            hint={
              shortNotice
                ? `${dateHint} ${t.shortNoticeFee(shortNotice.days, formatUsd(shortNotice.fee), shortNotice.since, formatShortDate(shortNotice.firstRegularDate))}`
                : dateHint
            }
            className="input-short"
          />
        </fieldset>
        <AddressFields form={form} place="pickup" legend={t.pickupLegend} />
        <AddressFields form={form} place="delivery" legend={t.deliveryLegend} />
        {view.vehicles.map((vehicle, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the quote's vehicles, fixed for the render
          <fieldset className="group" key={i}>
            <legend>{t.vehicleLegend(vehicleName(vehicle))}</legend>
            <Radios
              form={form}
              name={`vehicles.${i}.runs`}
              legend={t.runsLegend}
              options={[
                { value: 'yes', label: t.runsYes },
                { value: 'no', label: t.runsNo, hint: t.runsNoFee(formatUsd(fees.inopFee)) },
              ]}
            />
            <TextField
              form={form}
              name={`vehicles.${i}.vin`}
              label={t.vin}
              hint={t.vinHint}
              autoComplete="off"
              className="input-vin"
            />
            <TextArea
              form={form}
              name={`vehicles.${i}.notes`}
              label={t.notes}
              hint={t.notesHint}
              maxLength={ORDER_TEXT_LIMITS.notes}
            />
          </fieldset>
        ))}
        <fieldset className="group">
          <legend>{t.lastNameLegend}</legend>
          <TextField
            form={form}
            name="last_name"
            label={t.lastName}
            autoComplete="family-name"
            maxLength={ORDER_TEXT_LIMITS.lastName}
          />
        </fieldset>
        <LivePrice fees={fees} latest={bounds.latest} />
        <button type="submit" className="button">
          {t.continueButton}
        </button>
      </form>
      <p>
        <a href={`/booking/${token}`}>{t.backToQuote}</a>
      </p>
    </OrderDocument>
  );
}

function ProblemPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <BookingDocument title={`${title} – ${brand.name}`} description={title}>
      <h1>{title}</h1>
      {children}
      <CallUs />
    </BookingDocument>
  );
}

export function renderOrderFormPage(props: OrderFormPageProps): string {
  return renderHtml(<OrderFormPage {...props} />);
}

/** A refused post: a sentence, the problems when there are any, and the phone number. */
export function renderOrderProblemPage(title: string, body: string, problems: readonly string[] = []): string {
  return renderHtml(
    <ProblemPage title={title}>
      <ErrorSummary look={orderFormLook} problems={problems.map((message) => ({ message }))} focusable={false} />
      <p>{body}</p>
    </ProblemPage>,
  );
}

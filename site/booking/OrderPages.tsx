/**
 * The order's pages: step 1, the details; step 2, review and sign; the confirmation; and the plain pages
 * that refuse a post. Server-rendered, no JavaScript: step 1's answers travel to step 2 as hidden inputs,
 * so nothing typed lives on the server before the order is signed.
 */
import type { ReactNode } from 'react';
import { formatShortDate, formatUsd } from '../../shared/format';
import { CONSENT_VALUE, ORDER_TEXT_LIMITS, type Order } from '../../shared/order-schema';
import { transportNames } from '../../shared/transport-names';
import { vehicleName } from '../../shared/vehicle-name';
import { brand } from '../content/brand';
import type { DomesticEstimate } from '../pricing/pricing';
import { renderHtml } from '../web/html';
import { BookingDocument } from './BookingPage';
import type { BookingView } from './booking-view';
import { CallUs } from './CallUs';
import { maskPhone } from './contact-masking';
import { ErrorSummary, type FieldErrors, HiddenValues, Radios, StateSelect, TextArea, TextField } from './OrderFields';
import { detailsFieldNames, type FormValues } from './order-form-values';
import { orderPageCopy as t } from './order-page-copy';
import type { OrderPrice, UnpricedOrder } from './order-price';
import type { PlacedOrder } from './order-service';
import { pickupWindow } from './pickup-window';
import { OrderAtAGlance, OrderNextSteps, SignedAgreementText } from './SignedOrderSections';

function OrderDocument({
  title,
  view,
  printable = false,
  children,
}: {
  title: string;
  view: BookingView;
  printable?: boolean;
  children: ReactNode;
}) {
  return (
    <BookingDocument title={`${title} – ${brand.name}`} description={title} printable={printable}>
      <div className="order-page">
        <p className="order-lead-number">{view.leadNumber}</p>
        {children}
        <aside className="order-call" aria-label="Questions">
          <p>Questions? Call an advisor:</p>
          <CallUs />
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
}

function OrderFormPage({ view, token, estimate, values, errors, bounds }: OrderFormPageProps) {
  const p = (place: 'pickup' | 'delivery') => (name: string) => `${place}.${name}`;
  const address = (place: 'pickup' | 'delivery', legend: string) => {
    const n = p(place);
    return (
      <fieldset className="group">
        <legend>{legend}</legend>
        <TextField
          name={n('street')}
          label={t.street}
          values={values}
          errors={errors}
          autoComplete={`section-${place} street-address`}
          maxLength={ORDER_TEXT_LIMITS.street}
        />
        <div className="field-row">
          <TextField
            name={n('city')}
            label={t.city}
            values={values}
            errors={errors}
            autoComplete={`section-${place} address-level2`}
            maxLength={ORDER_TEXT_LIMITS.city}
          />
          <StateSelect name={n('state')} label={t.state} values={values} errors={errors} />
          <TextField
            name={n('postal_code')}
            label={t.postalCode}
            values={values}
            errors={errors}
            autoComplete={`section-${place} postal-code`}
            className="input-short"
          />
        </div>
        <p className="hint">{t.contactHint}</p>
        <div className="field-row">
          <TextField
            name={n('contact_name')}
            label={t.contactName}
            values={values}
            errors={errors}
            autoComplete="off"
            maxLength={ORDER_TEXT_LIMITS.contactName}
          />
          <TextField
            name={n('contact_phone')}
            label={t.contactPhone}
            values={values}
            errors={errors}
            type="tel"
            autoComplete="off"
          />
        </div>
      </fieldset>
    );
  };
  return (
    <OrderDocument title={t.detailsTitle} view={view}>
      <ErrorSummary errors={errors} order={detailsFieldNames(view.vehicles.length)} />
      <p className="step">{t.stepOf(1)}</p>
      <h1>{t.detailsTitle}</h1>
      <p>{t.detailsLead}</p>
      <form method="post" action={`/booking/${token}/order`} noValidate>
        <Radios
          name="carrier"
          legend={t.carrierLegend}
          values={values}
          errors={errors}
          options={[
            { value: 'open', label: `${transportNames.open}: ${formatUsd(estimate.open.point)}` },
            { value: 'enclosed', label: `${transportNames.enclosed}: ${formatUsd(estimate.enclosed.point)}` },
          ]}
        />
        <fieldset className="group">
          <legend>{t.firstAvailableLegend}</legend>
          <TextField
            name="first_available_date"
            label={t.firstAvailableLabel}
            type="date"
            min={bounds.today}
            max={bounds.latest}
            hint={t.firstAvailableHint(formatShortDate(bounds.latest))}
            values={values}
            errors={errors}
            className="input-short"
          />
        </fieldset>
        {address('pickup', t.pickupLegend)}
        {address('delivery', t.deliveryLegend)}
        {view.vehicles.map((vehicle, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the quote's vehicles, fixed for the render
          <fieldset className="group" key={i}>
            <legend>{t.vehicleLegend(vehicleName(vehicle))}</legend>
            <Radios
              name={`vehicles.${i}.runs`}
              legend={t.runsLegend}
              values={values}
              errors={errors}
              options={[
                { value: 'yes', label: t.runsYes },
                { value: 'no', label: t.runsNo },
              ]}
            />
            <TextField
              name={`vehicles.${i}.vin`}
              label={t.vin}
              hint={t.vinHint}
              values={values}
              errors={errors}
              autoComplete="off"
              className="input-vin"
            />
            <TextArea
              name={`vehicles.${i}.notes`}
              label={t.notes}
              hint={t.notesHint}
              values={values}
              errors={errors}
              maxLength={ORDER_TEXT_LIMITS.notes}
            />
          </fieldset>
        ))}
        <fieldset className="group">
          <legend>{t.lastNameLegend}</legend>
          <TextField
            name="last_name"
            label={t.lastName}
            values={values}
            errors={errors}
            autoComplete="family-name"
            maxLength={ORDER_TEXT_LIMITS.lastName}
          />
        </fieldset>
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

function AddressBlock({ heading, address }: { heading: string; address: Order['pickup'] }) {
  return (
    <div>
      <h3>{heading}</h3>
      <address>
        {address.street}
        <br />
        {address.city}, {address.state} {address.postal_code}
        <br />
        {t.contact}: {address.contact_name}, {address.contact_phone}
      </address>
    </div>
  );
}

/** The order as it will be agreed: route, addresses, vehicles, carrier and dates, price, terms. */
function OrderSummary({
  view,
  details,
  price,
  quotePriceDays,
}: {
  view: BookingView;
  details: Pick<Order, 'pickup' | 'delivery' | 'vehicles' | 'carrier' | 'first_available_date'>;
  price: OrderPrice;
  quotePriceDays: number;
}) {
  const window = pickupWindow(details.first_available_date);
  return (
    <div className="order-summary">
      <section aria-labelledby="summary-route">
        <h2 id="summary-route">{t.routeHeading}</h2>
        <p>
          {t.quotedRoute}: {view.origin} → {view.destination}
        </p>
        <div className="addresses">
          <AddressBlock heading={t.pickupHeading} address={details.pickup} />
          <AddressBlock heading={t.deliveryHeading} address={details.delivery} />
        </div>
      </section>
      <section aria-labelledby="summary-vehicles">
        <h2 id="summary-vehicles">{t.vehiclesHeading}</h2>
        <ul className="vehicles">
          {view.vehicles.map((vehicle, i) => {
            const ordered = details.vehicles[i];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the quote's vehicles, fixed for the render
              <li key={i}>
                <span className="vehicle-name">{vehicleName(vehicle)}</span>:{' '}
                {ordered ? t.runsAnswer[ordered.runs] : ''}
                {', '}
                {ordered?.vin ? `VIN ${ordered.vin}` : t.noVin}
                {ordered?.notes ? <span className="vehicle-notes">{ordered.notes}</span> : null}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="summary-transport">
        <h2 id="summary-transport">{t.transportHeading}</h2>
        <dl className="facts">
          <dt>{t.carrier}</dt>
          <dd>{transportNames[details.carrier]}</dd>
          <dt>{t.firstAvailable}</dt>
          <dd>{formatShortDate(details.first_available_date)}</dd>
          <dt>{t.pickupWindow}</dt>
          <dd>{t.pickupWindowSpan(formatShortDate(window.first), formatShortDate(window.last))}</dd>
        </dl>
      </section>
      <section aria-labelledby="summary-price">
        <h2 id="summary-price">{t.priceHeading}</h2>
        {price.priceSource === 'repriced' && (
          <p className="repriced" role="note">
            {t.repriced(formatUsd(price.quotedTotal), formatUsd(price.total), quotePriceDays)}
          </p>
        )}
        <table className="order-lines">
          <caption className="visually-hidden">{t.priceHeading}</caption>
          <tbody>
            {price.lines.map((line) => (
              <tr key={`${line.kind}-${line.vehicleIndex ?? ''}`}>
                <th scope="row">{line.label}</th>
                <td>{formatUsd(line.amount)}</td>
              </tr>
            ))}
            {price.priceSource === 'repriced' && (
              <tr className="old-total">
                <th scope="row">{t.oldTotal}</th>
                <td>
                  <s>{formatUsd(price.quotedTotal)}</s>
                </td>
              </tr>
            )}
            <tr className="total">
              <th scope="row">{t.total}</th>
              <td>{formatUsd(price.total)}</td>
            </tr>
          </tbody>
        </table>
      </section>
      <section aria-labelledby="summary-terms">
        <h2 id="summary-terms">{t.termsHeading}</h2>
        <ul className="included">
          <li>{t.payment}</li>
          <li>{t.cancellation}</li>
          <li>{t.changesByPhone}</li>
          <li>Door-to-door service</li>
          <li>All quotes include insurance</li>
          <li>No hidden fees</li>
        </ul>
      </section>
    </div>
  );
}

export interface OrderReviewPageProps {
  view: BookingView;
  token: string;
  /** Step 1's answers as typed, carried in hidden inputs. */
  values: FormValues;
  details: Order | Omit<Order, 'typed_name' | 'consent'>;
  price: OrderPrice | UnpricedOrder;
  quotePriceDays: number;
  errors: FieldErrors;
}

/**
 * A contact left empty is the customer, with the phone number of their quote: the review shows it masked
 * as every page under the link does (contact-masking.ts). A number typed on step 1 shows as typed.
 */
function contactsAsShown<D extends Pick<Order, 'pickup' | 'delivery'>>(details: D, values: FormValues): D {
  const shown = (place: 'pickup' | 'delivery') => {
    const address = details[place];
    const typed = (values[`${place}.contact_phone`] ?? '').trim() !== '';
    return typed ? address : { ...address, contact_phone: maskPhone(address.contact_phone) };
  };
  return { ...details, pickup: shown('pickup'), delivery: shown('delivery') };
}

function OrderReviewPage({ view, token, values, details, price, quotePriceDays, errors }: OrderReviewPageProps) {
  const names = detailsFieldNames(view.vehicles.length);
  return (
    <OrderDocument title={t.reviewTitle} view={view}>
      <ErrorSummary errors={errors} order={['typed_name', 'consent']} />
      <p className="step">{t.stepOf(2)}</p>
      <h1>{t.reviewTitle}</h1>
      <p>{t.reviewLead}</p>
      {price.kind === 'priced' ? (
        <OrderSummary
          view={view}
          details={contactsAsShown(details, values)}
          price={price}
          quotePriceDays={quotePriceDays}
        />
      ) : (
        <div className="agent" role="note">
          <p>{t.unpricedOrder}</p>
          <CallUs />
        </div>
      )}
      <form method="post" action={`/booking/${token}/order/edit`} className="change-form">
        <HiddenValues values={values} names={names} />
        <button type="submit" className="button button-secondary">
          {t.changeButton}
        </button>
      </form>
      {price.kind === 'priced' && (
        <form method="post" action={`/booking/${token}/order/sign`} noValidate className="sign-form">
          <HiddenValues values={values} names={names} />
          <fieldset className="group">
            <legend>{t.signHeading}</legend>
            <TextField
              name="typed_name"
              label={t.typedName}
              hint={t.typedNameHint}
              values={values}
              errors={errors}
              autoComplete="name"
              maxLength={ORDER_TEXT_LIMITS.typedName}
            />
            <div className={errors.consent ? 'checkbox field-invalid' : 'checkbox'}>
              {errors.consent && (
                <p className="field-error" id="f-consent-error">
                  <span className="visually-hidden">Error: </span>
                  {errors.consent}
                </p>
              )}
              <input
                type="checkbox"
                id="f-consent"
                name="consent"
                value={CONSENT_VALUE}
                defaultChecked={values.consent === CONSENT_VALUE}
                {...(errors.consent ? { 'aria-invalid': true, 'aria-describedby': 'f-consent-error' } : {})}
              />
              <label htmlFor="f-consent">{t.consent}</label>
            </div>
          </fieldset>
          <button type="submit" className="button">
            {t.signButton}
          </button>
        </form>
      )}
    </OrderDocument>
  );
}

/** The confirmation leads with the order as the booking page then does; the full summary follows. */
function OrderConfirmedPage({
  view,
  token,
  order,
  quotePriceDays,
}: {
  view: BookingView;
  token: string;
  /** The order as the link shows it (contact-masking.ts). */
  order: PlacedOrder;
  quotePriceDays: number;
}) {
  return (
    <OrderDocument title={t.confirmedTitle} view={view} printable>
      <div className="confirmed" role="status">
        <h1>{t.confirmedTitle}</h1>
        <p>{t.confirmedLead(order.orderNumber)}</p>
      </div>
      <OrderAtAGlance token={token} order={order} />
      <OrderNextSteps />
      <div className="no-print">
        <OrderSummary view={view} details={order.details} price={order.price} quotePriceDays={quotePriceDays} />
      </div>
      <SignedAgreementText order={order} />
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

export function renderOrderReviewPage(props: OrderReviewPageProps): string {
  return renderHtml(<OrderReviewPage {...props} />);
}

export function renderOrderConfirmedPage(props: {
  view: BookingView;
  token: string;
  order: PlacedOrder;
  quotePriceDays: number;
}): string {
  return renderHtml(<OrderConfirmedPage {...props} />);
}

/** A refused post: a sentence, the problems when there are any, and the phone number. */
export function renderOrderProblemPage(title: string, body: string, problems: readonly string[] = []): string {
  return renderHtml(
    <ProblemPage title={title}>
      {problems.length > 0 && (
        <div className="error-summary" role="alert" aria-labelledby="error-summary-title">
          <h2 id="error-summary-title">{t.errorSummaryTitle}</h2>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <p>{body}</p>
    </ProblemPage>,
  );
}

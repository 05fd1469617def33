/**
 * The order's pages: step 1, the details; step 2, review and sign; the confirmation; and the plain pages
 * that refuse a post. Server-rendered, no JavaScript: step 1's answers travel to step 2 as hidden inputs,
 * so nothing typed lives on the server before the order is signed.
 */
import type { ReactNode } from 'react';
import { formatShortDate, formatUsd } from '../../../shared/format';
import { CONSENT_VALUE, ORDER_TEXT_LIMITS } from '../../../shared/order-schema';
import { transportNames } from '../../../shared/transport-names';
import { vehicleName } from '../../../shared/vehicle-name';
import type { BookingView } from '../../booking/booking-view';
import { BookingDocument } from '../../booking/pages/BookingDocument';
import { brand } from '../../content/brand';
import { formatBrokerTime } from '../../content/broker-time';
import type { DomesticEstimate } from '../../quote/pricing/pricing';
import { CallUs } from '../../ui/CallUs';
import { renderHtml } from '../../ui/html';
import { LinkedText } from '../../ui/LinkedText';
import type { AgreementStructure } from '../agreement-document';
import { orderPlacesCopy as p } from '../order-copy';
import { detailsFieldNames, type FormValues } from '../order-form-values';
import { orderPageCopy as t } from '../order-page-copy';
import type { MovedEnd } from '../order-places';
import type { OrderPrice, UnpricedOrder } from '../order-price';
import { REVIEWED_FIELDS } from '../reviewed-price';
import { AgreementDocument } from './AgreementDocument';
import { ErrorSummary, type FieldErrors, HiddenValues, Radios, StateSelect, TextArea, TextField } from './OrderFields';

/** The order pages' chrome: the lead number over the content, the advisors' phone under it. */
export function OrderDocument({
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

export interface OrderReviewPageProps {
  view: BookingView;
  token: string;
  /** Step 1's answers as typed, carried in hidden inputs. */
  values: FormValues;
  price: OrderPrice | UnpricedOrder;
  /** The agreement the customer signs, as it stands before signing; none for an order not priced online. */
  agreement: AgreementStructure | undefined;
  quotePriceDays: number;
  /** When the quote's price stops holding (ms since the epoch). */
  holdEnds: number;
  errors: FieldErrors;
  /** The total the customer reviewed, when signing found a different one and signed nothing. */
  reviewedTotal?: number | undefined;
  /** The ends of the route that moved from the quote's places, and the quoted route's total. */
  routeChange?: { moved: readonly MovedEnd[]; quotedTotal?: number } | undefined;
}

function PriceChanged({
  price,
  reviewedTotal,
  holdEnds,
}: {
  price: OrderPrice;
  reviewedTotal: number;
  holdEnds: number;
}) {
  const was = formatUsd(reviewedTotal);
  const now = formatUsd(price.total);
  return (
    <div className="price-changed" role="alert" aria-labelledby="price-changed-heading">
      <h2 id="price-changed-heading">{t.priceChangedHeading}</h2>
      <p>
        {price.priceSource === 'repriced'
          ? t.priceLapsed(formatBrokerTime(holdEnds), was, now)
          : t.priceChanged(was, now)}
      </p>
    </div>
  );
}

function RouteChanged({ change, total }: { change: NonNullable<OrderReviewPageProps['routeChange']>; total: number }) {
  return (
    <section className="route-changed" role="note" aria-labelledby="route-changed-heading">
      <h2 id="route-changed-heading">{p.movedHeading}</h2>
      <ul>
        {change.moved.map((end) => (
          <li key={end.end}>{p.moved(end.end, end.label, end.miles)}</li>
        ))}
      </ul>
      {change.quotedTotal !== undefined && <p>{p.repricedForRoute(formatUsd(change.quotedTotal), formatUsd(total))}</p>}
    </section>
  );
}

/** The id of the agreement's heading on the review: the consent's "order terms" link to it. */
export const AGREEMENT_ID = 'agreement';

/** What signing and keeping records electronically means, told before the consent box asks for it. */
function ElectronicRecordsDisclosure() {
  const e = t.electronicRecords;
  const phone = brand.phones.advisors;
  const email = brand.mailboxes.support;
  const contact = [
    { text: phone.display, href: phone.href },
    { text: email.address, href: email.href },
  ];
  return (
    <section aria-labelledby="electronic-records-heading" className="electronic-records">
      <h2 id="electronic-records-heading">{e.heading}</h2>
      <ul>
        <li>{e.records}</li>
        <li>
          <LinkedText text={e.paperCopy(phone.display, email.address)} links={contact} />
        </li>
        <li>
          <LinkedText text={e.withdraw(phone.display, email.address)} links={contact} />
        </li>
        <li>{e.requirements}</li>
        <li>{e.scope}</li>
      </ul>
    </section>
  );
}

function OrderReviewPage(props: OrderReviewPageProps) {
  const { view, token, values, price, agreement, quotePriceDays, holdEnds, errors, reviewedTotal, routeChange } = props;
  const names = detailsFieldNames(view.vehicles.length);
  return (
    <OrderDocument title={t.reviewTitle} view={view}>
      {price.kind === 'priced' && reviewedTotal !== undefined && (
        <PriceChanged price={price} reviewedTotal={reviewedTotal} holdEnds={holdEnds} />
      )}
      <ErrorSummary errors={errors} order={['typed_name', 'consent']} />
      <p className="step">{t.stepOf(2)}</p>
      <h1>{t.reviewTitle}</h1>
      {price.kind === 'priced' && agreement ? (
        <>
          <p>{t.reviewLead}</p>
          {routeChange && <RouteChanged change={routeChange} total={price.total} />}
          {price.toBeConfirmed?.length ? (
            <p className="to-be-confirmed" role="note">
              {t.priceToBeConfirmed(price.toBeConfirmed)}
            </p>
          ) : null}
          {price.priceSource === 'quote' && <p className="price-hold">{t.priceHolds(formatBrokerTime(holdEnds))}</p>}
          {price.priceSource === 'repriced' && (
            <p className="repriced" role="note">
              {t.repriced(formatUsd(price.quotedTotal), formatUsd(price.total), quotePriceDays)}
            </p>
          )}
          <AgreementDocument structure={agreement} id={AGREEMENT_ID} level={2} />
        </>
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
      {price.kind === 'priced' && agreement && (
        <>
          <ElectronicRecordsDisclosure />
          <form method="post" action={`/booking/${token}/order/sign`} noValidate className="sign-form">
            <HiddenValues values={values} names={names} />
            <input type="hidden" name={REVIEWED_FIELDS.total} value={String(price.total)} />
            <input type="hidden" name={REVIEWED_FIELDS.source} value={price.priceSource} />
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
                <label htmlFor="f-consent">
                  <LinkedText text={t.consent} links={[{ text: t.consentLink, href: `#${AGREEMENT_ID}` }]} />
                </label>
              </div>
            </fieldset>
            <button type="submit" className="button">
              {t.signButton}
            </button>
          </form>
        </>
      )}
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

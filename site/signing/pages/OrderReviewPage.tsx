/**
 * Step 2 of the order: the review of what is ordered at what price, the agreement as it will be signed,
 * and the sign form (a typed name and the consent box), or the advisor's phone for an order not priced
 * online. Step 1's answers come along as hidden inputs, in both the change form and the sign form.
 */
import { formatUsd } from '../../../shared/format';
import { CONSENT_VALUE, ORDER_TEXT_LIMITS } from '../../../shared/order-schema';
import type { BookingView } from '../../booking/booking-view';
import { brand } from '../../content/brand';
import { formatBrokerTime } from '../../content/broker-time';
import { CallUs } from '../../ui/CallUs';
import { Checkbox } from '../../ui/forms/Checkbox';
import { FormErrorSummary } from '../../ui/forms/ErrorSummary';
import { TextField } from '../../ui/forms/Field';
import type { FieldErrors } from '../../ui/forms/form-state';
import { HiddenValues } from '../../ui/forms/HiddenValues';
import { renderHtml } from '../../ui/html';
import { LinkedText } from '../../ui/LinkedText';
import type { AgreementStructure } from '../agreement-document';
import { orderPlacesCopy as p } from '../order-copy';
import { detailsFieldNames, type FormValues } from '../order-form-values';
import { orderPageCopy as t } from '../order-page-copy';
import type { MovedEnd } from '../order-places';
import type { OrderPrice, UnpricedOrder } from '../order-price';
import type { PriceChange } from '../price-change';
import { REVIEWED_FIELDS } from '../reviewed-price';
import { AgreementDocument } from './AgreementDocument';
import { orderForm } from './OrderFields';
import { OrderDocument } from './OrderPages';

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
  /** Why the total is not the quote's, when it is not. */
  priceChange?: PriceChange | undefined;
}

/**
 * The price's lines and total, right above the sign box: on a phone the agreement runs to thousands of
 * pixels, and what is signed for must be in view where it is signed.
 */
function PriceSummary({ price, change }: { price: OrderPrice; change: PriceChange | undefined }) {
  return (
    <section className="price-summary" aria-labelledby="price-summary-heading">
      <h2 id="price-summary-heading">{t.priceHeading}</h2>
      <table>
        <tbody>
          {price.lines.map((line) => (
            <tr key={`${line.kind}-${line.vehicleIndex ?? ''}`}>
              <th scope="row">{line.label}</th>
              <td>{formatUsd(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="price-summary-total">
            <th scope="row">{t.total}</th>
            <td>{formatUsd(price.total)}</td>
          </tr>
        </tfoot>
      </table>
      {change && <p>{t.priceBecause(formatUsd(change.quoted), formatUsd(price.total), change.reasons)}</p>}
    </section>
  );
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
  const { priceChange } = props;
  const names = detailsFieldNames(view.vehicles.length);
  const form = orderForm(values, errors);
  return (
    <OrderDocument title={t.reviewTitle} view={view}>
      {price.kind === 'priced' && reviewedTotal !== undefined && (
        <PriceChanged price={price} reviewedTotal={reviewedTotal} holdEnds={holdEnds} />
      )}
      <FormErrorSummary form={form} order={['typed_name', 'consent']} />
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
          <PriceSummary price={price} change={priceChange} />
          <form method="post" action={`/booking/${token}/order/sign`} noValidate className="sign-form">
            <HiddenValues values={values} names={names} />
            <HiddenValues
              values={{ [REVIEWED_FIELDS.total]: String(price.total), [REVIEWED_FIELDS.source]: price.priceSource }}
            />
            <fieldset className="group">
              <legend>{t.signHeading}</legend>
              <TextField
                form={form}
                name="typed_name"
                label={t.typedName}
                hint={t.typedNameHint}
                autoComplete="name"
                maxLength={ORDER_TEXT_LIMITS.typedName}
              />
              <Checkbox form={form} name="consent" value={CONSENT_VALUE}>
                <LinkedText text={t.consent} links={[{ text: t.consentLink, href: `#${AGREEMENT_ID}` }]} />
              </Checkbox>
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

export function renderOrderReviewPage(props: OrderReviewPageProps): string {
  return renderHtml(<OrderReviewPage {...props} />);
}

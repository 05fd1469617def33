/**
 * A step's email's HTML body, set in EmailLayout by render-email.tsx. React escapes every value from the
 * order, the carrier and the reason.
 */
import type { ReactElement } from 'react';
import { Card, Details, LinkCard, Paragraphs, PhoneCard, SectionCards, styles } from '../EmailLayout';
import { orderStepEmailCopy as t } from './order-step-email-copy';
import type { CarrierView, OrderStepEmailView } from './order-step-email-view';

function CarrierCard({ carrier }: { carrier: CarrierView }): ReactElement {
  return (
    <Card heading={t.carrierHeading}>
      <Details items={carrier.details} />
      <p className="sq-muted" style={styles.label}>
        {carrier.phoneLabel}
      </p>
      <p style={styles.value}>
        {carrier.phone.href === undefined ? (
          carrier.phone.display
        ) : (
          <a className="sq-accent" href={carrier.phone.href} style={styles.link}>
            {carrier.phone.display}
          </a>
        )}
      </p>
      <Details items={carrier.dates} />
      <p className="sq-muted" style={styles.muted}>
        {carrier.calendarNote}
      </p>
    </Card>
  );
}

export function OrderStepEmail({ view }: { view: OrderStepEmailView }): ReactElement {
  return (
    <>
      <p style={styles.paragraph}>{view.greeting}</p>
      <Paragraphs paragraphs={view.intro} />
      <Card heading={t.summaryHeading}>
        <Details items={view.summary} />
      </Card>
      {view.carrier ? <CarrierCard carrier={view.carrier} /> : null}
      <SectionCards sections={view.sections} />
      {view.review ? (
        <LinkCard
          heading={t.reviewHeading}
          text={t.reviewText}
          button={t.reviewButton}
          linkText={view.review.linkText}
          url={view.review.url}
          display={view.review.display}
        />
      ) : null}
      <LinkCard
        heading={t.orderLinkHeading}
        text={view.orderLinkText}
        button={t.orderLinkButton}
        linkText={t.orderLinkLinkText}
        url={view.orderUrl}
      />
      <PhoneCard heading={t.callHeading} phone={view.phone} text={view.callText} />
    </>
  );
}

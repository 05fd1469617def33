/** The order confirmation's HTML body, set in EmailLayout by render-email.tsx. React escapes every value. */
import type { ReactElement } from 'react';
import { Card, Details, LinkCard, Paragraphs, PhoneCard, RouteAndVehicles, styles } from '../EmailLayout';
import { emailCopy } from '../email-copy';
import { orderConfirmationEmailCopy as t } from './order-confirmation-email-copy';
import type { OrderEmailView } from './order-confirmation-email-view';

export function OrderConfirmationEmail({ view }: { view: OrderEmailView }): ReactElement {
  return (
    <>
      <p style={styles.paragraph}>{view.greeting}</p>
      <p style={styles.paragraph}>{view.intro}</p>
      <Card heading={t.summaryHeading}>
        <Details items={[view.orderNumber, ...view.summary]} />
        <p className="sq-muted" style={styles.muted}>
          {view.attachmentNote}
        </p>
      </Card>
      <RouteAndVehicles route={view.route} vehicles={view.vehicles} />
      <Card heading={t.nextHeading}>
        <ol style={styles.list}>
          {view.nextSteps.map((step) => (
            <li key={step} style={{ margin: '0 0 8px' }}>
              {step}
            </li>
          ))}
        </ol>
      </Card>
      {view.cancellation.length > 0 ? (
        <Card heading={t.cancellationHeading}>
          <Paragraphs paragraphs={view.cancellation} />
        </Card>
      ) : null}
      <PhoneCard heading={t.changesHeading} phone={view.phone} text={view.changesText} />
      {view.orderUrl === undefined ? null : (
        <LinkCard
          heading={t.orderLinkHeading}
          text={t.orderLinkText}
          button={t.orderLinkButton}
          linkText={emailCopy.bookingPageLinkText}
          url={view.orderUrl}
        />
      )}
    </>
  );
}

/** The order confirmation's HTML part. React escapes every value from the order. */
import type { ReactElement } from 'react';
import { Card, Details, EmailLayout, LinkCard, PhoneCard, RouteAndVehicles, styles } from '../EmailLayout';
import { emailCopy } from '../email-copy';
import type { OrderEmailView } from './order-confirmation-email-view';

const t = emailCopy.order;

export function OrderConfirmationEmail({ view }: { view: OrderEmailView }): ReactElement {
  return (
    <EmailLayout title={view.subject} preview={view.preview} footer={t.footerWhy}>
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
          {view.cancellation.map((sentence) => (
            <p key={sentence} style={styles.paragraph}>
              {sentence}
            </p>
          ))}
        </Card>
      ) : null}
      <PhoneCard heading={t.changesHeading} phone={view.phone} text={view.changesText} />
      {view.orderUrl === undefined ? null : (
        <LinkCard
          heading={t.orderLinkHeading}
          text={t.orderLinkText}
          button={t.orderLinkButton}
          linkText={emailCopy.quote.bookLinkText}
          url={view.orderUrl}
        />
      )}
    </EmailLayout>
  );
}

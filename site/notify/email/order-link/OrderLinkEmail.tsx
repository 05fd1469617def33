/** The "Find my order" email's HTML body, set in EmailLayout by render-email.tsx. React escapes every value. */
import type { ReactElement } from 'react';
import { Card, Details, LinkCard, styles } from '../EmailLayout';
import { orderLinkEmailCopy as t } from './order-link-email-copy';
import type { OrderLinkEmailView } from './order-link-email-view';

export function OrderLinkEmail({ view }: { view: OrderLinkEmailView }): ReactElement {
  return (
    <>
      <p style={styles.paragraph}>{view.greeting}</p>
      <p style={styles.paragraph}>{view.intro}</p>
      <Card heading={t.summaryHeading}>
        <Details items={view.summary} />
      </Card>
      <LinkCard
        heading={t.linkHeading}
        text={t.linkText}
        button={t.linkButton}
        linkText={t.linkLinkText}
        url={view.bookingUrl}
      />
      <Card heading={t.notYouHeading}>
        <p style={styles.paragraph}>{view.notYou}</p>
      </Card>
    </>
  );
}

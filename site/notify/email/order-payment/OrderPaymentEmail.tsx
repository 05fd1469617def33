/** A payment's email's HTML part. React escapes every value, the first name included. */
import type { ReactElement } from 'react';
import { Card, Details, EmailLayout, LinkCard, PhoneCard, styles } from '../EmailLayout';
import type { OrderPaymentEmailView } from './order-payment-email-view';

export function OrderPaymentEmail({ view }: { view: OrderPaymentEmailView }): ReactElement {
  return (
    <EmailLayout title={view.subject} preview={view.preview} footer={view.footerWhy}>
      <p style={styles.paragraph}>{view.greeting}</p>
      {view.intro.map((paragraph) => (
        <p key={paragraph} style={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {view.pay ? <LinkCard {...view.pay} /> : null}
      <Card heading={view.summaryHeading}>
        <Details items={view.summary} />
      </Card>
      {view.sections.map((section) => (
        <Card key={section.heading} heading={section.heading}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} style={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </Card>
      ))}
      {view.orderLink ? <LinkCard {...view.orderLink} /> : null}
      <PhoneCard heading={view.callHeading} phone={view.phone} text={view.callText} />
    </EmailLayout>
  );
}

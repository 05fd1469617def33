/** A payment's email's HTML body, set in EmailLayout by render-email.tsx. React escapes every value. */
import type { ReactElement } from 'react';
import { Card, Details, LinkCard, Paragraphs, PhoneCard, SectionCards, styles } from '../EmailLayout';
import type { OrderPaymentEmailView } from './order-payment-email-view';

export function OrderPaymentEmail({ view }: { view: OrderPaymentEmailView }): ReactElement {
  return (
    <>
      <p style={styles.paragraph}>{view.greeting}</p>
      <Paragraphs paragraphs={view.intro} />
      {view.pay ? <LinkCard {...view.pay} /> : null}
      <Card heading={view.summaryHeading}>
        <Details items={view.summary} />
      </Card>
      <SectionCards sections={view.sections} />
      {view.orderLink ? <LinkCard {...view.orderLink} /> : null}
      <PhoneCard heading={view.callHeading} phone={view.phone} text={view.callText} />
    </>
  );
}

/** The call-back confirmation's HTML body, set in EmailLayout by render-email.tsx. React escapes every value. */
import type { ReactElement } from 'react';
import { Card, Details, LinkCard, PhoneCard, styles } from '../EmailLayout';
import { callbackEmailCopy as t } from './callback-email-copy';
import type { CallbackEmailView } from './callback-email-view';

export function CallbackEmail({ view }: { view: CallbackEmailView }): ReactElement {
  return (
    <>
      <p style={styles.paragraph}>{view.greeting}</p>
      <p style={styles.paragraph}>{view.intro}</p>
      <Card heading={t.summaryHeading}>
        <Details items={view.summary} />
      </Card>
      <LinkCard
        heading={t.quoteHeading}
        text={t.quoteText}
        button={t.quoteButton}
        linkText={t.quoteLinkText}
        url={view.bookingUrl}
      />
      <PhoneCard heading={t.callHeading} phone={view.phone} text={view.callText} />
    </>
  );
}

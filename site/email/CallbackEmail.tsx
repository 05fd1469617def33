/** The call-back confirmation's HTML part. React escapes every value from the request. */
import type { ReactElement } from 'react';
import { callbackEmailCopy as t } from './callback-email-copy';
import type { CallbackEmailView } from './callback-email-view';
import { Card, Details, EmailLayout, styles } from './EmailLayout';

export function CallbackEmail({ view }: { view: CallbackEmailView }): ReactElement {
  return (
    <EmailLayout title={view.subject} preview={view.preview} footer={t.footerWhy}>
      <p style={styles.paragraph}>{view.greeting}</p>
      <p style={styles.paragraph}>{view.intro}</p>
      <Card heading={t.summaryHeading}>
        <Details items={view.summary} />
      </Card>
      <Card heading={t.quoteHeading}>
        <p style={styles.paragraph}>{t.quoteText}</p>
        <a className="sq-button" href={view.bookingUrl} style={styles.button}>
          {t.quoteButton}
        </a>
        <p className="sq-muted" style={styles.muted}>
          {t.quoteLinkText}{' '}
          <a className="sq-accent" href={view.bookingUrl} style={styles.link}>
            {view.bookingUrl}
          </a>
        </p>
      </Card>
      <Card heading={t.callHeading}>
        <p style={styles.paragraph}>
          <a className="sq-accent" href={view.phone.href} style={{ ...styles.link, fontWeight: 700 }}>
            {view.phone.display}
          </a>
        </p>
        <p className="sq-muted" style={styles.muted}>
          {view.callText}
        </p>
      </Card>
    </EmailLayout>
  );
}

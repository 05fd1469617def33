/** A staff notice's HTML body, set in EmailLayout by render-email.tsx. React escapes every value. */
import type { ReactElement } from 'react';
import { Card, Details, LinkCard, styles } from '../EmailLayout';
import { staffNoticeEmailCopy as t } from './staff-notice-email-copy';
import type { StaffNoticeEmailView } from './staff-notice-email-view';

export function StaffNoticeEmail({ view }: { view: StaffNoticeEmailView }): ReactElement {
  return (
    <>
      <p style={styles.paragraph}>{view.intro}</p>
      <Card heading={t.summaryHeading}>
        <Details items={view.summary} />
      </Card>
      {view.link ? (
        <LinkCard
          heading={view.link.heading}
          text={view.link.text}
          button={t.linkButton}
          linkText={t.linkLabel}
          url={view.link.url}
        />
      ) : (
        <p style={styles.paragraph}>{t.noPage}</p>
      )}
      {view.command ? (
        <Card heading={t.commandHeading}>
          <p style={styles.muted}>{t.commandText}</p>
          <p style={{ ...styles.paragraph, fontFamily: 'Menlo, Consolas, monospace' }}>{view.command}</p>
        </Card>
      ) : null}
    </>
  );
}

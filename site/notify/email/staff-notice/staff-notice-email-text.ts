/** A staff notice's plain-text part, written from the same view as the HTML part. */
import { detailLines, textHeading as heading } from '../text-part';
import { staffNoticeEmailCopy as t } from './staff-notice-email-copy';
import type { StaffNoticeEmailView } from './staff-notice-email-view';

export function staffNoticeEmailText(view: StaffNoticeEmailView): string[] {
  return [
    view.intro,
    '',
    heading(t.summaryHeading),
    ...detailLines(view.summary),
    '',
    ...(view.link ? [heading(view.link.heading), view.link.text, `${t.linkLabel} ${view.link.url}`] : [t.noPage]),
    ...(view.command ? ['', heading(t.commandHeading), t.commandText, `  ${view.command}`] : []),
  ];
}

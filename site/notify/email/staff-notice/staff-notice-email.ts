/** A staff notice: sent to STAFF_EMAIL when an order is signed or cancelled, a charge fails, a refund goes out or a call back is asked for. */
import { renderEmail } from '../render-email';
import type { EmailContent } from '../transport/outgoing-email';
import { StaffNoticeEmail } from './StaffNoticeEmail';
import { staffNoticeEmailText } from './staff-notice-email-text';
import { type StaffNoticeEmailInput, staffNoticeEmailView } from './staff-notice-email-view';

export function renderStaffNoticeEmail(input: StaffNoticeEmailInput): EmailContent {
  return renderEmail({
    view: staffNoticeEmailView(input),
    Body: StaffNoticeEmail,
    text: staffNoticeEmailText,
    audience: 'staff',
  });
}

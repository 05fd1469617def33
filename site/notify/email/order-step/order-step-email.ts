/**
 * The email at each step of a signed order: a carrier assigned (with the pickup window as a calendar file),
 * the carrier withdrawn, picked up, delivered, cancelled. Sent from the outbox, once per step's event.
 */
import { CALENDAR_CONTENT_TYPE, pickupCalendar } from '../pickup-calendar';
import { renderEmail } from '../render-email';
import type { EmailAttachment, EmailContent } from '../transport/outgoing-email';
import { OrderStepEmail } from './OrderStepEmail';
import { orderStepEmailText } from './order-step-email-text';
import { type OrderStepEmailInput, orderStepEmailView } from './order-step-email-view';

export function renderOrderStepEmail(input: OrderStepEmailInput): EmailContent {
  const view = orderStepEmailView(input);
  const { assignment } = input;
  const attachments: EmailAttachment[] =
    view.carrier && assignment
      ? [
          {
            filename: view.carrier.calendarName,
            contentType: CALENDAR_CONTENT_TYPE,
            content: new TextEncoder().encode(
              pickupCalendar({
                orderNumber: input.orderNumber,
                carrier: assignment.carrier,
                pickupWindow: assignment.pickupWindow,
                pickupAddress: input.origin,
                assignedAt: input.occurredAt,
                orderUrl: view.orderUrl,
              }),
            ),
          },
        ]
      : [];
  return renderEmail({ view, Body: OrderStepEmail, text: orderStepEmailText, attachments });
}

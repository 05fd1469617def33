/**
 * What the order desk says an event sends, read from the outbox rows written with it: the customer's
 * email with its address masked, a notice to staff, the CRM's rows, or why nobody is emailed.
 */
import { describe, expect, it } from 'vitest';
import { orderDeskCopy } from '../../scripts/order-desk-copy';
import { sendingLines } from '../../scripts/order-sending';
import type { OutboxRecord } from '../../site/storage/lead-repository';

const row = (destination: string, event: string, payload: unknown): OutboxRecord => ({
  leadId: 1,
  destination,
  event,
  payload,
  createdAt: '2026-12-02T15:00:00.000Z',
  deliveredAt: null,
});

const options = { mailOff: false, reasonGiven: false };

describe('what an event sends', () => {
  it('names the saved card an assignment charges', () => {
    const email = row('email', 'order.assigned.email:e1', {
      kind: 'order-step',
      step: 'carrier.assigned',
      to: 'dana.rivera@example.com',
      payment: { how: 'card', brand: 'visa', last4: '4242' },
    });
    expect(sendingLines([email], options)).toEqual([
      'Emails the customer (d***@example.com): carrier assigned, with the pickup window and a calendar file; the saved visa ending 4242 is charged.',
    ]);
  });

  it('tells of a notice to staff apart from the customer’s email, and of the CRM’s row', () => {
    const notice = row('email', 'staff.notice.email:event:e1', {
      kind: 'staff-notice',
      to: ['ops@broker.example', 'owner@broker.example'],
      notice: { fact: 'order.cancelled' },
    });
    const email = row('email', 'order.cancelled.email', {
      kind: 'order-step',
      step: 'order.cancelled',
      to: 'dana@example.com',
    });
    expect(sendingLines([email, notice, row('crm', 'order.cancelled', {})], options)).toEqual([
      'Emails the customer (d***@example.com): cancelled.',
      'Emails staff (o***@broker.example, o***@broker.example): a notice of order.cancelled.',
      'Tells the CRM: order.cancelled.',
    ]);
  });

  it('says the customer is emailed nothing when only staff are, and why when mail is off', () => {
    const notice = row('email', 'staff.notice.email:event:e1', { kind: 'staff-notice', to: ['ops@broker.example'] });
    expect(sendingLines([notice], options)[0]).toBe(orderDeskCopy.emailsNobody);
    expect(sendingLines([], { ...options, mailOff: true })).toEqual([orderDeskCopy.emailsNobodyMailOff]);
  });
});

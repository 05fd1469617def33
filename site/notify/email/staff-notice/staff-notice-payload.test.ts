import { describe, expect, it } from 'vitest';
import { BOOKING_TOKEN, LEAD_NUMBER } from '../../../../tests/support/a-lead';
import { ORDER_NUMBER } from '../../../../tests/support/email-fixtures';
import { type StaffNoticePayload, staffNoticeEmailEvent } from '../email-payload';
import { parseEmailPayload } from '../email-payload-schema';

const PAYLOAD: StaffNoticePayload = {
  kind: 'staff-notice',
  to: ['ops@broker.test', 'dispatch@broker.test'],
  token: BOOKING_TOKEN,
  leadNumber: LEAD_NUMBER,
  orderNumber: ORDER_NUMBER,
  occurredAt: '2026-11-23T10:00:00.000Z',
  notice: { fact: 'payment.failed', reason: 'card_declined', amountCents: 130_000 },
};

const EVENT = staffNoticeEmailEvent('event:failed-1');

describe('a staff notice’s outbox row read back', () => {
  it('gives the payload as written, to every staff address', () => {
    expect(parseEmailPayload(EVENT, JSON.stringify(PAYLOAD))).toEqual(PAYLOAD);
  });

  it('refuses one with no staff address, a bad address, or a field of another fact', () => {
    for (const payload of [
      { ...PAYLOAD, to: [] },
      { ...PAYLOAD, to: ['ops@broker.test', 'not an address'] },
      { ...PAYLOAD, notice: { ...PAYLOAD.notice, actor: 'broker' } },
    ]) {
      expect(parseEmailPayload(EVENT, JSON.stringify(payload))).toBeUndefined();
    }
  });

  it('refuses one under an event that names no fact', () => {
    expect(parseEmailPayload('staff.notice.email:', JSON.stringify(PAYLOAD))).toBeUndefined();
  });
});

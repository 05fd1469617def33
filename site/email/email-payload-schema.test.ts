import { describe, expect, it } from 'vitest';
import { orderInput } from '../../tests/support/email-fixtures';
import { ORDER_EMAIL_EVENT, type OrderEmailPayload } from './email-payload';
import { parseEmailPayload } from './email-payload-schema';

const PLACE = {
  street: '1500 Marilla St',
  city: 'Dallas',
  state: 'TX',
  postal_code: '75201',
  contact_name: 'Ada Lovelace',
  contact_phone: '(512) 555-0100',
};

/** An order confirmation row as the booking stage writes it now: the link token and the order's details. */
function detailedPayload(): OrderEmailPayload {
  return {
    kind: 'order-confirmation',
    to: 'ada@example.com',
    token: 'abc_123-XYZ',
    order: {
      ...orderInput(),
      pickup: PLACE,
      delivery: { ...PLACE, street: '200 N Spring St', city: 'Los Angeles', state: 'CA', postal_code: '90012' },
      pickupWindow: { first: '2026-12-01', last: '2026-12-07' },
      cancellationTerms: ['You may cancel this order at no cost until a carrier has been assigned and confirmed.'],
    },
  };
}

describe('reading an order confirmation row', () => {
  it('reads one with the link token, addresses, contacts, pickup window and cancellation terms', () => {
    const payload = detailedPayload();
    expect(parseEmailPayload(ORDER_EMAIL_EVENT, JSON.stringify(payload))).toEqual(payload);
  });

  it('still reads one written before the confirmation carried the link and the order’s details', () => {
    const old = { kind: 'order-confirmation', to: 'ada@example.com', order: orderInput() };
    expect(parseEmailPayload(ORDER_EMAIL_EVENT, JSON.stringify(old))).toEqual(old);
  });

  it('refuses a line break in an address or a contact, and a token that is not one the site makes', () => {
    const broken = detailedPayload();
    broken.order.pickup = { ...PLACE, street: '1500 Marilla St\r\nBcc: someone@example.com' };
    expect(parseEmailPayload(ORDER_EMAIL_EVENT, JSON.stringify(broken))).toBeUndefined();
    const badToken = { ...detailedPayload(), token: '../admin?x=1' };
    expect(parseEmailPayload(ORDER_EMAIL_EVENT, JSON.stringify(badToken))).toBeUndefined();
    const badWindow = detailedPayload();
    badWindow.order.pickupWindow = { first: 'soon', last: '2026-12-07' };
    expect(parseEmailPayload(ORDER_EMAIL_EVENT, JSON.stringify(badWindow))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { anonymisedEventData } from './order-event-anonymiser';

describe('anonymisedEventData', () => {
  it("blanks the carrier's phone and keeps its name, MC number and the rest", () => {
    const data = { carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '(512) 555-0177' }, eta: '2026-12-09' };
    expect(JSON.parse(anonymisedEventData(JSON.stringify(data)) ?? 'null')).toEqual({
      carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '' },
      eta: '2026-12-09',
    });
  });

  it("blanks a payment's card and provider ids, and keeps its amount, how it was paid and why it failed", () => {
    const saved = { customer: 'cus_1', payment_method: 'pm_1', brand: 'visa', last4: '4242' };
    expect(JSON.parse(anonymisedEventData(JSON.stringify(saved)) ?? 'null')).toEqual({
      customer: '',
      payment_method: '',
      brand: '',
      last4: '',
    });
    const paid = { amount_cents: 129_050, by: 'card', payment_intent: 'pi_1' };
    expect(JSON.parse(anonymisedEventData(JSON.stringify(paid)) ?? 'null')).toEqual({
      amount_cents: 129_050,
      by: 'card',
      payment_intent: '',
    });
    expect(anonymisedEventData(JSON.stringify({ amount_cents: 100, reason: 'no_card' }))).toBeUndefined();
  });

  it('changes nothing in an event without a carrier phone', () => {
    for (const data of [null, {}, { carrier: null }, { carrier: { name: 'X' } }, { carrier: { phone: '' } }]) {
      expect(anonymisedEventData(JSON.stringify(data))).toBeUndefined();
    }
  });
});

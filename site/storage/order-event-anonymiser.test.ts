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

  it('changes nothing in an event without a carrier phone', () => {
    for (const data of [null, {}, { carrier: null }, { carrier: { name: 'X' } }, { carrier: { phone: '' } }]) {
      expect(anonymisedEventData(JSON.stringify(data))).toBeUndefined();
    }
  });
});

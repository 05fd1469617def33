import { describe, expect, it } from 'vitest';
import { isLeadNumberShape, newLeadNumber } from './lead-number';

describe('newLeadNumber', () => {
  it('reads "SQ-", the UTC date as YYMMDD and six random digits', () => {
    // 23:30 in New York on 24 November is already the 25th in UTC.
    const number = newLeadNumber(new Date('2026-11-25T04:30:00Z'));
    expect(number).toMatch(/^SQ-261125-\d{6}$/);
  });

  it('has nothing but digits after the prefix, so no letter or look-alike can be misheard on the phone', () => {
    for (let i = 0; i < 200; i++) {
      const number = newLeadNumber();
      expect(number.slice(3).replace('-', '')).toMatch(/^\d{12}$/);
    }
  });

  it('spreads the random part over the whole range', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const seen = new Set(Array.from({ length: 2000 }, () => newLeadNumber(now)));
    // 2 000 draws from 10 000 values leave about 1 800 distinct ones; a weak generator would leave far fewer.
    expect(seen.size).toBeGreaterThan(1700);
  });
});

describe('isLeadNumberShape', () => {
  it.each(['SQ-261125-482193', 'SQ-010101-000000'])('accepts %j', (value) => {
    expect(isLeadNumberShape(value)).toBe(true);
  });

  it.each(['', 'SQ-261125-482', 'sq-261125-4821', 'SQ-261125-482193 ', "SQ-261125-482193' OR 1=1", 42, undefined])(
    'refuses %j',
    (value) => {
      expect(isLeadNumberShape(value)).toBe(false);
    },
  );
});

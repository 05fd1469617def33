import { describe, expect, it } from 'vitest';
import { isLeadNumberShape } from '../../shared/reference-numbers';
import { newLeadNumber } from './lead-number';

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

  it('draws the random part from a million values, as evenly and as unpredictably as chance', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const draws = 20_000;
    const randomParts = Array.from({ length: draws }, () => Number(newLeadNumber(now).slice(-6)));

    // Birthday arithmetic: 20 000 draws from 10^6 values repeat about 200 of them (standard deviation
    // about 14). Only 10 000 possible values would leave about 8 650 distinct numbers; a counter or
    // any other sequence would repeat none. Both fall far outside this band.
    const distinct = new Set(randomParts).size;
    expect(distinct).toBeGreaterThan(draws - 300);
    expect(distinct).toBeLessThan(draws - 100);

    // Every tenth of the range gets its share (2 000 ± 45 by chance): a generator stuck in one corner
    // of the range, or one leaving the high digits at zero, does not.
    const tenths = Array.from({ length: 10 }, () => 0);
    for (const part of randomParts) tenths[Math.floor(part / 100_000)]! += 1;
    for (const count of tenths) expect(count).toBeGreaterThan(1_700);
    for (const count of tenths) expect(count).toBeLessThan(2_300);
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

import { describe, expect, it } from 'vitest';
import { isLeadNumberShape, isOrderNumberShape } from '../../shared/reference-numbers';
import { newOrderNumber } from './order-number';

const now = new Date('2026-11-25T12:00:00Z');

describe('newOrderNumber', () => {
  it('reads "SO-", the UTC date as YYMMDD and six random digits', () => {
    // 23:30 in New York on 24 November is already the 25th in UTC.
    expect(newOrderNumber(new Date('2026-11-25T04:30:00Z'))).toMatch(/^SO-261125-\d{6}$/);
    expect(newOrderNumber(new Date('2031-01-02T23:59:59Z'))).toMatch(/^SO-310102-\d{6}$/);
  });

  it('is never mistaken for a lead number, nor a lead number for it', () => {
    const number = newOrderNumber(now);
    expect(isLeadNumberShape(number)).toBe(false);
    expect(isOrderNumberShape('SQ-261125-482193')).toBe(false);
  });

  it('draws the random part from a million values, as evenly and as unpredictably as chance', () => {
    const draws = 20_000;
    const randomParts = Array.from({ length: draws }, () => Number(newOrderNumber(now).slice(-6)));

    // Birthday arithmetic: 20 000 draws from 10^6 values repeat about 200 of them (standard deviation
    // about 14). A smaller range repeats far more; a counter or any other sequence repeats none.
    const distinct = new Set(randomParts).size;
    expect(distinct).toBeGreaterThan(draws - 300);
    expect(distinct).toBeLessThan(draws - 100);

    // Every tenth of the range gets its share (2 000 ± 45 by chance).
    const tenths = Array.from({ length: 10 }, () => 0);
    for (const part of randomParts) tenths[Math.floor(part / 100_000)]! += 1;
    for (const count of tenths) expect(count).toBeGreaterThan(1_700);
    for (const count of tenths) expect(count).toBeLessThan(2_300);
  });

  it('does not follow one number with the next: consecutive draws are unrelated', () => {
    const parts = Array.from({ length: 2_000 }, () => Number(newOrderNumber(now).slice(-6)));
    const steps = parts.slice(1).map((part, i) => part - parts[i]!);
    // A counter or a fixed stride repeats its step; chance makes almost every step different.
    expect(new Set(steps).size).toBeGreaterThan(1_990);
  });
});

describe('isOrderNumberShape', () => {
  it.each(['SO-261125-482193', 'SO-010101-000000'])('accepts %j', (value) => {
    expect(isOrderNumberShape(value)).toBe(true);
  });

  it.each(['', 'SO-261125-482', 'so-261125-482193', 'SO-261125-482193 ', "SO-261125-482193' OR 1=1", 42, null])(
    'refuses %j',
    (value) => {
      expect(isOrderNumberShape(value)).toBe(false);
    },
  );
});

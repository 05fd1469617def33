/**
 * The numbers the server draws for new leads (site/quote/lead-number.ts) and orders
 * (site/signing/order-number.ts): their prefix and UTC date, digits only, and a random part that is as even
 * and as unpredictable as chance, so one day's numbers stay apart and the next cannot be guessed.
 */
import { describe, expect, it } from 'vitest';
import { isLeadNumberShape, isOrderNumberShape } from '../../shared/reference-numbers';
import { newLeadNumber } from '../../site/quote/lead-number';
import { newOrderNumber } from '../../site/signing/order-number';

const now = new Date('2026-11-25T12:00:00Z');

describe.each([
  { kind: 'lead', draw: newLeadNumber, prefix: 'SQ', isShape: isLeadNumberShape },
  { kind: 'order', draw: newOrderNumber, prefix: 'SO', isShape: isOrderNumberShape },
])('a new $kind number', ({ draw, prefix, isShape }) => {
  it('reads the prefix, the UTC date as YYMMDD and six digits, nothing to mishear on the phone', () => {
    // 23:30 in New York on 24 November is already the 25th in UTC.
    expect(draw(new Date('2026-11-25T04:30:00Z'))).toMatch(new RegExp(`^${prefix}-261125-\\d{6}$`));
    for (let i = 0; i < 200; i++) expect(isShape(draw(now))).toBe(true);
  });

  it('draws the random part from a million values, as evenly and as unpredictably as chance', () => {
    const draws = 20_000;
    const randomParts = Array.from({ length: draws }, () => Number(draw(now).slice(-6)));

    // Birthday arithmetic: 20 000 draws from 10^6 values repeat about 200 of them (standard deviation
    // about 14). Only 10 000 possible values would leave about 8 650 distinct numbers; a counter or any
    // other sequence would repeat none. Both fall far outside this band.
    const distinct = new Set(randomParts).size;
    expect(distinct).toBeGreaterThan(draws - 300);
    expect(distinct).toBeLessThan(draws - 100);

    // Every tenth of the range gets its share (2 000 ± 45 by chance): a generator stuck in one corner of
    // the range, or one leaving the high digits at zero, does not.
    const tenths = Array.from({ length: 10 }, () => 0);
    for (const part of randomParts) tenths[Math.floor(part / 100_000)]! += 1;
    for (const count of tenths) expect(count).toBeGreaterThan(1_700);
    for (const count of tenths) expect(count).toBeLessThan(2_300);
  });

  it('does not follow one number with the next: consecutive draws are unrelated', () => {
    const parts = Array.from({ length: 2_000 }, () => Number(draw(now).slice(-6)));
    const steps = parts.slice(1).map((part, i) => part - parts[i]!);
    // A counter or a fixed stride repeats its step; chance makes almost every step different.
    expect(new Set(steps).size).toBeGreaterThan(1_990);
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatUsd,
  formatUsdCents,
  formatUsdCentsIfAny,
  formatUsdCentsUngrouped,
  formatUsdRange,
  formatUsdWithoutLocaleData,
} from './format';

describe('money', () => {
  it('writes prices as whole dollars with thousands separators, and a range with an en dash', () => {
    expect(formatUsd(1330)).toBe('$1,330');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsdRange(1190, 1470)).toBe('$1,190–$1,470');
  });

  it('writes an amount that moved to the cent', () => {
    expect(formatUsdCents(133_000)).toBe('$1,330.00');
    expect(formatUsdCents(99_950)).toBe('$999.50');
  });

  it('shows cents beside whole-dollar prices only when the amount has any', () => {
    expect(formatUsdCentsIfAny(133_000)).toBe('$1,330');
    expect(formatUsdCentsIfAny(99_950)).toBe('$999.50');
    expect(formatUsdCentsIfAny(5)).toBe('$0.05');
  });

  it('writes an amount without thousands separators as an advisor types it', () => {
    expect(formatUsdCentsUngrouped(129_050)).toBe('$1290.50');
    expect(formatUsdCentsUngrouped(100)).toBe('$1.00');
  });

  it('writes whole dollars without locale data exactly as the locale writes prices', () => {
    for (const dollars of [0, 7, 50, 999, 1000, 1330, 12_345, 999_999, 1_234_567, -50, -1330]) {
      expect(formatUsdWithoutLocaleData(dollars)).toBe(formatUsd(dollars));
    }
    expect(formatUsdWithoutLocaleData(-50)).toBe('-$50');
  });

  it('refuses to write a sum that is not whole dollars without locale data', () => {
    expect(() => formatUsdWithoutLocaleData(1330.5)).toThrow(RangeError);
    expect(() => formatUsdWithoutLocaleData(Number.NaN)).toThrow(RangeError);
  });
});

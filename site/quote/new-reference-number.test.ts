import { describe, expect, it } from 'vitest';
import { newReferenceNumber } from './new-reference-number';

describe('newReferenceNumber', () => {
  it('writes the prefix it is given, the UTC date as YYMMDD and six drawn digits', () => {
    // 23:30 in New York on 24 November is already the 25th in UTC.
    expect(newReferenceNumber('SQ', new Date('2026-11-25T04:30:00Z'))).toMatch(/^SQ-261125-\d{6}$/);
    expect(newReferenceNumber('SO', new Date('2031-01-02T23:59:59Z'))).toMatch(/^SO-310102-\d{6}$/);
  });

  it('draws the last digits anew each time', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const numbers = new Set(Array.from({ length: 50 }, () => newReferenceNumber('SQ', now)));
    // Fifty draws from a million values repeat one with a chance of about 1 in 800.
    expect(numbers.size).toBeGreaterThan(48);
  });
});

import { describe, expect, it } from 'vitest';
import {
  isLeadNumberShape,
  isOrderNumberShape,
  LEAD_NUMBER_PREFIX,
  ORDER_NUMBER_PREFIX,
  referenceNumber,
} from './reference-numbers';

describe('referenceNumber', () => {
  it('writes the prefix, the UTC date as YYMMDD and the random part as six digits', () => {
    // 23:30 in New York on 24 November is already the 25th in UTC.
    expect(referenceNumber('SQ', new Date('2026-11-25T04:30:00Z'), 482_193)).toBe('SQ-261125-482193');
    expect(referenceNumber('SO', new Date('2031-01-02T23:59:59Z'), 7)).toBe('SO-310102-000007');
  });
});

describe.each([
  { kind: 'lead', prefix: LEAD_NUMBER_PREFIX, isShape: isLeadNumberShape, other: isOrderNumberShape },
  { kind: 'order', prefix: ORDER_NUMBER_PREFIX, isShape: isOrderNumberShape, other: isLeadNumberShape },
])('a $kind number', ({ prefix, isShape, other }) => {
  it.each([`${prefix}-261125-482193`, `${prefix}-010101-000000`])('accepts %j', (value) => {
    expect(isShape(value)).toBe(true);
    expect(other(value)).toBe(false);
  });

  it.each([
    '',
    `${prefix}-261125-482`,
    `${prefix.toLowerCase()}-261125-482193`,
    `${prefix}-261125-482193 `,
    `${prefix}-261125-482193' OR 1=1`,
    42,
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(isShape(value)).toBe(false);
  });
});

/** The stores' rows as the report prints them (scripts/report-rows.ts): keys as they read, merged and ordered. */
import { describe, expect, it } from 'vitest';
import { rowsByReadableKey } from '../../scripts/report-rows';

describe('rowsByReadableKey', () => {
  it('merges the rows of one day whose keys read the same, and keeps days apart', () => {
    expect(
      rowsByReadableKey([
        { day: '2026-11-01', key: 'a', leads: 1, flagged: 0, orders: 0 },
        { day: '2026-11-01', key: '\ufeffa', leads: 2, flagged: 1, orders: 0 },
        { day: '2026-11-02', key: 'a\u200b', leads: 4, flagged: 0, orders: 0 },
      ]),
    ).toEqual([
      { day: '2026-11-01', key: 'a', leads: 3, flagged: 1, orders: 0 },
      { day: '2026-11-02', key: 'a', leads: 4, flagged: 0, orders: 0 },
    ]);
  });

  it('orders the merged rows by day, then by key in code-point order, no key last', () => {
    const rows = rowsByReadableKey([
      { day: '2026-11-01', key: 'b', leads: 1, flagged: 0, orders: 0 },
      { day: '2026-11-01', key: '\u{1F600}', leads: 1, flagged: 0, orders: 0 },
      { day: '2026-11-01', key: '\u200ba', leads: 1, flagged: 0, orders: 0 },
      { day: '2026-11-01', key: '\uff01', leads: 1, flagged: 0, orders: 0 },
      { day: '2026-11-01', key: null, leads: 1, flagged: 0, orders: 0 },
      { day: '2026-11-01', key: 'null', leads: 1, flagged: 0, orders: 0 },
      { day: '2026-10-31', key: null, leads: 1, flagged: 0, orders: 0 },
    ]);
    expect(rows.map((row) => [row.day, row.key])).toEqual([
      ['2026-10-31', null],
      ['2026-11-01', 'a'],
      ['2026-11-01', 'b'],
      ['2026-11-01', 'null'],
      ['2026-11-01', '\uff01'],
      ['2026-11-01', '\u{1F600}'],
      ['2026-11-01', null],
    ]);
  });

  it('does not change the rows it is given', () => {
    const row = { day: '2026-11-01', key: 'a', leads: 1, flagged: 0, orders: 0 };
    rowsByReadableKey([row, { ...row }]);
    expect(row).toEqual({ day: '2026-11-01', key: 'a', leads: 1, flagged: 0, orders: 0 });
  });
});

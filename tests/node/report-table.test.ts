/** The report's table (scripts/report-table.ts): orders beside leads, and the lead to order rate in the totals. */
import { describe, expect, it } from 'vitest';
import { reportTable } from '../../scripts/report-table';

const QUERY = { from: '2026-11-01', to: '2026-11-02', by: 'source' as const };

describe('reportTable', () => {
  it("prints each row's orders and each key's lead to order rate, a dash for a key with only flagged leads", () => {
    const lines = reportTable(
      [
        { day: '2026-11-01', key: 'partner-a', leads: 3, flagged: 0, orders: 1 },
        { day: '2026-11-02', key: 'partner-a', leads: 5, flagged: 1, orders: 2 },
        { day: '2026-11-02', key: 'bots', leads: 0, flagged: 2, orders: 0 },
      ],
      QUERY,
    );
    expect(lines.slice(2)).toEqual([
      'day         source     leads  orders  flagged',
      '2026-11-01  partner-a      3       1        0',
      '2026-11-02  partner-a      5       2        1',
      '2026-11-02  bots           0       0        2',
      '',
      'Totals by source:',
      'source     leads  orders  flagged  order rate',
      'partner-a      8       3        1       37.5%',
      'bots           0       0        2           –',
      '',
      'Total: 8 leads, 3 flagged, 3 orders (lead to order rate 37.5%).',
    ]);
  });
});

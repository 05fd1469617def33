/**
 * `npm run report` on PostgreSQL (DATABASE_URL), in-process: the same table and CSV as on SQLite
 * (tests/node/report-command.test.ts), from leads stored through the PostgreSQL store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReportCommand } from '../../scripts/report-command';
import { runCommand } from '../support/run-command';
import { storeQuote } from '../support/store-quote';
import { newIdempotencyKey, validSubmission } from '../support/valid-submission';
import { type OpenedStore, postgresBackend } from './storage-backends';

let store: OpenedStore | undefined;

afterAll(async () => {
  await store?.dispose();
});

function run(args: string[], url: string) {
  return runCommand((io) => runReportCommand(args, { DATABASE_URL: url }, io));
}

// The one skip allowed: PostgreSQL missing on a developer machine (never under CI).
describe.skipIf(postgresBackend.skipReason !== undefined)('npm run report on PostgreSQL', () => {
  let url = '';

  beforeAll(async () => {
    store = await postgresBackend.open();
    url = store.url!;
    let clock = new Date(0);
    const repository = await store.another({ now: () => clock });
    const seeds = [
      ['2026-10-31T23:59:59.999Z', 'partner-blog', false],
      ['2026-11-01T00:00:00.000Z', 'partner-blog', false],
      ['2026-11-01T12:00:00.000Z', 'partner-blog', true],
      ['2026-11-30T23:59:59.999Z', '=cmd|"/c calc"!A1', false],
      ['2026-12-01T00:00:00.000Z', 'partner-blog', false],
    ] as const;
    for (const [at, source, flagged] of seeds) {
      clock = new Date(at);
      const context = { placement: { id: 'P1', source } };
      await storeQuote(repository, validSubmission({ idempotency_key: newIdempotencyKey(), context }), { flagged });
    }
  });

  it('prints the CSV of the leads in DATABASE_URL, the formula defused', async () => {
    const { code, out, err } = await run(['--from', '2026-11-01', '--to', '2026-11-30', '--csv'], url);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toBe(
      [
        'day,source,leads,flagged,orders',
        '2026-11-01,"partner-blog",1,1,0',
        '2026-11-30,"\'=cmd|""/c calc""!A1",1,0,0',
      ].join('\n'),
    );
  });

  it('prints the table with the totals per key and the grand total', async () => {
    const { code, out } = await run(['--from', '2026-11-01', '--to', '2026-11-30', '--by', 'placement'], url);
    expect(code).toBe(0);
    expect(out).toContain(
      'day         placement  leads  orders  flagged\n2026-11-01  P1             1       0        1\n',
    );
    expect(out).toContain(
      '\nTotals by placement:\nplacement  leads  orders  flagged  order rate\nP1             2       0        1        0.0%\n',
    );
    expect(out.endsWith('\nTotal: 2 leads, 1 flagged, 0 orders (lead to order rate 0.0%).')).toBe(true);
  });
});

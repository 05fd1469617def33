/**
 * `npm run report` in-process: the command line's rules and what it prints, over a SQLite file seeded
 * through the real lead store at known instants. tests/node/report-script.process.test.ts runs it once as its own
 * process; tests/storage/report-command-postgres.test.ts runs it on PostgreSQL.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runReportCommand, USAGE } from '../../scripts/report-command';
import { reportCsv } from '../../scripts/report-csv';
import type { QuoteContext, QuoteContextInput, SubmissionInput } from '../../shared/schema';
import { openSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import { runCommand } from '../support/run-command';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';

const PERSON = {
  first_name: 'Philomena',
  email: 'philomena.crabtree@example.com',
  phone: '(512) 555-0173',
  origin_postal_code: 'Boise, ID 83702',
};

interface Seed {
  at: string;
  context?: QuoteContextInput;
  flagged?: boolean;
  person?: Partial<SubmissionInput>;
}

const blog = { placement: { id: 'P1', source: 'partner-blog' }, campaign: { marketing_id: 'mk-7' } };
const hero = { placement: { id: 'H1', source: 'home-hero' } };

const SEEDS: Seed[] = [
  { at: '2026-10-31T23:59:59.999Z', context: blog },
  { at: '2026-11-01T08:00:00.000Z', context: blog },
  { at: '2026-11-01T09:00:00.000Z', context: blog, flagged: true },
  { at: '2026-11-01T23:59:59.999Z', context: hero },
  { at: '2026-11-02T00:00:00.000Z', context: {} },
  { at: '2026-11-02T12:00:00.000Z', context: blog },
  { at: '2026-11-03T00:00:00.000Z', context: hero },
];

let dir: string;
let databaseFile: string;

async function seed(seeds: readonly Seed[]): Promise<void> {
  let clock = new Date(0);
  const repository = openSqliteLeadRepository(databaseFile, { now: () => clock });
  for (const lead of seeds) {
    clock = new Date(lead.at);
    // The context as given, past the schema's cleaning: the report must also read leads stored before it.
    const submission = { ...validSubmission(lead.person), context: (lead.context ?? {}) as QuoteContext };
    await storeQuote(repository, submission, { flagged: lead.flagged ?? false });
  }
  await repository.close();
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shipquote-report-'));
  databaseFile = join(dir, 'leads.db');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string | undefined> = { DATABASE_FILE: databaseFile }) {
  return runCommand((io) => runReportCommand(args, env, io, dir));
}

describe('npm run report, as a table', () => {
  it('prints the leads per day and source, the totals per source and the grand total', async () => {
    await seed(SEEDS);
    const { code, out, err } = await run(['--from', '2026-11-01', '--to', '2026-11-02']);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toBe(
      [
        'Leads from 2026-11-01 to 2026-11-02 (UTC days), by source. Flagged (honeypot) leads are counted apart and are not in "leads".',
        '',
        'day         source        leads  orders  flagged',
        '2026-11-01  home-hero         1       0        0',
        '2026-11-01  partner-blog      1       0        1',
        '2026-11-02  partner-blog      1       0        0',
        '2026-11-02  (no key)          1       0        0',
        '',
        'Totals by source:',
        'source        leads  orders  flagged  order rate',
        'partner-blog      2       0        1        0.0%',
        'home-hero         1       0        0        0.0%',
        '(no key)          1       0        0        0.0%',
        '',
        'Total: 4 leads, 1 flagged, 0 orders (lead to order rate 0.0%).',
      ].join('\n'),
    );
  });

  it('reads --name=value like --name value, and counts by the key asked for', async () => {
    await seed(SEEDS);
    const spaced = await run(['--by', 'marketing_id', '--to', '2026-11-02', '--from', '2026-11-01']);
    const joined = await run(['--by=marketing_id', '--to=2026-11-02', '--from=2026-11-01']);
    expect(joined).toEqual(spaced);
    expect(spaced.code).toBe(0);
    expect(spaced.out).toContain(
      'day         marketing_id  leads  orders  flagged\n2026-11-01  mk-7              1       0        1\n',
    );
    expect(spaced.out).toContain(
      'Totals by marketing_id:\nmarketing_id  leads  orders  flagged  order rate\nmk-7              2       0        1        0.0%\n(no key)          2       0        0        0.0%\n',
    );
  });

  it('takes control characters out of a key and cuts a long one', async () => {
    const long = `\u001b[2J${'r'.repeat(80)}`;
    await seed([{ at: '2026-11-01T08:00:00.000Z', context: { placement: { source: long } } }]);
    const { code, out } = await run(['--from', '2026-11-01', '--to', '2026-11-01']);
    expect(code).toBe(0);
    expect(out).not.toContain('\u001b');
    expect(out).toContain(`2026-11-01  [2J${'r'.repeat(56)}…      1       0        0`);
  });

  it('says plainly that there were no leads in the days asked for', async () => {
    await seed(SEEDS);
    const { code, out, err } = await run(['--from', '2026-12-01', '--to', '2026-12-31']);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toBe(
      'Leads from 2026-12-01 to 2026-12-31 (UTC days), by source. Flagged (honeypot) leads are counted apart and are not in "leads".\n\nNo leads in these days, flagged or not.',
    );
  });
});

describe('npm run report -- --csv', () => {
  it('prints one row per day and key, every key quoted, defusing what a spreadsheet would run', async () => {
    await seed([
      ...SEEDS,
      { at: '2026-11-02T13:00:00.000Z', context: { placement: { id: '=HYPERLINK("http://x.example","pay")' } } },
      { at: '2026-11-02T14:00:00.000Z', context: { placement: { id: 'Smith, "Jones" & Co' } } },
      { at: '2026-11-02T15:00:00.000Z', context: { placement: { id: '@SUM(A1)' } } },
      { at: '2026-11-02T16:00:00.000Z', context: { placement: { id: '+1' } } },
      { at: '2026-11-02T17:00:00.000Z', context: { placement: { id: '-1' } } },
      { at: '2026-11-02T18:00:00.000Z', context: { placement: { id: 'x;=1+1' } } },
    ]);
    const { code, out, err } = await run(['--from', '2026-11-01', '--to', '2026-11-02', '--by', 'placement', '--csv']);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toBe(
      [
        'day,placement,leads,flagged,orders',
        '2026-11-01,"H1",1,0,0',
        '2026-11-01,"P1",1,1,0',
        `2026-11-02,"'+1",1,0,0`,
        `2026-11-02,"'-1",1,0,0`,
        `2026-11-02,"'=HYPERLINK(""http://x.example"",""pay"")",1,0,0`,
        `2026-11-02,"'@SUM(A1)",1,0,0`,
        '2026-11-02,"P1",1,0,0',
        '2026-11-02,"Smith, ""Jones"" & Co",1,0,0',
        '2026-11-02,"x;=1+1",1,0,0',
        '2026-11-02,,1,0,0',
      ].join('\n'),
    );
  });

  it('writes no key as an empty cell, and a partner\'s key "(none)" as that text', () => {
    const rows = [
      { day: '2026-11-01', key: '(none)', leads: 1, flagged: 0, orders: 0 },
      { day: '2026-11-01', key: null, leads: 2, flagged: 1, orders: 0 },
    ];
    expect(reportCsv(rows, 'source')).toBe(
      'day,source,leads,flagged,orders\n2026-11-01,"(none)",1,0,0\n2026-11-01,,2,1,0',
    );
  });

  it('defuses the full-width forms of a formula start too', () => {
    const rows = [
      { day: '2026-11-01', key: '\uff1d1+1', leads: 1, flagged: 0, orders: 0 },
      { day: '2026-11-01', key: '\uff0b1', leads: 1, flagged: 0, orders: 0 },
    ];
    expect(reportCsv(rows, 'source').split('\n').slice(1)).toEqual([
      `2026-11-01,"'\uff1d1+1",1,0,0`,
      `2026-11-01,"'\uff0b1",1,0,0`,
    ]);
  });

  it('prints only the header row when there are no leads, and says why on stderr', async () => {
    await seed(SEEDS);
    const { code, out, err } = await run(['--csv', '--from', '2026-12-01', '--to', '2026-12-31']);
    expect(code).toBe(0);
    expect(out).toBe('day,source,leads,flagged,orders');
    expect(err).toBe('No leads in these days, flagged or not.');
  });
});

describe('npm run report, keys as they read', () => {
  const source = (text: string) => ({ placement: { source: text } });

  it('counts keys that read the same once invisible characters are out as one key, in the table and the CSV', async () => {
    await seed([
      { at: '2026-11-01T08:00:00.000Z', context: source('partner-blog') },
      { at: '2026-11-01T09:00:00.000Z', context: source('partner\u200b-blog') },
      { at: '2026-11-01T10:00:00.000Z', context: source('\u200epartner-blog\u2060') },
      { at: '2026-11-01T11:00:00.000Z', context: source('partner-\u00adblog'), flagged: true },
      { at: '2026-11-01T12:00:00.000Z', context: source('caf\u00e9') },
      { at: '2026-11-01T13:00:00.000Z', context: source('cafe\u0301') },
      { at: '2026-11-01T14:00:00.000Z', context: source('two\nlines') },
      { at: '2026-11-01T15:00:00.000Z', context: source('twolines') },
      { at: '2026-11-01T16:00:00.000Z', context: source('\u200b\u200d') },
      { at: '2026-11-01T17:00:00.000Z', context: {} },
    ]);
    const csv = await run(['--from', '2026-11-01', '--to', '2026-11-01', '--csv']);
    expect(csv.out).toBe(
      [
        'day,source,leads,flagged,orders',
        '2026-11-01,"café",2,0,0',
        '2026-11-01,"partner-blog",3,1,0',
        '2026-11-01,"twolines",2,0,0',
        '2026-11-01,,2,0,0',
      ].join('\n'),
    );
    const table = await run(['--from', '2026-11-01', '--to', '2026-11-01']);
    expect(table.out).toContain(
      [
        'source        leads  orders  flagged  order rate',
        'partner-blog      3       0        1        0.0%',
        'café              2       0        0        0.0%',
        'twolines          2       0        0        0.0%',
        '(no key)          2       0        0        0.0%',
        '',
        'Total: 9 leads, 1 flagged, 0 orders (lead to order rate 0.0%).',
      ].join('\n'),
    );
    expect(table.out).not.toMatch(/\p{Cf}/u);
  });

  it('tells a lead without the key from a partner key that reads "(no key)" or "(none)"', async () => {
    await seed([
      { at: '2026-11-01T08:00:00.000Z', context: source('(no key)') },
      { at: '2026-11-01T09:00:00.000Z', context: source('(none)') },
      { at: '2026-11-01T10:00:00.000Z', context: source('"quoted"') },
      { at: '2026-11-01T11:00:00.000Z', context: {} },
    ]);
    const { out } = await run(['--from', '2026-11-01', '--to', '2026-11-01']);
    expect(out).toContain(
      [
        'day         source        leads  orders  flagged',
        '2026-11-01  "\\"quoted\\""      1       0        0',
        '2026-11-01  "(no key)"        1       0        0',
        '2026-11-01  "(none)"          1       0        0',
        '2026-11-01  (no key)          1       0        0',
      ].join('\n'),
    );
    const csv = await run(['--from', '2026-11-01', '--to', '2026-11-01', '--csv']);
    expect(csv.out.split('\n').slice(1)).toEqual([
      '2026-11-01,"""quoted""",1,0,0',
      '2026-11-01,"(no key)",1,0,0',
      '2026-11-01,"(none)",1,0,0',
      '2026-11-01,,1,0,0',
    ]);
  });
});

describe('npm run report and personal data', () => {
  it.each(['source', 'placement', 'marketing_id', 'utm_source'])(
    'prints no name, email, phone or route of a lead, by %s, as a table or as CSV',
    async (by) => {
      const context = {
        ...blog,
        campaign: { ...blog.campaign, utm_source: 'newsletter', landing_page: `/quote?email=${PERSON.email}` },
        page_url: `https://partner.example/${PERSON.first_name}`,
      };
      await seed(SEEDS.map((lead) => ({ ...lead, context, person: PERSON })));
      for (const format of [[], ['--csv']]) {
        const { code, out, err } = await run(['--from', '2026-10-01', '--to', '2026-11-30', '--by', by, ...format]);
        expect(code).toBe(0);
        expect(out).toContain('2026-11-01');
        for (const secret of [...Object.values(PERSON), 'Boise', '83702']) {
          expect(out).not.toContain(secret);
          expect(err).not.toContain(secret);
        }
      }
    },
  );
});

describe('npm run report, used wrongly', () => {
  it.each([
    ['no arguments', []],
    ['no --to', ['--from', '2026-11-01']],
    ['an unknown argument', ['--from', '2026-11-01', '--to', '2026-11-30', '--format', 'csv']],
    ['a stray word', ['--from', '2026-11-01', '--to', '2026-11-30', 'november']],
    ['--from twice', ['--from', '2026-11-01', '--to', '2026-11-30', '--from=2026-11-02']],
    ['--csv twice', ['--from', '2026-11-01', '--to', '2026-11-30', '--csv', '--csv']],
    ['--csv with a value', ['--from', '2026-11-01', '--to', '2026-11-30', '--csv=yes']],
    ['--from without its value', ['--from', '--to', '2026-11-30']],
    ['an empty --to', ['--from', '2026-11-01', '--to=']],
    ['a day the calendar does not have', ['--from', '2026-02-30', '--to', '2026-03-31']],
    ['a day written the American way', ['--from', '11/01/2026', '--to', '2026-11-30']],
    ['--from after --to', ['--from', '2026-11-30', '--to', '2026-11-01']],
    ['more than 366 days', ['--from', '2026-01-01', '--to', '2027-01-02']],
    ['an unknown key', ['--from', '2026-11-01', '--to', '2026-11-30', '--by', 'email']],
  ])('prints what is wrong and the usage to stderr and exits 2 for %s', async (_, args) => {
    await seed(SEEDS);
    const { code, out, err } = await run(args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(USAGE);
    expect(err.indexOf(USAGE)).toBeGreaterThan(0);
  });

  it('names the mistake in words', async () => {
    await seed(SEEDS);
    const problem = async (args: string[]) => (await run(args)).err.split('\n')[0];
    expect(await problem(['--from', '2026-02-30', '--to', '2026-03-31'])).toBe(
      '--from must be a calendar date written YYYY-MM-DD; "2026-02-30" is not.',
    );
    expect(await problem(['--from', '2026-11-01', '--to', '2026-11-30', '--from', '2026-11-02'])).toBe(
      '--from is given twice.',
    );
    expect(await problem(['--from', '2026-11-01', '--to', '2026-11-30', '--by', 'email'])).toBe(
      '--by must be one of source, placement, marketing_id, utm_source.',
    );
    expect(await problem(['--from', '2026-01-01', '--to', '2027-01-02'])).toBe(
      'That is 367 days; a report covers 366 days at most.',
    );
    expect(await problem(['--from', '2026-11-01', '--to', '2026-11-30', '--x=\u001b[2J'])).toBe(
      'Unknown argument "--x=[2J".',
    );
  });

  it('accepts a period of exactly 366 days', async () => {
    await seed(SEEDS);
    const { code } = await run(['--from', '2026-01-01', '--to', '2027-01-01']);
    expect(code).toBe(0);
  });

  it('prints the usage to stdout and exits 0 when asked for help', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    expect(out).toBe(USAGE);
  });

  it('refuses a database file that does not exist rather than creating an empty one', async () => {
    const missing = join(dir, 'elsewhere', 'none.db');
    const { code, out, err } = await run(['--from', '2026-11-01', '--to', '2026-11-30'], { DATABASE_FILE: missing });
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toBe(`No database at ${missing}. Set DATABASE_FILE to the server's database file.`);
    expect(existsSync(missing)).toBe(false);
  });

  it('names a bad DATABASE_FILE the way the server does, and ignores settings it does not need', async () => {
    await seed(SEEDS);
    const bad = await run(['--from', '2026-11-01', '--to', '2026-11-30'], { DATABASE_FILE: 'data/' });
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^DATABASE_FILE must name a file/);
    const unrelated = await run(['--from', '2026-11-01', '--to', '2026-11-30'], {
      DATABASE_FILE: databaseFile,
      NODE_ENV: 'production',
      CRM_WEBHOOK_URL: 'not a url',
    });
    expect(unrelated.code).toBe(0);
  });

  it('exits 1 naming the PostgreSQL server without its password when it cannot be reached', async () => {
    const { code, out, err } = await run(['--from', '2026-11-01', '--to', '2026-11-30'], {
      DATABASE_URL: 'postgres://reporter:s3cret-pw@127.0.0.1:1/shipquote?sslmode=disable',
    });
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(/^Cannot open the database at postgres:\/\/127\.0\.0\.1:1\/shipquote: /);
    expect(err).not.toContain('s3cret-pw');
    expect(err).not.toContain('reporter');
  });
});

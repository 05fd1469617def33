/**
 * How the broker's commands read their command line (scripts/command-line.ts): parseArgs does the reading,
 * and every mistake it would let through or word in its own terms is named here.
 */
import { describe, expect, it } from 'vitest';
import { readCommandLine } from '../../scripts/command-line';

const OPTIONS = { from: 'string', csv: 'boolean' } as const;

describe('readCommandLine', () => {
  it('reads --name value, --name=value, switches and, when allowed, positionals', () => {
    expect(readCommandLine(['--from', ' 2026-11-01 ', 'a.db', '--csv'], OPTIONS, { allowPositionals: true })).toEqual({
      kind: 'read',
      values: { from: '2026-11-01', csv: true },
      positionals: ['a.db'],
    });
    expect(readCommandLine(['--from=2026-11-01'], OPTIONS)).toEqual({
      kind: 'read',
      values: { from: '2026-11-01' },
      positionals: [],
    });
  });

  it('takes everything after -- as a positional, even when it starts with a dash', () => {
    expect(readCommandLine(['--', '-weekly.db'], {}, { allowPositionals: true })).toEqual({
      kind: 'read',
      values: {},
      positionals: ['-weekly.db'],
    });
  });

  it.each([
    [['--help'], OPTIONS],
    [['-h', '--nonsense'], OPTIONS],
    [['help', 'extra'], {}],
  ])('asks for the usage for %j, whatever else the line holds', (args, options) => {
    expect(readCommandLine(args, options, { allowPositionals: true })).toEqual({ kind: 'help' });
  });

  it.each([
    [['--from', '2026-11-01', '--from=2026-11-02'], '--from is given twice.'],
    [['--csv', '--csv'], '--csv is given twice.'],
    [['--csv=yes'], '--csv takes no value.'],
    [['--from'], 'Give a value after --from.'],
    [['--from='], 'Give a value after --from.'],
    [['--from', '  '], 'Give a value after --from.'],
    [['--from', '--csv'], 'Give a value after --from.'],
    [['--to', '2026-11-30'], 'Unknown argument "--to".'],
    [['-x'], 'Unknown argument "-x".'],
    [['november'], 'Unknown argument "november".'],
    [['--x=\u001b[2J\u202e'], 'Unknown argument "--x=[2J".'],
    [[`--${'y'.repeat(60)}`], `Unknown argument "--${'y'.repeat(38)}".`],
  ])('refuses %j with a problem in words', (args, problem) => {
    expect(readCommandLine(args, OPTIONS)).toEqual({ kind: 'wrong', problem });
  });

  it('refuses an option that only an object prototype has', () => {
    expect(readCommandLine(['--constructor'], OPTIONS)).toEqual({
      kind: 'wrong',
      problem: 'Unknown argument "--constructor".',
    });
  });
});

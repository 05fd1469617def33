import { describe, expect, it } from 'vitest';
import { DEFAULT_MINUTES, DEFAULT_RATE, readSoakSettings } from './soak-settings';

describe('readSoakSettings', () => {
  it('runs 5 minutes on SQLite by default', () => {
    expect(readSoakSettings({}, [])).toEqual({
      ok: true,
      settings: { minutes: DEFAULT_MINUTES, ratePerSecond: DEFAULT_RATE, postgres: undefined },
    });
    expect(DEFAULT_MINUTES).toBe(5);
  });

  it('takes the minutes and the rate from the environment, fractions of a minute too', () => {
    const result = readSoakSettings({ SOAK_MINUTES: '2.5', SOAK_RATE: '300' }, []);
    expect(result).toMatchObject({ ok: true, settings: { minutes: 2.5, ratePerSecond: 300 } });
  });

  it.each(['0', '-1', 'five', 'Infinity'])('refuses SOAK_MINUTES=%s', (text) => {
    const result = readSoakSettings({ SOAK_MINUTES: text }, []);
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/^SOAK_MINUTES must be a number above 0/) });
  });

  it('runs on a throwaway PostgreSQL cluster with --postgres alone', () => {
    expect(readSoakSettings({}, ['--postgres'])).toMatchObject({ ok: true, settings: { postgres: 'throwaway' } });
  });

  it('runs on the PostgreSQL database given after --postgres, with = or without, or in SOAK_DATABASE_URL', () => {
    const url = 'postgres://soak:secret@127.0.0.1:5432/soak';
    for (const [env, args] of [
      [{}, ['--postgres', url]],
      [{}, [`--postgres=${url}`]],
      [{ SOAK_DATABASE_URL: url }, []],
      [{ SOAK_DATABASE_URL: url }, ['--postgres']],
    ] as const) {
      expect(readSoakSettings(env, args)).toMatchObject({ ok: true, settings: { postgres: { url } } });
    }
  });

  it('refuses an address that is not PostgreSQL without quoting it, and an unknown argument', () => {
    const result = readSoakSettings({}, ['--postgres', 'mysql://user:secret@db/x']);
    expect(result).toMatchObject({ ok: false });
    expect(JSON.stringify(result)).not.toContain('secret');
    expect(readSoakSettings({}, ['--sqlite'])).toMatchObject({ ok: false, error: expect.stringContaining('--sqlite') });
  });
});

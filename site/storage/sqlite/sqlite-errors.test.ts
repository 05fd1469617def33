import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseBusy } from '../database-busy';
import { isSqliteBusy, toStorageError, withStorageErrors } from './sqlite-errors';

const withCode = (code: unknown) => Object.assign(new Error('x'), { code });

describe('SQLite errors as the storage contract reports them', () => {
  it('tells a busy or locked database from other errors', () => {
    expect(isSqliteBusy(withCode('SQLITE_BUSY'))).toBe(true);
    expect(isSqliteBusy(withCode('SQLITE_BUSY_SNAPSHOT'))).toBe(true);
    expect(isSqliteBusy(withCode('SQLITE_LOCKED'))).toBe(true);
    expect(isSqliteBusy(withCode('SQLITE_FULL'))).toBe(false);
    expect(isSqliteBusy(withCode('SQLITE_BUSYNESS'))).toBe(false);
    expect(isSqliteBusy(withCode(5))).toBe(false);
    expect(isSqliteBusy(new Error('SQLITE_BUSY'))).toBe(false);
    expect(isSqliteBusy(undefined)).toBe(false);
  });

  it('turns a busy error into DatabaseUnavailableError, keeping it as the cause, and passes others on', () => {
    const busy = withCode('SQLITE_BUSY');
    const translated = toStorageError(busy);
    expect(translated).toBeInstanceOf(DatabaseUnavailableError);
    expect(translated.cause).toBe(busy);
    expect(isDatabaseBusy(busy)).toBe(false);
    expect(isDatabaseBusy(translated)).toBe(true);
    const full = withCode('SQLITE_FULL');
    expect(toStorageError(full)).toBe(full);
  });

  it('translates what a wrapped call throws or rejects with, and leaves its answers and plain values alone', async () => {
    const calls = withStorageErrors({
      limit: 3,
      throws(): number {
        throw withCode('SQLITE_LOCKED');
      },
      async rejects(): Promise<number> {
        throw withCode('SQLITE_BUSY');
      },
      answers: (n: number) => n + 1,
    });
    expect(calls.limit).toBe(3);
    expect(calls.answers(1)).toBe(2);
    expect(() => calls.throws()).toThrow(DatabaseUnavailableError);
    await expect(calls.rejects()).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});

import { describe, expect, it } from 'vitest';
import { memoryLog } from '../../tests/support/memory-log';
import { logCrashAndExit } from './crash-log';

describe('logCrashAndExit', () => {
  it('logs an uncaught error as one line without its message, then exits 1', () => {
    const { log, lines } = memoryLog();
    const exits: number[] = [];
    const onCrash = logCrashAndExit(log, (code) => exits.push(code));

    onCrash(new RangeError('bad input\nfrom dana.rivera@example.com'));

    expect(exits).toEqual([1]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\r\n]/);
    expect(lines[0]).not.toContain('dana');
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'error', name: 'RangeError' });
  });
});

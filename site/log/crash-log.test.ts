import { describe, expect, it } from 'vitest';
import { logCrashAndExit } from './crash-log';
import { formatLogLine, type LogFields, type LogLevel } from './logger';

describe('logCrashAndExit', () => {
  it('logs an uncaught error as one line without its message, then exits 1', () => {
    const lines: string[] = [];
    const exits: number[] = [];
    const onCrash = logCrashAndExit(
      (level: LogLevel, message: string, fields?: LogFields) => lines.push(formatLogLine(level, message, fields)),
      (code) => exits.push(code),
    );

    onCrash(new RangeError('bad input\nfrom dana.rivera@example.com'));

    expect(exits).toEqual([1]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\r\n]/);
    expect(lines[0]).not.toContain('dana');
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'error', name: 'RangeError' });
  });
});

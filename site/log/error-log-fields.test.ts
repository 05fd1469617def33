import { describe, expect, it } from 'vitest';
import { logLine } from '../../tests/support/memory-log';
import { errorLogFields } from './error-log-fields';

function thrownFrom(message: string): Error {
  try {
    throw new TypeError(message);
  } catch (error) {
    return error as Error;
  }
}

describe('errorLogFields', () => {
  it("puts an error's stack frames on one line, separated by ' | '", () => {
    const fields = errorLogFields(thrownFrom('boom'));
    expect(fields.name).toBe('TypeError');
    expect(String(fields.frames)).toMatch(/^at .*error-log-fields\.test\.ts/);
    expect(String(fields.frames)).toContain(' | at ');
    expect(String(fields.frames)).not.toMatch(/[\r\n]/);
    expect(logLine('error', 'unexpected error', fields).split('\n')).toHaveLength(1);
  });

  it('leaves out the message, even the lines of a message that spans several', () => {
    const fields = errorLogFields(thrownFrom('could not parse\nDana Rivera <dana.rivera@example.com>'));
    const line = logLine('error', 'unexpected error', fields);
    expect(line).not.toContain('could not parse');
    expect(line).not.toContain('dana');
  });

  it('names the type of a thrown value that is not an Error', () => {
    expect(errorLogFields('a string')).toEqual({ name: 'string', frames: '' });
  });
});

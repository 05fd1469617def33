import { describe, expect, it } from 'vitest';
import { logLine } from '../../tests/support/memory-log';

describe('the log', () => {
  it('writes an entry as one JSON object with the level and the message first', () => {
    const line = logLine('info', 'CRM delivery succeeded', { lead: 'SQ-261125-123456', status: 200 });
    expect(JSON.parse(line)).toEqual({
      level: 'info',
      message: 'CRM delivery succeeded',
      lead: 'SQ-261125-123456',
      status: 200,
    });
    expect(line.startsWith('{"level":"info","message":')).toBe(true);
  });

  it('keeps a message or field with line breaks on one line, and reads back the same text', () => {
    const message = 'first\nsecond\r\nthird\u2028fourth\u2029fifth\u0085sixth';
    const line = logLine('warn', message, { detail: 'a\nb' });
    expect(line).not.toMatch(/[\n\r\u2028\u2029\u0085]/);
    expect(JSON.parse(line)).toMatchObject({ message, detail: 'a\nb' });
  });

  it('shows an address with a token by its origin only, in the message and in fields', () => {
    const line = logLine('error', 'ShipQuote cannot start: https://crm.example/hook?token=s3cr3t', {
      crm: 'https://crm.example/hook?token=s3cr3t',
    });
    expect(line).not.toContain('s3cr3t');
    expect(JSON.parse(line)).toMatchObject({
      message: 'ShipQuote cannot start: https://crm.example/…',
      crm: 'https://crm.example/…',
    });
  });

  it('does not let a field overwrite the level or the message', () => {
    const line = logLine('error', 'unexpected error', { level: 'info', message: 'all fine' });
    expect(JSON.parse(line)).toEqual({ level: 'error', message: 'unexpected error' });
  });
});

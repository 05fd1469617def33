import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, parsePort } from './port';

describe('parsePort', () => {
  it.each([undefined, '', '  '])('falls back to the default port for %j', (value) => {
    expect(parsePort(value)).toEqual({ ok: true, port: DEFAULT_PORT });
  });

  it.each([
    ['8080', 8080],
    [' 4000 ', 4000],
    ['0', 0],
    ['65535', 65535],
  ])('accepts %j', (value, port) => {
    expect(parsePort(value)).toEqual({ ok: true, port });
  });

  it.each(['abc', '80.5', '-1', '65536', '3000x', '1e3', '0x50'])('refuses %j with a message naming PORT', (value) => {
    const result = parsePort(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^PORT /);
  });
});

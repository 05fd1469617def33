import { describe, expect, it } from 'vitest';
import { bearerTokenCheck } from './bearer-token';

const TOKEN = 'm3tr1cs-Token-0f-At-Least-32-Chars!';

describe('bearerTokenCheck', () => {
  const check = bearerTokenCheck(TOKEN);

  it('accepts the token as a bearer token, whatever the case of the word Bearer', () => {
    expect(check(`Bearer ${TOKEN}`)).toBe(true);
    expect(check(`bearer ${TOKEN}`)).toBe(true);
  });

  it('refuses no header, another scheme, an empty token, and the token with a character more or less', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Basic ${TOKEN}`,
      TOKEN,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN} ${TOKEN}`,
    ]) {
      expect(check(header), String(header)).toBe(false);
    }
  });

  it('refuses an empty header even for a check built around an empty token', () => {
    expect(bearerTokenCheck('')('')).toBe(false);
    expect(bearerTokenCheck('')('Bearer ')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './lead-privacy';

describe('isEmailAddress', () => {
  it('accepts what the quote form accepts, spaces around it included', () => {
    expect(isEmailAddress('ada@example.com')).toBe(true);
    expect(isEmailAddress('  Ada.Lovelace@Example.COM ')).toBe(true);
  });

  it('refuses text that is not an email address', () => {
    for (const text of ['', '   ', 'ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com']) {
      expect(isEmailAddress(text), text).toBe(false);
    }
  });
});

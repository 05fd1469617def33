/** An email address as the order desk prints it. */
import { describe, expect, it } from 'vitest';
import { maskedEmail } from '../../scripts/masked-email';

describe('a masked email address', () => {
  it('shows the first character and the domain only', () => {
    expect(maskedEmail(' Dana.Rivera@example.com ')).toBe('D***@example.com');
    expect(maskedEmail('not-an-address')).toBe('n***');
    expect(maskedEmail('')).toBe('***');
  });
});

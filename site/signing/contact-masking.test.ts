import { describe, expect, it } from 'vitest';
import { agreementTextForLink, maskPhone } from './contact-masking';

describe('contact details under a booking link', () => {
  it('shows a phone number only by its last four digits, whatever its separators', () => {
    expect(maskPhone('(214) 555-0142')).toBe('••• ••• 0142');
    expect(maskPhone('+44 20 7946 0958')).toBe('••• ••• 0958');
    expect(maskPhone('0142')).toBe('••• •••');
  });

  it('leaves the email address out of the agreement, in any letter case, and masks each phone it names', () => {
    const signed = [
      'Customer: Ada Lovelace, Ada@Example.com, (214) 555-0142',
      '  Contact: Ada Lovelace, (214) 555-0142',
      '  Contact: Grace Hopper, +1 (213) 555-0187',
      'Notes: write to ada@example.com',
    ].join('\n');
    const shown = agreementTextForLink(signed, {
      email: 'ada@example.com',
      phones: ['(214) 555-0142', '+1 (213) 555-0187', ''],
    });
    expect(shown).toBe(
      [
        'Customer: Ada Lovelace, (email address not shown on this page), ••• ••• 0142',
        '  Contact: Ada Lovelace, ••• ••• 0142',
        '  Contact: Grace Hopper, ••• ••• 0187',
        'Notes: write to (email address not shown on this page)',
      ].join('\n'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { brand } from './brand';

describe('brand', () => {
  it('uses only phone numbers reserved for fiction (555-0100 to 555-0199)', () => {
    for (const phone of Object.values(brand.phones)) {
      expect(phone.display).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(phone.href).toBe(`tel:+1${phone.display.replace(/\D/g, '')}`);
    }
  });

  it('uses only mailboxes on the reserved .example domain', () => {
    expect(Object.values(brand.mailboxes).map((m) => m.address)).toEqual([
      'info@shipquote.example',
      'quotes@shipquote.example',
      'support@shipquote.example',
    ]);
    for (const mailbox of Object.values(brand.mailboxes)) expect(mailbox.href).toBe(`mailto:${mailbox.address}`);
  });

  it('is marked as sample content and links four social networks', () => {
    expect(brand.sample).toBe(true);
    expect(brand.social.map((s) => s.network)).toEqual(['facebook', 'instagram', 'x', 'youtube']);
    for (const profile of brand.social)
      expect(profile.url).toMatch(/^https:\/\/(www\.)?(facebook|instagram|x|youtube)\.com\//);
  });
});

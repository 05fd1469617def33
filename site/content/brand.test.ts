import { describe, expect, it } from 'vitest';
import { authorityStatement, brand } from './brand';
import { TERMS } from './legal';

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

  it('names a fictional broker with all-zero MC and USDOT numbers, which FMCSA never issues', () => {
    expect(brand.authority).toEqual({
      legalName: 'ShipQuote Logistics LLC',
      mcNumber: '000000',
      usdotNumber: '0000000',
    });
  });

  it('states the authority and that the broker is not the carrier, in one sentence pair', () => {
    expect(authorityStatement).toBe(
      'ShipQuote Logistics LLC is a licensed property broker (USDOT 0000000, MC 000000). We arrange transport by licensed, insured carriers; we are not the carrier.',
    );
  });

  it('gives the Terms of Service the same legal name and numbers', () => {
    const terms = TERMS.sections.flatMap((section) => section.paragraphs).join('\n');
    expect(terms).toContain('ShipQuote Logistics LLC (USDOT 0000000, MC 000000');
  });
});

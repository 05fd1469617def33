import { describe, expect, it } from 'vitest';
import { aLead } from '../../tests/support/a-lead';
import { SEA_QUOTE, SEASON_QUOTE } from '../../tests/support/booking-fixtures';
import { fakeLookups } from '../../tests/support/fake-lookups';
import { canonicalLabels } from './canonical-labels';
import { quoteEmailPayload } from './quote-email-payload';

describe('the quote email row', () => {
  it('holds what the email is written from, addressed to the visitor, without the quote’s other answers', () => {
    const lead = aLead({ submission: { email: 'dana@example.com' }, price: null });
    const payload = quoteEmailPayload(lead);
    expect(payload).toMatchObject({
      kind: 'quote',
      to: 'dana@example.com',
      leadNumber: lead.leadNumber,
      token: lead.token,
      createdAt: lead.createdAt,
      firstName: lead.submission.first_name,
      vehicles: lead.submission.vehicles.map(({ year, make, model }) => ({ year, make, model })),
      price: null,
    });
    expect(JSON.stringify(payload)).not.toContain(lead.submission.phone);
  });

  it('spells the places and vehicles the lookups know their way, and keeps the rest as typed', () => {
    const lead = aLead({
      submission: {
        mode: 'domestic',
        origin_postal_code: 'DALLAS, TX 75201',
        destination_postal_code: 'Somewhere near the lake',
        vehicles: [{ year: '2020', make: 'TOYOTA', model: 'camry' }],
      },
    });
    const payload = quoteEmailPayload(lead, canonicalLabels(fakeLookups()));
    expect(payload).toMatchObject({
      origin: 'Dallas, TX 75201',
      destination: 'Somewhere near the lake',
      vehicles: [{ year: '2020', make: 'Toyota', model: 'Camry' }],
    });
  });

  it('holds the label of the season that moved the price, and none when no season did', () => {
    const lead = aLead({ submission: SEASON_QUOTE });
    const estimate = lead.price?.estimate;
    expect(estimate?.kind === 'domestic' && estimate.season).toBeTruthy();
    if (estimate?.kind !== 'domestic') return;
    expect(quoteEmailPayload(lead).season).toBe(estimate.season?.label);
    expect(quoteEmailPayload(aLead())).not.toHaveProperty('season');
  });

  it('holds a sea trip’s legs with its price, as they were priced', () => {
    const lead = aLead({ submission: SEA_QUOTE });
    const estimate = lead.price?.estimate;
    if (estimate?.kind !== 'domestic') throw new Error('expected a domestic estimate');
    expect(quoteEmailPayload(lead).price?.legs).toEqual(estimate.sea?.legs);
  });
});

import { describe, expect, it } from 'vitest';
import { buildBookingView } from './booking-view';
import { domesticLead, internationalLead, resolveFixture } from './test-fixtures';

describe('booking view', () => {
  it('places a domestic route, estimates its road miles and prices it on the server', () => {
    const view = buildBookingView(domesticLead(), resolveFixture);
    expect(view.roadMiles).toBeGreaterThanOrEqual(1400);
    expect(view.roadMiles).toBeLessThanOrEqual(1550);
    expect(view.estimate.kind).toBe('domestic');
    if (view.estimate.kind === 'domestic') expect(view.estimate.distanceMiles).toBe(view.roadMiles);
    expect(view.origin.resolved?.countryCode).toBe('US');
  });

  it('keeps the email address and phone number out of the view', () => {
    const lead = domesticLead();
    const withContact = { ...lead, submission: { ...lead.submission, email: 'ada@example.com', phone: '5125550100' } };
    const json = JSON.stringify(buildBookingView(withContact, resolveFixture));
    expect(json).not.toContain('ada@example.com');
    expect(json).not.toContain('5125550100');
  });

  it('asks the resolver with the mode of the lead', () => {
    const asked: string[] = [];
    buildBookingView(internationalLead(), (label, mode) => {
      asked.push(`${mode}:${label}`);
      return undefined;
    });
    expect(asked).toEqual(['international:Baltimore, MD (port)', 'international:Bremerhaven, Germany (port)']);
  });

  it('leaves an unplaced route to an agent, with no distance', () => {
    const view = buildBookingView(domesticLead({ destination_postal_code: 'Nowhere at all' }), resolveFixture);
    expect(view.roadMiles).toBeUndefined();
    expect(view.estimate).toEqual({ kind: 'agent', reason: 'route-not-placed' });
  });

  it('does not price a road trip to Hawaii', () => {
    const view = buildBookingView(domesticLead({ destination_postal_code: 'Honolulu, HI 96813' }), resolveFixture);
    expect(view.estimate).toEqual({ kind: 'agent', reason: 'outside-table' });
  });

  it('prices the short-notice fee from the day the lead was made, so a reload never changes the price', () => {
    const rushed = buildBookingView(domesticLead({ ship_date: '2026-11-21' }), resolveFixture);
    const planned = buildBookingView(domesticLead({ ship_date: '2026-12-01' }), resolveFixture);
    expect(rushed.estimate.kind === 'domestic' && rushed.estimate.shortNotice).toBe(true);
    expect(planned.estimate.kind === 'domestic' && planned.estimate.shortNotice).toBe(false);
  });

  it('prices an international route by region, or leaves it to an agent', () => {
    expect(buildBookingView(internationalLead(), resolveFixture).estimate).toMatchObject({
      kind: 'international',
      region: 'western-europe',
    });
    const mongolia = buildBookingView(
      internationalLead({ destination_postal_code: 'Ulaanbaatar, Mongolia' }),
      resolveFixture,
    );
    expect(mongolia.estimate).toEqual({ kind: 'agent', reason: 'outside-table' });
    expect(mongolia.roadMiles).toBeUndefined();
  });
});

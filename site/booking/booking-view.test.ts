import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/time';
import { aLead, INTERNATIONAL_QUOTE } from '../../tests/support/a-lead';
import { ACROSS_THE_WATER_QUOTE, DEARER_RATES } from '../../tests/support/booking-fixtures';
import { buildBookingView } from './booking-view';

describe('booking view', () => {
  it('shows a domestic route with the road miles and the estimate stored with the lead', () => {
    const lead = aLead();
    const view = buildBookingView(lead);
    expect(view.roadMiles).toBeGreaterThanOrEqual(1400);
    expect(view.roadMiles).toBeLessThanOrEqual(1550);
    expect(view.estimate).toEqual(lead.price?.estimate);
    if (view.estimate.kind === 'domestic') expect(view.estimate.distanceMiles).toBe(view.roadMiles);
    expect(view.origin).toBe('Dallas, TX 75201');
  });

  it('shows the figures the lead was stored with, whichever table priced them', () => {
    const dearer = aLead({}, DEARER_RATES);
    const today = aLead();
    const shown = buildBookingView(dearer).estimate;
    expect(shown).toEqual(dearer.price?.estimate);
    expect(shown.kind === 'domestic' && today.price?.estimate.kind === 'domestic').toBe(true);
    if (shown.kind === 'domestic' && today.price?.estimate.kind === 'domestic') {
      expect(shown.open.point).toBeGreaterThan(today.price.estimate.open.point);
    }
  });

  it('shows no price, and no distance, for a lead stored without one', () => {
    const view = buildBookingView(aLead({ price: null }));
    expect(view.estimate).toEqual({ kind: 'unpriced' });
    expect(view.roadMiles).toBeUndefined();
  });

  it('keeps the email address and phone number out of the view', () => {
    const lead = aLead();
    const withContact = { ...lead, submission: { ...lead.submission, email: 'ada@example.com', phone: '5125550100' } };
    const json = JSON.stringify(buildBookingView(withContact));
    expect(json).not.toContain('ada@example.com');
    expect(json).not.toContain('5125550100');
  });

  it('leaves an unplaced route to an agent, with no distance', () => {
    const view = buildBookingView(aLead({ submission: { destination_postal_code: 'Nowhere at all' } }));
    expect(view.roadMiles).toBeUndefined();
    expect(view.estimate).toEqual({ kind: 'agent', reason: 'route-not-placed' });
  });

  it('prices a trip to Hawaii by sea, never as a road trip', () => {
    const view = buildBookingView(aLead({ submission: { destination_postal_code: 'Honolulu, HI 96813' } }));
    if (view.estimate.kind !== 'domestic') throw new Error('expected an instant price');
    expect(view.estimate.sea?.legs.map((leg) => leg.kind)).toEqual(['road', 'sailing', 'port']);
  });

  it('leaves to an agent a trip with both ends across the water', () => {
    const view = buildBookingView(aLead({ submission: ACROSS_THE_WATER_QUOTE }));
    expect(view.estimate).toEqual({ kind: 'agent', reason: 'outside-table' });
  });

  it('keeps the short-notice fee as priced on the day the lead was made', () => {
    const rushed = buildBookingView(aLead({ submission: { ship_date: '2026-11-21' } }));
    const planned = buildBookingView(aLead({ submission: { ship_date: '2026-12-01' } }));
    expect(rushed.estimate.kind === 'domestic' && rushed.estimate.shortNotice).toBe(true);
    expect(planned.estimate.kind === 'domestic' && planned.estimate.shortNotice).toBe(false);
  });

  it('shows an international route by region, or leaves it to an agent', () => {
    expect(buildBookingView(aLead({ submission: INTERNATIONAL_QUOTE })).estimate).toMatchObject({
      kind: 'international',
      region: 'western-europe',
    });
    const mongolia = buildBookingView(
      aLead({ submission: { ...INTERNATIONAL_QUOTE, destination_postal_code: 'Ulaanbaatar, Mongolia' } }),
    );
    expect(mongolia.estimate).toEqual({ kind: 'agent', reason: 'outside-table' });
    expect(mongolia.roadMiles).toBeUndefined();
  });

  it('holds the domestic price until the lead’s creation plus the hold’s days, and says when it has lapsed', () => {
    const lead = aLead();
    const ends = Date.parse(lead.createdAt) + 7 * DAY_MS;
    expect(buildBookingView(lead, { quotePriceDays: 7, now: ends }).priceHold).toEqual({ ends, lapsed: false });
    expect(buildBookingView(lead, { quotePriceDays: 7, now: ends + 1 }).priceHold).toEqual({ ends, lapsed: true });
  });

  it('has no price hold without the hold’s days, nor for a price an agent gives', () => {
    expect(buildBookingView(aLead())).not.toHaveProperty('priceHold');
    const options = { quotePriceDays: 7, now: 0 };
    expect(buildBookingView(aLead({ submission: INTERNATIONAL_QUOTE }), options)).not.toHaveProperty('priceHold');
    expect(buildBookingView(aLead({ price: null }), options)).not.toHaveProperty('priceHold');
  });
});

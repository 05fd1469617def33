import { describe, expect, it } from 'vitest';
import { aLead, INTERNATIONAL_QUOTE } from '../../tests/support/a-lead';
import { PORT_TO_PORT_QUOTE, SEA_QUOTE, SEASON_QUOTE } from '../../tests/support/booking-fixtures';
import { validSubmission } from '../../tests/support/valid-submission';
import { buildCrmPayload } from './crm-lead-payload';

describe('buildCrmPayload', () => {
  const submission = validSubmission();
  // Made the day after the visit landed (the submission's campaign, November 24).
  const lead = aLead({ submission, price: null, createdAt: '2026-11-25T14:03:09.123Z' });

  it('carries the event, lead number, time, every quote field, the vehicles, the placement and the campaign', () => {
    expect(buildCrmPayload(lead)).toEqual({
      event: 'lead.created',
      version: 2,
      lead_number: 'SQ-261125-482193',
      created_at: '2026-11-25T14:03:09.123Z',
      mode: 'domestic',
      origin_postal_code: 'Austin, TX 78701',
      destination_postal_code: 'Miami, FL 33101',
      ship_date: submission.ship_date,
      transport_type: 'enclosed',
      first_name: 'Dana',
      email: 'dana.rivera@example.com',
      phone: '(512) 555-0142',
      vehicles: [
        { year: 2019, make: 'Toyota', model: 'Camry', make_id: 448, vehicle_type: null, vehicle_inop: null },
        { year: 1967, make: 'Ford', model: 'Mustang', make_id: null, vehicle_type: 'Car', vehicle_inop: 'Yes' },
      ],
      placement: { id: 'PARTNER42', source: 'partner-blog' },
      campaign: {
        id: null,
        source: null,
        marketing_id: 'mk-7',
        fbclid: 'IwAR0abc',
        utm_source: 'newsletter',
        utm_medium: null,
        utm_campaign: 'spring',
        utm_term: null,
        utm_content: null,
        landing_page: '/blog/shipping',
        landed_at: '2026-11-24T09:00:00.000Z',
      },
      first_touch: null,
      fbc: `fb.1.${Date.parse('2026-11-24T09:00:00.000Z')}.IwAR0abc`,
      page_url: 'https://partner.example/blog/shipping',
      variant: 'full',
      flagged: false,
    });
  });

  it('carries the price stored with the lead as the visitor was shown it, and none when none was stored', () => {
    const transit = { min: 4, max: 6 };
    const price = buildCrmPayload({
      ...lead,
      price: {
        rateTableVersion: 1,
        chosen: 'enclosed',
        roadMiles: 1_500,
        estimate: {
          kind: 'domestic',
          distanceMiles: 1_500,
          open: { low: 1_100, point: 1_230, high: 1_360 },
          enclosed: { low: 1_600, point: 1_780, high: 1_960 },
          lines: [],
          transitDays: transit,
          shortNotice: false,
        },
      },
    }).price;
    expect(price).toEqual({
      options: [
        { transport: 'open', from: 1_100, to: 1_360, estimate: 1_230, transit, transitUnit: 'days' },
        { transport: 'enclosed', from: 1_600, to: 1_960, estimate: 1_780, transit, transitUnit: 'days' },
      ],
      chosen: 'enclosed',
    });
    expect(buildCrmPayload(lead)).not.toHaveProperty('price');
  });

  it('marks a lead that filled the bot trap flagged: true, and still sends its quote', () => {
    const payload = buildCrmPayload({ ...lead, flagged: true, submission: { ...submission, website: 'bot' } });
    expect(payload.flagged).toBe(true);
    expect(payload).toMatchObject({ lead_number: lead.leadNumber, email: 'dana.rivera@example.com' });
  });

  it('carries the first touch beside the last when the visit had two', () => {
    const first = { marketing_id: 'M-FIRST', fbclid: 'F1', landing_page: '/international', landed_at: 1_000 };
    const payload = buildCrmPayload({
      ...lead,
      submission: { ...submission, context: { ...submission.context, first_touch: first } },
    });
    expect(payload.first_touch).toMatchObject({
      marketing_id: 'M-FIRST',
      fbclid: 'F1',
      landing_page: '/international',
      landed_at: new Date(1_000).toISOString(),
    });
    expect(payload.campaign?.marketing_id).toBe('mk-7');
  });

  it('leaves out the booking token, the idempotency key and the honeypot', () => {
    const json = JSON.stringify(buildCrmPayload({ ...lead, submission: { ...submission, website: 'bot' } }));
    expect(json).not.toContain(lead.token);
    expect(json).not.toContain(submission.idempotency_key);
    expect(json).not.toContain('website');
  });

  it('gives null placement values, no campaign and no click id when the page carried none', () => {
    const payload = buildCrmPayload({ ...lead, submission: { ...submission, context: {} } });
    expect(payload).toMatchObject({
      placement: { id: null, source: null },
      campaign: null,
      first_touch: null,
      fbc: null,
      page_url: null,
      variant: null,
    });
  });

  it('carries the season that moved the price, by its id, label and percentage', () => {
    const priced = aLead({ submission: SEASON_QUOTE });
    const estimate = priced.price?.estimate;
    if (estimate?.kind !== 'domestic' || !estimate.season) throw new Error('expected a season');
    const { id, label, percent } = estimate.season;
    expect(buildCrmPayload(priced).season).toEqual({ id, label, percent });
    expect(buildCrmPayload(priced)).not.toHaveProperty('sea');
  });

  it('carries a sea trip’s lane and legs: each leg’s kind, places, and miles or days at sea', () => {
    const payload = buildCrmPayload(aLead({ submission: SEA_QUOTE }));
    expect(payload.sea?.lane).toBe('hawaii');
    expect(payload.sea?.legs).toEqual([
      { kind: 'road', from: 'Dallas, TX', to: expect.any(String), miles: expect.any(Number) },
      {
        kind: 'sailing',
        from: expect.any(String),
        to: expect.any(String),
        days: { min: expect.any(Number), max: expect.any(Number) },
      },
      { kind: 'port', port: expect.any(String), action: 'pick-up' },
    ]);
    const [road, sailing] = payload.sea?.legs ?? [];
    expect(road?.kind === 'road' && sailing?.kind === 'sailing' && road.to === sailing.from).toBe(true);
    expect(payload).not.toHaveProperty('season');
  });

  it('gives a trip from port to port its drop-off, its sailing and its pick-up, with no road leg', () => {
    const kinds = buildCrmPayload(aLead({ submission: PORT_TO_PORT_QUOTE })).sea?.legs.map((leg) =>
      leg.kind === 'port' ? leg.action : leg.kind,
    );
    expect(kinds).toEqual(['drop-off', 'sailing', 'pick-up']);
  });

  it('leaves out the season and the sea for a trip by road in no season, or a lead without a price', () => {
    for (const quiet of [aLead(), aLead({ price: null }), aLead({ submission: INTERNATIONAL_QUOTE })]) {
      const payload = buildCrmPayload(quiet);
      expect(payload).not.toHaveProperty('season');
      expect(payload).not.toHaveProperty('sea');
    }
  });
});

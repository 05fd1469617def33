import { describe, expect, it } from 'vitest';
import { isLeadNumberShape } from '../../shared/reference-numbers';
import { isBookingTokenShape } from '../../site/quote/booking-token';
import { aLead, BOOKING_TOKEN, LEAD_NUMBER } from '../support/a-lead';

describe('the sample lead of the tests', () => {
  it('has a lead number and a booking token of the shapes the site makes', () => {
    const lead = aLead();
    expect(lead.leadNumber).toBe(LEAD_NUMBER);
    expect(isLeadNumberShape(lead.leadNumber)).toBe(true);
    expect(lead.token).toBe(BOOKING_TOKEN);
    expect(isBookingTokenShape(lead.token)).toBe(true);
  });

  it('dates its lead number the UTC day it was made, as the site does', () => {
    expect(LEAD_NUMBER).toBe('SQ-261120-482193');
    expect(aLead({ createdAt: '2026-11-25T23:59:59.999Z' }).leadNumber).toBe('SQ-261125-482193');
  });

  it('carries the price the submit route would have stored, unless the test gives its own or none', () => {
    expect(aLead().price).toMatchObject({ chosen: 'open', estimate: { kind: 'domestic' } });
    expect(aLead({ price: null }).price).toBeNull();
  });
});

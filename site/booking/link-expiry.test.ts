import { describe, expect, it } from 'vitest';
import { isBookingLinkExpired, isOrderLinkExpired, leadNumberHint } from './link-expiry';

const CREATED = '2026-11-20T15:04:05.000Z';
const at = (iso: string) => Date.parse(iso);

describe('isBookingLinkExpired', () => {
  it('keeps a link working up to the last moment of its days, and not a millisecond longer', () => {
    expect(isBookingLinkExpired(CREATED, 90, at('2027-02-18T15:04:05.000Z'))).toBe(false);
    expect(isBookingLinkExpired(CREATED, 90, at('2027-02-18T15:04:05.001Z'))).toBe(true);
  });

  it('treats a creation time it cannot read as expired, so an undatable quote is never shown', () => {
    expect(isBookingLinkExpired('not a date', 90, at(CREATED))).toBe(true);
  });
});

describe('leadNumberHint', () => {
  it('keeps the prefix and the date of a lead number and hides its own digits', () => {
    expect(leadNumberHint('SQ-261126-482193')).toBe('SQ-261126-…');
  });

  it('gives nothing for text that is not a lead number', () => {
    expect(leadNumberHint('SQ-260001')).toBeUndefined();
    expect(leadNumberHint('')).toBeUndefined();
  });
});

describe('isOrderLinkExpired', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const ENDED = '2027-01-10T12:00:00.000Z';
  const at = (days: number) => Date.parse(ENDED) + days * DAY;

  it('keeps the link of an order under way working, whenever its quote was made', () => {
    for (const status of ['signed', 'carrier_assigned', 'picked_up']) {
      expect(isOrderLinkExpired({ status, reachedAt: {} }, 30, at(400))).toBe(false);
    }
  });

  it('ends it the link days after the order was delivered or cancelled', () => {
    const delivered = { status: 'delivered', reachedAt: { delivered: ENDED } };
    expect(isOrderLinkExpired(delivered, 30, at(29))).toBe(false);
    expect(isOrderLinkExpired(delivered, 30, at(31))).toBe(true);
    const cancelled = { status: 'cancelled', reachedAt: { cancelled: ENDED } };
    expect(isOrderLinkExpired(cancelled, 30, at(31))).toBe(true);
  });
});

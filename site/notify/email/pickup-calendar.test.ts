import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { pickupCalendar, pickupCalendarFileName } from './pickup-calendar';

const INPUT = {
  orderNumber: 'SO-261125-583920',
  carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '(214) 555-0101' },
  pickupWindow: { from: '2026-12-02', to: '2026-12-03' },
  pickupAddress: '1200 Congress Ave, Austin, TX 78701',
  assignedAt: '2026-12-01T16:00:00.000Z',
  orderUrl: 'https://shipquote.example/booking/abc',
};

function eventOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no event');
  return new ICAL.Event(vevent);
}

describe('the pickup calendar file', () => {
  it('parses back to an all-day entry over the confirmed window, last day included', () => {
    const event = eventOf(pickupCalendar(INPUT));
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-02');
    // iCalendar's end of an all-day entry is the day after its last day.
    expect(event.endDate.toString()).toBe('2026-12-04');
    expect(event.summary).toBe('Vehicle pickup: SO-261125-583920');
    expect(event.location).toBe(INPUT.pickupAddress);
    expect(event.description).toContain('Lone Star Haulers, MC 123456, (214) 555-0101');
  });

  it('stamps the entry with the assignment’s moment in UTC, marked with its Z as RFC 5545 requires', () => {
    const text = pickupCalendar(INPUT);
    expect(text).toMatch(/^DTSTAMP:20261201T160000Z\r?$/m);
    const stamp = eventOf(text).component.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.zone?.tzid).toBe('UTC');
    expect(stamp.toJSDate().toISOString()).toBe(INPUT.assignedAt);
  });

  it('keeps the same dates whatever the zone of the machine that makes it', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Auckland';
      const event = eventOf(pickupCalendar(INPUT));
      expect([event.startDate.toString(), event.endDate.toString()]).toEqual(['2026-12-02', '2026-12-04']);
    } finally {
      process.env.TZ = zone;
    }
  });

  it('crosses a month and a year end', () => {
    const event = eventOf(pickupCalendar({ ...INPUT, pickupWindow: { from: '2026-12-30', to: '2026-12-31' } }));
    expect(event.endDate.toString()).toBe('2027-01-01');
  });

  it("names the entry after the order, so a new carrier's file updates it with a higher sequence", () => {
    const first = eventOf(pickupCalendar(INPUT));
    const second = eventOf(pickupCalendar({ ...INPUT, assignedAt: '2026-12-02T09:00:00.000Z' }));
    expect(second.uid).toBe(first.uid);
    expect(second.sequence).toBeGreaterThan(first.sequence);
    expect(pickupCalendarFileName(INPUT.orderNumber)).toBe('pickup-SO-261125-583920.ics');
  });
});

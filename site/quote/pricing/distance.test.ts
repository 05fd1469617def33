import { describe, expect, it } from 'vitest';
import { greatCircleMiles } from '../../lookup/great-circle';
import { estimateRoadMiles } from './distance';

const DALLAS = { lat: 32.7767, lng: -96.797 };
const LOS_ANGELES = { lat: 34.0522, lng: -118.2437 };
const NEW_YORK = { lat: 40.7128, lng: -74.006 };

describe('route distance', () => {
  it('puts Dallas to Los Angeles at roughly 1,400–1,550 road miles', () => {
    const miles = estimateRoadMiles(DALLAS, LOS_ANGELES);
    expect(miles).toBeGreaterThanOrEqual(1400);
    expect(miles).toBeLessThanOrEqual(1550);
  });

  it('measures New York to Los Angeles as about 2,450 miles in a straight line', () => {
    expect(greatCircleMiles(NEW_YORK, LOS_ANGELES)).toBeCloseTo(2445, -1);
  });

  it('is the same in both directions and zero for one place', () => {
    expect(greatCircleMiles(DALLAS, NEW_YORK)).toBeCloseTo(greatCircleMiles(NEW_YORK, DALLAS), 9);
    expect(greatCircleMiles(DALLAS, DALLAS)).toBe(0);
    expect(estimateRoadMiles(DALLAS, DALLAS)).toBe(0);
  });

  it('scales the straight line by the road circuity factor of about 1.2', () => {
    const straight = greatCircleMiles(DALLAS, NEW_YORK);
    expect(Math.abs(estimateRoadMiles(DALLAS, NEW_YORK) - straight * 1.2)).toBeLessThanOrEqual(5);
  });

  it('rounds long routes to the nearest 10 miles and short ones to the mile', () => {
    expect(estimateRoadMiles(DALLAS, LOS_ANGELES) % 10).toBe(0);
    const fortyish = estimateRoadMiles(DALLAS, { lat: 33.2, lng: -96.797 });
    expect(Number.isInteger(fortyish)).toBe(true);
    expect(fortyish).toBeGreaterThan(30);
    expect(fortyish).toBeLessThan(40);
  });
});

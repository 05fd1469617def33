import { describe, expect, it } from 'vitest';
import { metaClickId } from './meta-click-id';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe('metaClickId', () => {
  it('is null when no ad click brought the visitor', () => {
    expect(metaClickId({ campaign: { marketing_id: 'M' } }, NOW)).toBeNull();
    expect(metaClickId({}, NOW)).toBeNull();
  });

  it('uses the time the click id was first seen', () => {
    expect(metaClickId({ campaign: { fbclid: 'IwAR1', landed_at: NOW - DAY } }, NOW)).toBe(`fb.1.${NOW - DAY}.IwAR1`);
  });

  it('takes the earlier landing when both touches carry the same click id', () => {
    const context = {
      first_touch: { fbclid: 'IwAR1', landed_at: NOW - 3 * DAY },
      campaign: { fbclid: 'IwAR1', utm_source: 'retarget', landed_at: NOW - DAY },
    };
    expect(metaClickId(context, NOW)).toBe(`fb.1.${NOW - 3 * DAY}.IwAR1`);
  });

  it('prefers the latest click id over an older one', () => {
    const context = {
      first_touch: { fbclid: 'OLD', landed_at: NOW - 3 * DAY },
      campaign: { fbclid: 'NEW', landed_at: NOW - DAY },
    };
    expect(metaClickId(context, NOW)).toBe(`fb.1.${NOW - DAY}.NEW`);
  });

  it('falls back to the lead time for a first-seen time in the future, too old, or missing', () => {
    for (const landed_at of [NOW + DAY, NOW - 91 * DAY, undefined]) {
      expect(metaClickId({ campaign: { fbclid: 'IwAR1', landed_at } }, NOW)).toBe(`fb.1.${NOW}.IwAR1`);
    }
  });
});

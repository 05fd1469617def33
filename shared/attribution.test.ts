import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MAX_AGE_MS,
  CAMPAIGN_STORAGE_KEY,
  campaignContext,
  campaignOf,
  rememberCampaign,
} from './attribution';

/** A Storage over a Map, with the failures real browsers have. */
function memoryStorage({ refuseWrites = false } = {}): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => {
      if (refuseWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(key, value);
    },
  };
}

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-11-20T10:00:00.000Z');

describe('campaignOf', () => {
  it('reads id, source, marketing_id, fbclid and utm_* from the address, and the path without the query', () => {
    expect(
      campaignOf(
        'https://broker.example/international?marketing_id=M&fbclid=F&id=I&source=S&utm_source=u&utm_medium=m&utm_campaign=c&utm_term=t&utm_content=x&email=a%40b.c',
      ),
    ).toEqual({
      values: {
        id: 'I',
        source: 'S',
        marketing_id: 'M',
        fbclid: 'F',
        utm_source: 'u',
        utm_medium: 'm',
        utm_campaign: 'c',
        utm_term: 't',
        utm_content: 'x',
      },
      page: '/international',
    });
  });

  it('is undefined for an address without campaign values, blank values or an unreadable address', () => {
    expect(campaignOf('https://broker.example/faq?q=ship')).toBeUndefined();
    expect(campaignOf('https://broker.example/?source=%20%20')).toBeUndefined();
    expect(campaignOf('not a url')).toBeUndefined();
  });

  it('cuts a value to 200 characters', () => {
    expect(campaignOf(`https://b.example/?source=${'s'.repeat(300)}`)?.values.source).toHaveLength(200);
  });
});

describe('rememberCampaign', () => {
  it('keeps the first touch while the last one follows each new campaign', () => {
    const storage = memoryStorage();
    rememberCampaign(storage, 'https://b.example/international?marketing_id=M1&fbclid=F1', T0);
    rememberCampaign(storage, 'https://b.example/frequently-asked-questions', T0 + 1000);
    const later = rememberCampaign(storage, 'https://b.example/landing?utm_source=mail', T0 + DAY);
    expect(later.first).toEqual({ values: { marketing_id: 'M1', fbclid: 'F1' }, page: '/international', at: T0 });
    expect(later.last).toEqual({ values: { utm_source: 'mail' }, page: '/landing', at: T0 + DAY });
  });

  it('remembers across pages without campaign values, a day later', () => {
    const storage = memoryStorage();
    rememberCampaign(storage, 'https://b.example/international?marketing_id=M&fbclid=F', T0);
    const onHome = rememberCampaign(storage, 'https://b.example/', T0 + DAY);
    expect(campaignContext(onHome)).toEqual({
      campaign: { marketing_id: 'M', fbclid: 'F', landing_page: '/international', landed_at: T0 },
    });
  });

  it('treats arriving again with the same values as the same touch, keeping when it was first seen', () => {
    const storage = memoryStorage();
    rememberCampaign(storage, 'https://b.example/landing?fbclid=F', T0);
    const again = rememberCampaign(storage, 'https://b.example/landing?fbclid=F', T0 + 5000);
    expect(again.last?.at).toBe(T0);
  });

  it('forgets touches after 30 days', () => {
    const storage = memoryStorage();
    rememberCampaign(storage, 'https://b.example/?marketing_id=OLD', T0);
    rememberCampaign(storage, 'https://b.example/?marketing_id=NEW', T0 + 10 * DAY);
    const later = rememberCampaign(storage, 'https://b.example/', T0 + CAMPAIGN_MAX_AGE_MS + 1);
    expect(later).toEqual({
      first: { values: { marketing_id: 'NEW' }, page: '/', at: T0 + 10 * DAY },
      last: { values: { marketing_id: 'NEW' }, page: '/', at: T0 + 10 * DAY },
    });
    expect(rememberCampaign(storage, 'https://b.example/', T0 + 41 * DAY)).toEqual({
      first: undefined,
      last: undefined,
    });
  });

  it('ignores stored data it did not write', () => {
    for (const junk of [
      'not json',
      '[]',
      '{"last":{"values":{"source":7},"page":"/","at":1}}',
      '{"last":{"values":{"source":"S"},"page":"/","at":"yesterday"}}',
    ]) {
      const storage = memoryStorage();
      storage.data.set(CAMPAIGN_STORAGE_KEY, junk);
      expect(campaignContext(rememberCampaign(storage, 'https://b.example/?source=NOW', T0))).toEqual({
        campaign: { source: 'NOW', landing_page: '/', landed_at: T0 },
      });
    }
  });

  it('still gives the current address’s campaign when storage refuses writes or is missing', () => {
    for (const storage of [memoryStorage({ refuseWrites: true }), undefined]) {
      expect(campaignContext(rememberCampaign(storage, 'https://b.example/p?id=P', T0))).toEqual({
        campaign: { id: 'P', landing_page: '/p', landed_at: T0 },
      });
    }
  });
});

describe('campaignContext', () => {
  it('is empty when the visit carried no campaign', () => {
    expect(campaignContext({})).toEqual({});
  });

  it('adds the first touch only when it differs from the last', () => {
    const first = { values: { marketing_id: 'M' }, page: '/international', at: T0 };
    const last = { values: { source: 'S' }, page: '/', at: T0 + DAY };
    expect(campaignContext({ first, last })).toEqual({
      campaign: { source: 'S', landing_page: '/', landed_at: T0 + DAY },
      first_touch: { marketing_id: 'M', landing_page: '/international', landed_at: T0 },
    });
    expect(campaignContext({ first: last, last })).not.toHaveProperty('first_touch');
  });
});

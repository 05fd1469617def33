import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../shared/api-types';
import { lookupRequestSchema, modelLookupRequestSchema } from '../shared/lookup-schema';
import { submissionSchema, validate } from '../shared/schema';
import { lookupRequests, MIX, prefixes, quoteRequest, sitemapPaths } from './soak-traffic';

afterEach(() => {
  vi.useRealTimers();
});

describe('the soak’s traffic', () => {
  it('is 80 % lookups, 15 % page views and 5 % quotes', () => {
    expect(MIX).toEqual({ lookups: 0.8, pages: 0.15, quotes: 0.05 });
    expect(Object.values(MIX).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 10);
  });

  it('types each word letter by letter, as the widget asks', () => {
    expect(prefixes('dal')).toEqual(['d', 'da', 'dal']);
    expect(prefixes('new y')).toEqual(['n', 'ne', 'new', 'new ', 'new y']);
  });

  it('sends only lookups the server accepts', () => {
    const requests = lookupRequests();
    expect(new Set(requests.map((request) => request.path))).toEqual(
      new Set([API_PATHS.cityZipLookup, API_PATHS.autocomplete, API_PATHS.makeLookup, API_PATHS.modelLookup]),
    );
    for (const request of requests) {
      const schema = request.path === API_PATHS.modelLookup ? modelLookupRequestSchema : lookupRequestSchema;
      expect(validate(schema, JSON.parse(request.body!)).ok, request.body).toBe(true);
    }
  });

  it('makes every quote a valid one of its own: a new idempotency key and a new email address', () => {
    const now = new Date(2031, 4, 6, 12);
    // The schema checks the ship date against today: the same "now" for both.
    vi.useFakeTimers({ toFake: ['Date'], now });
    const first = JSON.parse(quoteRequest('run1', 0, now).body!);
    const second = JSON.parse(quoteRequest('run1', 1, now).body!);
    expect(validate(submissionSchema, first).ok).toBe(true);
    expect(first.ship_date).toBe('2031-05-13');
    expect(first.idempotency_key).not.toBe(second.idempotency_key);
    expect(first.email).not.toBe(second.email);
  });

  it('takes the page paths from the site’s sitemap', () => {
    const xml =
      '<urlset><url><loc>https://quotes.example.com/</loc></url><url><loc>https://quotes.example.com/blog/a-post</loc></url></urlset>';
    expect(sitemapPaths(xml)).toEqual(['/', '/blog/a-post']);
  });
});

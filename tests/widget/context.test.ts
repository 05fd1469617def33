/** What the embed itself adds to a quote's context: its placement, the page and the variant. */
import { describe, expect, it } from 'vitest';
import { readContext } from '../../widget/context';

describe('readContext', () => {
  it('gives the embed’s id and source as its placement, never as campaign values', () => {
    const context = readContext('https://partner.test/cars/ship?id=URL-ID&source=URL-SRC', {
      id: 'ATTR-ID',
      source: 'ATTR-SRC',
      variant: 'compact',
    });
    expect(context).toEqual({
      placement: { id: 'ATTR-ID', source: 'ATTR-SRC' },
      page_url: 'https://partner.test/cars/ship',
      variant: 'compact',
    });
  });

  it('has no placement when the embed names none', () => {
    expect(readContext('https://partner.test/', { variant: 'full' })).not.toHaveProperty('placement');
  });

  it('records the page address without its query or fragment, which may hold personal data', () => {
    const context = readContext('https://partner.test/quote?email=ana%40example.com#step-2', { variant: 'full' });
    expect(context.page_url).toBe('https://partner.test/quote');
    expect(JSON.stringify(context)).not.toContain('ana');
  });

  it('leaves the page out for an address it cannot read', () => {
    expect(readContext('not a url', { id: 'ATTR-ID', variant: 'full' })).toEqual({
      placement: { id: 'ATTR-ID', source: undefined },
      variant: 'full',
    });
  });
});

/** The marketing context of a quote (SPEC §3 "Context values read"; DESIGN: an explicit attribute wins over the URL). */
import { describe, expect, it } from 'vitest';
import { readContext } from '../../widget/context';

describe('readContext', () => {
  it('reads fbclid, id, marketing_id, source and utm_* from the page URL', () => {
    const context = readContext(
      'https://partner.test/cars/ship?fbclid=FB&id=URL-ID&marketing_id=M-1&source=URL-SRC&utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=suv&utm_content=hero&other=ignored',
      { variant: 'full' },
    );
    expect(context).toEqual({
      fbclid: 'FB',
      id: 'URL-ID',
      marketing_id: 'M-1',
      source: 'URL-SRC',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'suv',
      utm_content: 'hero',
      page_url: 'https://partner.test/cars/ship',
      variant: 'full',
    });
  });

  it('lets the data attributes’ id and source win over the URL’s', () => {
    const context = readContext('https://partner.test/?id=URL-ID&source=URL-SRC&marketing_id=M-1', {
      id: 'ATTR-ID',
      source: 'ATTR-SRC',
      variant: 'compact',
    });
    expect(context).toMatchObject({ id: 'ATTR-ID', source: 'ATTR-SRC', marketing_id: 'M-1', variant: 'compact' });
  });

  it('keeps the URL’s source when only the id is given explicitly', () => {
    const context = readContext('https://partner.test/?source=URL-SRC', { id: 'ATTR-ID', variant: 'full' });
    expect(context).toMatchObject({ id: 'ATTR-ID', source: 'URL-SRC' });
  });

  it('records the page address without its query or fragment, which may hold personal data', () => {
    const context = readContext('https://partner.test/quote?email=ana%40example.com#step-2', { variant: 'full' });
    expect(context.page_url).toBe('https://partner.test/quote');
    expect(JSON.stringify(context)).not.toContain('ana');
  });

  it('skips blank values and cuts long ones to 200 characters', () => {
    const context = readContext(`https://partner.test/?fbclid=%20%20&utm_source=${'a'.repeat(300)}`, {
      variant: 'full',
    });
    expect(context).not.toHaveProperty('fbclid');
    expect(context.utm_source).toHaveLength(200);
  });

  it('gives only the explicit values for an address it cannot read', () => {
    expect(readContext('not a url', { id: 'ATTR-ID', variant: 'full' })).toEqual({ id: 'ATTR-ID', variant: 'full' });
  });
});

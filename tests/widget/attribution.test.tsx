/**
 * The campaign a visit arrived with reaches the quote even when the visitor asks for it later, on
 * another page; partner pages keep it for the browser session only.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_STORAGE_KEY } from '../../shared/attribution';
import { setScriptLocation } from '../../widget/mount';
import { fillWholeQuote, mountWidget, resultShown, submitQuote, useRealApi } from './harness';

const { storedLeads } = useRealApi();

afterEach(() => setScriptLocation({ origin: '', base: '' }));

async function submitFrom(options: Parameters<typeof mountWidget>[0] = {}) {
  vi.spyOn(window, 'open').mockImplementation(() => null);
  const { view } = mountWidget(options);
  fillWholeQuote(view);
  submitQuote(view);
  await resultShown(view);
  return storedLeads().at(-1)?.submission.context;
}

describe('on a partner’s page', () => {
  it('keeps the landing campaign for the session, so a quote from a later page still carries it', async () => {
    setScriptLocation({ origin: 'https://quotes.example', base: 'https://quotes.example/widget/' });
    history.replaceState(null, '', '/deals?marketing_id=M-1&fbclid=F-1');
    const first = mountWidget({ id: 'PARTNER', source: 'partner-blog' });
    first.host.remove();
    history.replaceState(null, '', '/contact');

    const context = await submitFrom({ id: 'PARTNER', source: 'partner-blog' });
    expect(context).toMatchObject({
      placement: { id: 'PARTNER', source: 'partner-blog' },
      campaign: { marketing_id: 'M-1', fbclid: 'F-1', landing_page: '/deals' },
    });
    expect(sessionStorage.getItem(CAMPAIGN_STORAGE_KEY)).toContain('M-1');
    expect(localStorage.getItem(CAMPAIGN_STORAGE_KEY)).toBeNull();
  });
});

describe('on the broker’s own site', () => {
  it('sends the first and last touch the site remembered in localStorage, beside the embed’s placement', async () => {
    setScriptLocation({ origin: window.location.origin, base: `${window.location.origin}/widget/` });
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    localStorage.setItem(
      CAMPAIGN_STORAGE_KEY,
      JSON.stringify({
        first: { values: { marketing_id: 'M', fbclid: 'F' }, page: '/international', at: now - 2 * day },
        last: { values: { source: 'S', id: 'I' }, page: '/', at: now - day },
      }),
    );
    history.replaceState(null, '', '/');

    const context = await submitFrom({ source: 'home-hero' });
    expect(context).toMatchObject({
      placement: { source: 'home-hero' },
      campaign: { source: 'S', id: 'I', landing_page: '/', landed_at: now - day },
      first_touch: { marketing_id: 'M', fbclid: 'F', landing_page: '/international', landed_at: now - 2 * day },
    });
  });

  it('does not let the embed’s own source replace the source of the address', async () => {
    setScriptLocation({ origin: window.location.origin, base: `${window.location.origin}/widget/` });
    history.replaceState(null, '', '/?source=S&id=I');

    const context = await submitFrom({ source: 'home-hero' });
    expect(context?.placement).toEqual({ source: 'home-hero' });
    expect(context?.campaign).toMatchObject({ source: 'S', id: 'I' });
    expect(localStorage.getItem(CAMPAIGN_STORAGE_KEY)).toContain('"S"');
  });
});

/**
 * The widget script on a partner page (embed in any order, also injected later
 * by a tag manager or an SPA; loading the script twice is harmless; events reach window.dataLayer).
 */
import { waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { isMounted } from '../../widget/mount';
import { createHost, viewOf } from './harness';
import { useNoApi } from './no-api';

useNoApi();

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

async function loadScript(): Promise<void> {
  await import('../../widget/index');
}

describe('the widget script', () => {
  it('mounts the elements already on the page, announces quote:ready, and tells the tag manager', async () => {
    window.dataLayer = [];
    const ready: unknown[] = [];
    const listener = (e: Event) => ready.push((e as CustomEvent).detail);
    document.addEventListener('quote:ready', listener);
    const host = createHost({ id: 'PARTNER', source: 'partner-blog' });

    await loadScript();

    expect(viewOf(host).getByRole('heading', { level: 2, name: 'Car Shipping Quote' })).toBeTruthy();
    // quote:ready fires from an effect, once the form has rendered.
    await waitFor(() => expect(ready).toEqual([{ id: 'PARTNER', source: 'partner-blog', variant: 'full' }]));
    expect(window.dataLayer).toEqual([
      { event: 'quote:ready', id: 'PARTNER', source: 'partner-blog', variant: 'full' },
    ]);
    expect(typeof window.QuoteWidget?.mount).toBe('function');
    delete window.dataLayer;
    document.removeEventListener('quote:ready', listener);
  });

  it('mounts an element added later, as a tag manager or an SPA adds it', async () => {
    await loadScript();
    const wrapper = document.createElement('section');
    const host = document.createElement('div');
    host.setAttribute('data-quote-widget', '');
    wrapper.append(host);
    const later = createHost();
    later.replaceWith(wrapper);

    await waitFor(() => expect(isMounted(host)).toBe(true));
    expect(viewOf(host).getByRole('combobox', { name: 'Pickup location' })).toBeTruthy();
    wrapper.remove();
  });

  it('unmounts a widget whose element an SPA removed from the page', async () => {
    await loadScript();
    const host = createHost();
    await waitFor(() => expect(isMounted(host)).toBe(true));

    host.remove();

    await waitFor(() => expect(isMounted(host)).toBe(false));
    expect(host.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('does no harm when the script loads a second time', async () => {
    await loadScript();
    const host = createHost();
    await waitFor(() => expect(isMounted(host)).toBe(true));
    const api = window.QuoteWidget;

    vi.resetModules();
    await loadScript();

    expect(window.QuoteWidget).toBe(api);
    expect(viewOf(host).getAllByRole('combobox', { name: 'Pickup location' })).toHaveLength(1);
  });
});

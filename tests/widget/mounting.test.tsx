/** Mounting into partner pages: options, isolation, the public API. */
import { waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { mount, setScriptLocation, unmount } from '../../widget/mount';
import { API, createHost, mountWidget, optionTexts, type, useRealApi, viewOf } from './harness';

const { bodiesOf } = useRealApi();

describe('mounting', () => {
  it('renders one form per element however often mount is called on it', () => {
    const { host, view } = mountWidget();
    mount(host);
    mount(host, { api: API });
    mount(host, { api: API, title: 'Ship it' });

    expect(view.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Ship it');
    expect(view.getAllByRole('combobox', { name: 'Pickup location' })).toHaveLength(1);
    expect(view.getAllByRole('button', { name: 'Next' })).toHaveLength(1);
  });

  it('gives two widgets on one page distinct element ids, each label still naming its own input', () => {
    const first = mountWidget();
    const second = mountWidget();

    const idsOf = (root: ShadowRoot) => [...root.querySelectorAll('[id]')].map((el) => el.id);
    const firstIds = idsOf(first.root);
    expect(firstIds.length).toBeGreaterThan(5);
    expect(idsOf(second.root).filter((id) => firstIds.includes(id))).toEqual([]);
    const pickupA = first.view.getByRole('combobox', { name: 'Pickup location' });
    const pickupB = second.view.getByRole('combobox', { name: 'Pickup location' });
    expect(pickupA.id).not.toBe(pickupB.id);
  });

  it('replaces what the element held for a page without the widget (a plain form, a link and a phone)', () => {
    const host = createHost();
    host.innerHTML =
      '<form action="/quote"><label for="e">Email</label><input id="e" name="email"></form><a href="/">Get a quote</a>';

    mount(host, { api: API });

    expect(host.querySelector('form')).toBeNull();
    expect(host.querySelector('a')).toBeNull();
    expect(host.childNodes).toHaveLength(0);
    expect(viewOf(host).getAllByRole('combobox', { name: 'Pickup location' })).toHaveLength(1);
  });

  it('empties the shadow root on unmount', () => {
    const { host, root, view } = mountWidget();
    expect(view.getByRole('heading', { level: 2 })).toBeTruthy();

    unmount(host);

    expect(root.childNodes).toHaveLength(0);
    expect(view.queryByRole('heading')).toBeNull();
  });

  it('can be mounted again after unmount', () => {
    const { host, view } = mountWidget();
    unmount(host);
    mount(host, { api: API });
    expect(view.getAllByRole('combobox', { name: 'Pickup location' })).toHaveLength(1);
  });

  it('titles the form "Car Shipping Quote" by default', () => {
    const { view } = mountWidget();
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Car Shipping Quote');
  });

  it('names the step in one heading led by its count, a caption on screen unless the step list shows the count', () => {
    const { view } = mountWidget({ pagination: false });
    const heading = view.getByRole('heading', { level: 3, name: 'Step 1 of 3 Route and date' });
    expect(view.getByRole('group', { name: 'Step 1 of 3 Route and date' })).toBeTruthy();
    expect(heading.querySelector('.qw-step-count')?.textContent).toBe('Step 1 of 3');

    const withList = mountWidget({ pagination: true }).view;
    const count = withList.getByRole('heading', { level: 3, name: 'Step 1 of 3 Route and date' }).firstElementChild;
    expect(count?.textContent).toBe('Step 1 of 3');
    expect(count?.className).toBe('qw-visually-hidden');
  });

  it('takes its title from data-title', () => {
    const host = createHost({ title: 'Ship your car to Hawaii' });
    mount(host, { api: API });
    expect(viewOf(host).getByRole('heading', { level: 2 }).textContent).toBe('Ship your car to Hawaii');
  });

  it('ignores bad data attributes, falling back to the defaults with a warning that names each one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The default API origin is the script's own origin.
    setScriptLocation({ origin: API, base: `${API}/widget/` });
    try {
      const host = createHost({ variant: 'huge', pagination: 'maybe', api: 'javascript:alert(1)' });
      mount(host);
      const view = viewOf(host);

      expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Car Shipping Quote');
      // pagination falls back to on: the step list shows.
      expect(view.getByRole('list', { name: 'Quote steps' })).toBeTruthy();
      const warnings = warn.mock.calls.map((call) => String(call[0]));
      expect(warnings.some((w) => w.includes('data-variant="huge"'))).toBe(true);
      expect(warnings.some((w) => w.includes('data-pagination="maybe"'))).toBe(true);
      expect(warnings.some((w) => w.includes('data-api="javascript:alert(1)"'))).toBe(true);

      // Lookups go to the script's origin, never to the javascript: URL.
      type(view.getByRole('combobox', { name: 'Pickup location' }), 'Dal');
      await waitFor(() => expect(optionTexts(view)).toContain('Dallas, TX 75201'));
      expect(bodiesOf('cityZipLookup')).toContainEqual({ input: 'Dal' });
    } finally {
      setScriptLocation({ origin: '', base: '' });
    }
  });

  it('takes any of its texts from the messages option', () => {
    const { view } = mountWidget({ messages: { title: 'Get a price', next: 'Continue' } });
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Get a price');
    expect(view.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('refuses a non-element without throwing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => mount(document.createTextNode('x') as unknown as Element)).not.toThrow();
    expect(error).toHaveBeenCalled();
  });
});

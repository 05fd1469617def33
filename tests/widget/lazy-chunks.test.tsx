/**
 * Progressive enhancement, which keeps the first script small: the first script renders a complete form; the lookup
 * comboboxes and the calendar arrive as separate scripts, and a visitor never waits for them or loses
 * anything when they come late or not at all. Each test starts without the chunks registered, so the
 * widget adds their <script> elements; jsdom does not fetch them, and the tests play the browser's part.
 */
import { act, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chunks } from '../../widget/chunks';
import { API, click, createHost, type, viewOf } from './harness';
import { useNoApi } from './no-api';

useNoApi();

let registered: Partial<Chunks> | undefined;
/** A fresh copy of the widget per test: which chunks are on their way is the page's (module) state. */
let widget: typeof import('../../widget/mount');
const hosts: HTMLElement[] = [];

beforeEach(async () => {
  registered = window.__quoteWidgetChunks;
  window.__quoteWidgetChunks = {};
  vi.resetModules();
  widget = await import('../../widget/mount');
});

afterEach(() => {
  for (const host of hosts.splice(0)) widget.unmount(host);
  window.__quoteWidgetChunks = registered;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

function mountWidget() {
  const host = createHost();
  hosts.push(host);
  act(() => widget.mount(host, { api: API }));
  return { host, root: host.shadowRoot as ShadowRoot, view: viewOf(host) };
}

function chunkScript(name: string): HTMLScriptElement {
  // The newest: a retry after a failed load adds a second <script>.
  const script = [...document.head.querySelectorAll('script')].findLast((s) => s.src.endsWith(`chunks/${name}.js`));
  if (!script) throw new Error(`No <script> for the ${name} chunk`);
  return script;
}

/** The chunk's script ran: it registers itself, then the browser fires load. */
async function arrives(name: keyof Chunks): Promise<void> {
  if (name === 'steps') {
    // This chunk shares the widget's context, so it must run against this test's fresh copy of the widget.
    await import('../../widget/steps/chunk');
  } else {
    window.__quoteWidgetChunks = { ...window.__quoteWidgetChunks, [name]: registered?.[name] };
  }
  await act(async () => {
    chunkScript(name).dispatchEvent(new Event('load'));
  });
}

async function fails(name: keyof Chunks): Promise<void> {
  await act(async () => {
    chunkScript(name).dispatchEvent(new Event('error'));
  });
}

describe('before the lookup chunk arrives', () => {
  it('offers a plain text input that takes the typed place', () => {
    const { view } = mountWidget();
    const origin = view.getByRole('textbox', { name: 'Pickup location' });
    type(origin, 'Dallas');
    expect(origin).toHaveProperty('value', 'Dallas');
    expect(view.queryByRole('combobox', { name: 'Pickup location' })).toBeNull();
  });

  it('asks for the lookup chunk once, however many fields need it', () => {
    mountWidget();
    const scripts = [...document.head.querySelectorAll('script')].filter((s) => s.src.endsWith('chunks/lookup.js'));
    expect(scripts).toHaveLength(1);
  });

  it('becomes a combobox when the chunk arrives, keeping the text and the focus', async () => {
    const { root, view } = mountWidget();
    type(view.getByRole('textbox', { name: 'Pickup location' }), 'Dallas');

    await arrives('lookup');

    const origin = view.getByRole('combobox', { name: 'Pickup location' });
    expect(origin).toHaveProperty('value', 'Dallas');
    await waitFor(() => expect(root.activeElement).toBe(origin));
  });

  it('leaves the focus where the visitor moved it while the chunk was arriving', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { root, view } = mountWidget();
    type(view.getByRole('textbox', { name: 'Pickup location' }), 'Dallas');

    await arrives('lookup');
    // Before the next frame the visitor is already in the next field.
    const delivery = view.getByRole('combobox', { name: 'Delivery location' });
    delivery.focus();
    for (const frame of frames.splice(0)) frame(performance.now());

    expect(root.activeElement).toBe(delivery);
  });

  it('stays a working text input when the chunk fails to load', async () => {
    const { view } = mountWidget();
    await fails('lookup');
    const origin = view.getByRole('textbox', { name: 'Pickup location' });
    type(origin, 'Dallas');
    expect(origin).toHaveProperty('value', 'Dallas');
  });
});

describe('the calendar chunk', () => {
  it('is only asked for when the visitor reaches the date', () => {
    const { view } = mountWidget();
    expect(() => chunkScript('date-picker')).toThrow();
    click(view.getByRole('button', { name: 'Choose date from calendar' }));
    expect(chunkScript('date-picker')).toBeTruthy();
  });

  it('says to type the date when it cannot load', async () => {
    const { view } = mountWidget();
    click(view.getByRole('button', { name: 'Choose date from calendar' }));
    expect(view.getByText('Loading the calendar…')).toBeTruthy();

    await fails('date-picker');

    expect(view.getByText('The calendar could not load. Type the date as MM/DD/YYYY.').getAttribute('role')).toBe(
      'status',
    );
    expect(view.getByRole('textbox', { name: 'First available date' })).toBeTruthy();
  });

  it('shows the month grid in the open dialog when it arrives', async () => {
    const { view } = mountWidget();
    click(view.getByRole('button', { name: 'Choose date from calendar' }));
    await arrives('date-picker');
    expect(view.getByRole('dialog').querySelector('[role="grid"]')).toBeTruthy();
  });
});

describe('the steps chunk (steps 2 and 3 and the result)', () => {
  /** Fills step 1 by typing only: no lookup or calendar chunk is needed for that. */
  function fillRoute(view: ReturnType<typeof viewOf>) {
    type(view.getByRole('textbox', { name: 'Pickup location' }), 'Dallas, TX 75201');
    type(view.getByRole('textbox', { name: 'Delivery location' }), 'Miami, FL 33101');
    const next = new Date();
    next.setDate(next.getDate() + 7);
    const typed = `${String(next.getMonth() + 1).padStart(2, '0')}/${String(next.getDate()).padStart(2, '0')}/${next.getFullYear()}`;
    type(view.getByRole('textbox', { name: 'First available date' }), typed);
    click(view.getByRole('radio', { name: /Open carrier/ }));
  }

  it('is asked for as soon as step 1 shows, before the visitor presses Next', () => {
    mountWidget();
    expect(chunkScript('steps')).toBeTruthy();
  });

  it('says it is loading when the visitor is faster than the network, then shows step 2', async () => {
    const { view } = mountWidget();
    fillRoute(view);
    click(view.getByRole('button', { name: 'Next' }));
    expect(view.getByText('Loading the next step…')).toBeTruthy();
    await arrives('steps');
    expect(view.getByRole('textbox', { name: 'Year' })).toBeTruthy();
  });

  it('offers Try again when it fails, keeps step 1 answers, and loads on retry', async () => {
    const { view } = mountWidget();
    await fails('steps');
    fillRoute(view);
    click(view.getByRole('button', { name: 'Next' }));
    expect(view.getByRole('alert').textContent).toContain('The next step could not load');

    click(view.getByRole('button', { name: 'Try again' }));
    await arrives('steps');
    expect(view.getByRole('textbox', { name: 'Year' })).toBeTruthy();
    click(view.getByRole('button', { name: 'Previous' }));
    expect(view.getByRole('textbox', { name: 'Pickup location' })).toHaveProperty('value', 'Dallas, TX 75201');
  });
});

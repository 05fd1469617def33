/**
 * `data-theme="auto"`: the form takes the page's theme, the page's own <html data-theme> first and the
 * visitor's system setting otherwise, and follows both live. The system setting is the browser's
 * `matchMedia`, which jsdom lacks: each test gives it one it can switch, as a visitor's system does.
 */
import { act } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markPageTheme, mount, unmount } from '../../widget/mount';
import { pageIsDark, watchPageTheme } from '../../widget/theme';

/** The visitor's system colour scheme, switchable as the system's own setting is. */
function systemScheme(dark: boolean) {
  const query = Object.assign(new EventTarget(), { matches: dark, media: '(prefers-color-scheme: dark)' });
  const matchMedia = vi.fn((media: string) => {
    if (media !== query.media) throw new Error(`Unexpected media query ${media}`);
    return query;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    switchTo(next: 'dark' | 'light') {
      query.matches = next === 'dark';
      query.dispatchEvent(new Event('change'));
    },
  };
}

const hosts: HTMLElement[] = [];

function mounted(theme?: string): HTMLElement {
  const host = document.createElement('div');
  if (theme !== undefined) host.dataset.theme = theme;
  document.body.append(host);
  hosts.push(host);
  act(() => mount(host, { api: 'http://localhost' }));
  return host;
}

const containerOf = (host: HTMLElement) => host.shadowRoot?.querySelector('.qw-host');

afterEach(() => {
  for (const host of hosts.splice(0)) {
    unmount(host);
    host.remove();
  }
  delete document.documentElement.dataset.theme;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pageIsDark', () => {
  it('follows the system when the page names no theme', () => {
    const system = systemScheme(false);
    expect(pageIsDark()).toBe(false);
    system.switchTo('dark');
    expect(pageIsDark()).toBe(true);
  });

  it('lets the page’s own choice on <html> win over the system, either way', () => {
    systemScheme(true);
    document.documentElement.dataset.theme = 'light';
    expect(pageIsDark()).toBe(false);
    systemScheme(false);
    document.documentElement.dataset.theme = 'dark';
    expect(pageIsDark()).toBe(true);
  });

  it('reads a theme name it does not know on <html> as no choice', () => {
    systemScheme(true);
    document.documentElement.dataset.theme = 'sepia';
    expect(pageIsDark()).toBe(true);
  });

  it('is light where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(pageIsDark()).toBe(false);
  });
});

describe('watchPageTheme', () => {
  it('hears the page switch its <html> theme and the system switch its scheme', async () => {
    const system = systemScheme(false);
    const onChange = vi.fn();
    watchPageTheme(onChange);

    document.documentElement.dataset.theme = 'dark';
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    system.switchTo('dark');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe('a mounted form', () => {
  it('carries the page’s theme on its container at once, for the stylesheet’s auto palette', () => {
    systemScheme(true);
    expect(containerOf(mounted('auto'))?.classList.contains('qw-page-dark')).toBe(true);
  });

  it('changes with the page when told to, every form on the page', () => {
    systemScheme(false);
    const first = mounted('auto');
    const second = mounted('dark');
    expect(containerOf(first)?.classList.contains('qw-page-dark')).toBe(false);

    document.documentElement.dataset.theme = 'dark';
    markPageTheme();
    expect(containerOf(first)?.classList.contains('qw-page-dark')).toBe(true);
    expect(containerOf(second)?.classList.contains('qw-page-dark')).toBe(true);

    document.documentElement.dataset.theme = 'light';
    markPageTheme();
    expect(containerOf(first)?.classList.contains('qw-page-dark')).toBe(false);
  });

  it('reports a data-theme the stylesheet does not know (it draws the light palette), naming the value', () => {
    systemScheme(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const theme of ['light', 'dark', 'auto', '']) mounted(theme);
    expect(warn).not.toHaveBeenCalled();

    for (const theme of ['purple', 'Dark', ' auto']) mounted(theme);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[quote-widget] Ignoring data-theme="purple"; using light.',
      '[quote-widget] Ignoring data-theme="Dark"; using light.',
      '[quote-widget] Ignoring data-theme=" auto"; using light.',
    ]);
  });
});

describe('the widget script', () => {
  it('follows the page’s theme switch and the system’s without a reload', async () => {
    const system = systemScheme(false);
    await import('../../widget/index');
    const host = document.createElement('div');
    host.setAttribute('data-quote-widget', '');
    host.dataset.theme = 'auto';
    hosts.push(host);
    document.body.append(host);
    await vi.waitFor(() => expect(containerOf(host)).toBeTruthy());
    const dark = () => containerOf(host)?.classList.contains('qw-page-dark');
    expect(dark()).toBe(false);

    system.switchTo('dark');
    expect(dark()).toBe(true);
    document.documentElement.dataset.theme = 'light';
    await vi.waitFor(() => expect(dark()).toBe(false));
    document.documentElement.dataset.theme = 'dark';
    await vi.waitFor(() => expect(dark()).toBe(true));
  });
});

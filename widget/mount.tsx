/**
 * Mounting: one open shadow root per host element, one form per element however often mount is
 * called, and cleanup when an SPA removes the element.
 */
import { render } from 'preact';
import { createApiClient } from '../shared/api-client';
import { QuoteWidget } from './components/QuoteWidget';
import { readContext } from './context';
import { checkTheme, type MountOptions, normalizeOptions, readDataOptions } from './options';
import { adoptCss } from './styles';
import { pageIsDark } from './theme';
import widgetCss from './widget.css?raw';

interface Instance {
  container: HTMLElement;
}

const instances = new Map<HTMLElement, Instance>();

/** Where the script came from: the default API origin and the base of lazy chunks. */
export interface ScriptLocation {
  origin: string;
  base: string;
}

let scriptLocation: ScriptLocation = { origin: '', base: '' };

export function setScriptLocation(location: ScriptLocation): void {
  scriptLocation = location;
}

export function mount(el: Element, options: MountOptions = {}): void {
  if (!(el instanceof HTMLElement)) {
    console.error('[quote-widget] mount(el) needs an HTML element; got', el);
    return;
  }
  const existing = instances.get(el);
  if (existing && Object.keys(options).length === 0) return;

  let root: ShadowRoot;
  try {
    root = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
  } catch (error) {
    console.error('[quote-widget] This element cannot host the widget (it may have a closed shadow root).', error);
    return;
  }
  adoptCss(root, widgetCss);

  let container = existing?.container;
  if (!container) {
    container = document.createElement('div');
    container.className = 'qw-host';
    root.replaceChildren(container);
    // What the element held (the site's plain form, a partner's link and phone) was for a page without
    // the widget: the shadow root would hide it anyway, but its fields and links would stay in the page.
    el.replaceChildren();
  }
  checkTheme(el.dataset.theme);

  const resolved = normalizeOptions({ ...readDataOptions(el), ...options }, scriptLocation.origin);
  const base = scriptLocation.base || window.location.href;
  render(
    <QuoteWidget
      key={JSON.stringify(resolved)}
      host={el}
      root={root}
      options={resolved}
      context={readContext(window.location.href, resolved)}
      api={createApiClient({ baseUrl: resolved.api })}
      scriptBase={base}
    />,
    container,
  );
  instances.set(el, { container });
  // Before the first paint, which waits for this task to end.
  markPageTheme();
}

/** Tells every form whether the page is dark, for `data-theme="auto"` (widget/theme.ts). */
export function markPageTheme(): void {
  const dark = pageIsDark();
  for (const { container } of instances.values()) container.classList.toggle('qw-page-dark', dark);
}

export function unmount(el: Element): void {
  if (!(el instanceof HTMLElement)) return;
  const instance = instances.get(el);
  if (!instance) return;
  render(null, instance.container);
  instance.container.remove();
  instances.delete(el);
}

export function mountAll(scope: ParentNode = document): void {
  for (const el of scope.querySelectorAll('[data-quote-widget]')) mount(el);
}

/** Unmounts widgets whose host element left the document (SPA route changes). */
export function sweepDetached(): void {
  for (const el of [...instances.keys()]) if (!el.isConnected) unmount(el);
}

export function isMounted(el: Element): boolean {
  return instances.has(el as HTMLElement);
}

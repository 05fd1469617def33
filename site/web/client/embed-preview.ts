/**
 * The embed builder's preview, kept in step with the options. A change to what the widget reads at mount
 * (variant, mode, pagination, title) replaces the host element with a fresh one: the widget's
 * MutationObserver mounts the new element and unmounts the old. The look needs no new mount, so the
 * palette attribute and the --qw-* variables change on the element in place, through the CSSOM, which
 * the page's `style-src 'self'` allows where a style attribute in the markup would be refused.
 */
import { PREVIEW_HOST_CLASS } from '../../partners/builder-ids';
import { STYLE_FIELDS } from '../../partners/embed-fields';
import type { EmbedOptions } from '../../partners/embed-options';
import { type Attribute, previewOptions, styleDeclarations, widgetAttributes } from '../../partners/embed-snippets';

function hasExactly(host: Element, wanted: readonly Attribute[]): boolean {
  const data = host.getAttributeNames().filter((name) => name.startsWith('data-') && name !== 'data-theme');
  return data.length === wanted.length && wanted.every(([name, value]) => host.getAttribute(name) === value);
}

function freshHost(attributes: readonly Attribute[]): HTMLElement {
  const host = document.createElement('div');
  host.className = PREVIEW_HOST_CLASS;
  for (const [name, value] of attributes) host.setAttribute(name, value);
  return host;
}

export function updatePreview(container: HTMLElement, options: EmbedOptions): void {
  const preview = previewOptions(options);
  const wanted = widgetAttributes(preview);
  let host = container.querySelector<HTMLElement>('[data-quote-widget]');
  if (!host || !hasExactly(host, wanted)) {
    const fresh = freshHost(wanted);
    if (host) host.replaceWith(fresh);
    else container.prepend(fresh);
    host = fresh;
  }
  if (preview.theme === 'light') host.removeAttribute('data-theme');
  else host.setAttribute('data-theme', preview.theme);
  const declared = new Map(styleDeclarations(preview));
  for (const field of STYLE_FIELDS) {
    const name = `--qw-${field}`;
    const value = declared.get(name);
    if (value) host.style.setProperty(name, value);
    else host.style.removeProperty(name);
  }
  container.dataset.backdrop = preview.theme;
}

/**
 * The code a partner pastes, built from checked options (./embed-options.ts): the host element with its
 * data attributes and the widget script, or the same script with a `QuoteWidget.mount()` call for an app.
 * The preview's host element comes from the same functions, so what a partner tries is what they copy.
 */
// The escape module alone: the embed builder's script (site/web/client/partner-builder.ts) bundles this
// file, and the package's root also brings the entity decoder's tables.
import { escapeAttribute, escapeText } from 'entities/escape';
import { brand } from '../content/brand';
import { STYLE_FIELDS } from './embed-fields';
import { type EmbedOptions, PREVIEW_PLACEMENT } from './embed-options';
import { SNIPPET_COMMENTS, SNIPPET_FALLBACK } from './partners-copy';

export type Attribute = readonly [name: string, value: string];

/** The widget script's address on the broker's origin. */
export function widgetScriptUrl(origin: string): string {
  return `${origin}/widget/quote-widget.js`;
}

/** JSON inside a <script> element: `<` is escaped, so no value can close the element or open a comment. */
export function jsonForScript(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(/</g, '\\u003c');
}

/**
 * The attributes the widget reads (widget/options.ts `readDataOptions`), only those that are set or
 * differ from the widget's default. A change to any of them needs a new mount.
 */
export function widgetAttributes(options: EmbedOptions): Attribute[] {
  const attributes: Attribute[] = [['data-quote-widget', '']];
  if (options.id) attributes.push(['data-id', options.id]);
  if (options.source) attributes.push(['data-source', options.source]);
  if (options.variant !== 'full') attributes.push(['data-variant', options.variant]);
  if (options.mode !== 'domestic') attributes.push(['data-mode', options.mode]);
  if (!options.pagination) attributes.push(['data-pagination', 'false']);
  if (options.title) attributes.push(['data-title', options.title]);
  return attributes;
}

/** The palette attribute: the widget's CSS reads it, so it changes without a new mount. Light is the default. */
export function themeAttributes(options: EmbedOptions): Attribute[] {
  return options.theme === 'light' ? [] : [['data-theme', options.theme]];
}

/** Every attribute of the partner's host element, in the snippet's order. */
export function hostAttributes(options: EmbedOptions): Attribute[] {
  return [...widgetAttributes(options), ...themeAttributes(options)];
}

/** The preview's options: the partner's, but never their placement (see PREVIEW_PLACEMENT). */
export function previewOptions(options: EmbedOptions): EmbedOptions {
  return { ...options, ...PREVIEW_PLACEMENT };
}

/** The theme's custom properties, `--qw-<field>`, in the form's order. */
export function styleDeclarations(options: EmbedOptions): Attribute[] {
  return STYLE_FIELDS.flatMap((field): Attribute[] => {
    const value = options.style[field];
    return value ? [[`--qw-${field}`, value]] : [];
  });
}

/**
 * Attributes as HTML, each value double-quoted and escaped as the HTML standard's serialisation does
 * (`&`, `"` and the no-break space): a title reads back exactly as typed, and stays readable in the
 * snippet (`Joe's`, not `Joe&apos;s`).
 */
function attributeText(attributes: readonly Attribute[]): string {
  return attributes.map(([name, value]) => (value === '' ? name : `${name}="${escapeAttribute(value)}"`)).join(' ');
}

/** A <style> block with one rule for `selector`, preceded by a comment on strict pages; none without a look. */
function styleBlock(selector: string, options: EmbedOptions): string[] {
  const declarations = styleDeclarations(options);
  if (declarations.length === 0) return [];
  return [
    `<!-- ${SNIPPET_COMMENTS.style} -->`,
    '<style>',
    `  ${selector} {`,
    ...declarations.map(([name, value]) => `    ${name}: ${value};`),
    '  }',
    '</style>',
  ];
}

/**
 * The embed code: the theme rule (when the look is set), the host element with its fallback, and the widget
 * script. The rule finds the element by its placement: a source holds only letters, digits and `-_.`, safe in
 * a CSS string.
 */
export function htmlSnippet(options: EmbedOptions, origin: string): string {
  const selector = options.source ? `[data-quote-widget][data-source="${options.source}"]` : '[data-quote-widget]';
  return [
    ...styleBlock(selector, options),
    `<div ${attributeText(hostAttributes(options))}>`,
    `  ${fallbackHtml(options, origin)}`,
    '</div>',
    `<script src="${escapeAttribute(widgetScriptUrl(origin))}" async></script>`,
  ].join('\n');
}

/** The address of the broker's own quote form, carrying the placement as the visit's campaign. */
export function fallbackQuoteUrl(options: Pick<EmbedOptions, 'id' | 'source'>, origin: string): string {
  const query = new URLSearchParams();
  if (options.id) query.set('id', options.id);
  if (options.source) query.set('source', options.source);
  const search = query.size > 0 ? `?${query}` : '';
  return `${origin}/${search}#main-form`;
}

/**
 * What the element holds until the widget replaces it: a link to the broker's own form (which works
 * without JavaScript) and the advisors' phone, for a visitor whose browser runs no script or blocks the
 * widget's. The link carries the placement as the campaign, so such a quote still credits the partner.
 */
function fallbackHtml(options: EmbedOptions, origin: string): string {
  const phone = brand.phones.advisors;
  const link = `<a href="${escapeAttribute(fallbackQuoteUrl(options, origin))}">${escapeText(SNIPPET_FALLBACK.link)}</a>`;
  const call = `<a href="${escapeAttribute(phone.href)}">${escapeText(phone.display)}</a>`;
  return `<p>${link} ${escapeText(SNIPPET_FALLBACK.orCall)} ${call}.</p>`;
}

/** The options object of `QuoteWidget.mount()`: the placement when set, then every form option. */
function mountOptions(options: EmbedOptions): Record<string, string | boolean> {
  const result: Record<string, string | boolean> = {};
  if (options.id) result.id = options.id;
  if (options.source) result.source = options.source;
  result.variant = options.variant;
  result.mode = options.mode;
  result.pagination = options.pagination;
  if (options.title) result.title = options.title;
  return result;
}

/** The element id the mount() code mounts into. */
export const MOUNT_ELEMENT_ID = 'quote';
const SCRIPT_ELEMENT_ID = 'quote-widget-script';

/**
 * For an app that mounts the form itself: an element without `data-quote-widget` (so the script leaves
 * it alone) holding the same fallback as the HTML snippet's, which mount() replaces, the script, and code
 * that waits for the script's load event when `window.QuoteWidget` is not there yet, mounts, and shows where
 * to unmount.
 */
export function mountSnippet(options: EmbedOptions, origin: string): string {
  const element = attributeText([['id', MOUNT_ELEMENT_ID], ...themeAttributes(options)]);
  const optionsJson = jsonForScript(mountOptions(options), 2).replace(/\n/g, '\n  ');
  const target = `document.getElementById('${MOUNT_ELEMENT_ID}')`;
  return [
    ...styleBlock(`#${MOUNT_ELEMENT_ID}`, options),
    `<div ${element}>`,
    `  ${fallbackHtml(options, origin)}`,
    '</div>',
    `<script id="${SCRIPT_ELEMENT_ID}" src="${escapeAttribute(widgetScriptUrl(origin))}" async></script>`,
    '<script>',
    `  // ${SNIPPET_COMMENTS.mountOptions}`,
    `  const quoteOptions = ${optionsJson};`,
    '',
    `  // ${SNIPPET_COMMENTS.whenLoaded}`,
    '  function whenQuoteWidget(then) {',
    '    if (window.QuoteWidget) return then(window.QuoteWidget);',
    `    const script = document.getElementById('${SCRIPT_ELEMENT_ID}');`,
    `    script.addEventListener('load', () => then(window.QuoteWidget), { once: true });`,
    '  }',
    '',
    `  // ${SNIPPET_COMMENTS.onShow}`,
    `  whenQuoteWidget((widget) => widget.mount(${target}, quoteOptions));`,
    '',
    `  // ${SNIPPET_COMMENTS.onLeave}`,
    `  // whenQuoteWidget((widget) => widget.unmount(${target}));`,
    '</script>',
  ].join('\n');
}

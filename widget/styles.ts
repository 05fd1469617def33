/**
 * Styles go in through constructable stylesheets: no <style> element and no style attribute, so
 * the widget works under `style-src 'self'`. One sheet per CSS text is shared
 * by every instance on the page.
 */
const sheets = new Map<string, CSSStyleSheet>();

export function supportsAdoptedSheets(root: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype
  );
}

/** Adds `css` to the shadow root once. Browsers without constructable sheets get an unstyled but working form. */
export function adoptCss(root: ShadowRoot, css: string): void {
  if (!supportsAdoptedSheets(root)) return;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

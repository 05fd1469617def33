/**
 * The page's theme, for `data-theme="auto"`. The host's own attribute is read by the CSS itself
 * (`:host([data-theme])`, live when it changes); what no selector inside a shadow root can see in
 * every browser (`:host-context` is Chromium's alone) is the page: its own choice on
 * `<html data-theme>` ("dark" or "light", as the broker's site and many others set it) and, when it
 * makes none, the visitor's system setting. Each form's container carries that answer as a class.
 */

const systemScheme = () => window.matchMedia?.('(prefers-color-scheme: dark)');

/** Dark when the page says so on <html>, or says nothing and the system is dark. */
export function pageIsDark(): boolean {
  const theme = document.documentElement.dataset.theme;
  return theme === 'dark' || (theme !== 'light' && !!systemScheme()?.matches);
}

/** Calls `onChange` whenever the page's theme may have changed: its <html> attribute or the system's setting. */
export function watchPageTheme(onChange: () => void): void {
  systemScheme()?.addEventListener('change', onChange);
  new MutationObserver(onChange).observe(document.documentElement, { attributeFilter: ['data-theme'] });
}

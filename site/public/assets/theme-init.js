/*
 * Runs in <head> before the first paint (issue #4: a reload never flashes the wrong theme). A stored
 * choice (localStorage `theme`) wins; with none, the CSS follows prefers-color-scheme by itself.
 * A file, not an inline script, so the pages keep `script-src 'self'`.
 */
try {
  const theme = localStorage.getItem('theme');
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
} catch {
  // Storage blocked: the CSS follows the system preference.
}

/**
 * The pre-paint theme script (a reload never flashes the wrong theme). It runs inline in
 * <head> before the first paint: a stored choice (localStorage `theme`) wins; with none, the CSS
 * follows prefers-color-scheme by itself. Inline saves a render-blocking request on every page; it runs
 * under the page's CSP by the nonce it carries like every other script (site/web/site-csp.ts).
 */
export const THEME_INIT_SCRIPT =
  "try{var t=localStorage.getItem('theme');if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}";

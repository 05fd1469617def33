/**
 * The pre-paint theme script (a reload never flashes the wrong theme). It runs inline in
 * <head> before the first paint: a stored choice (localStorage `theme`) wins; with none, the CSS
 * follows prefers-color-scheme by itself. Inline saves a render-blocking request on every page; the
 * page's CSP allows exactly this script by its SHA-256 hash, so `script-src` stays 'self' otherwise.
 */
import { createHash } from 'node:crypto';

export const THEME_INIT_SCRIPT =
  "try{var t=localStorage.getItem('theme');if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}";

export const THEME_INIT_CSP_SOURCE = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

/**
 * Loads the tag manager 3.5 s after the page's load event, when the page names a container in
 * `<body data-gtm>` (the server sets it only with GTM_ID, and only then does the CSP allow its calls).
 * Shared by every client entry, so the main site and the landing pages count visits the same way.
 *
 * The page's CSP trusts scripts by nonce with 'strict-dynamic' (site/web/site-csp.ts): this script,
 * itself nonced, may insert the tag manager's, and the tag manager reads the nonce from its own script
 * element to hand on to the custom tags it writes, so the script gets the page's nonce.
 */

import { GTM_ID_PATTERN } from '../../../shared/gtm-id';
import { TAG_MANAGER_DELAY_MS } from '../../content/site-figures';

/** Browsers hide a nonce attribute's value once the page is parsed; the property still has it. */
function pageNonce(): string | undefined {
  const nonced = document.querySelector<HTMLScriptElement>('script[nonce]');
  return nonced ? nonced.nonce || nonced.getAttribute('nonce') || undefined : undefined;
}

export function scheduleTagManager(): void {
  const container = document.body.dataset.gtm;
  if (!container || !GTM_ID_PATTERN.test(container)) return;
  const load = () =>
    setTimeout(() => {
      const w = window as Window & { dataLayer?: unknown[] };
      w.dataLayer ??= [];
      w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      const script = document.createElement('script');
      script.async = true;
      const nonce = pageNonce();
      if (nonce) script.nonce = nonce;
      script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(container)}`;
      document.head.appendChild(script);
    }, TAG_MANAGER_DELAY_MS);
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}

/**
 * Loads the tag manager 3.5 s after the page's load event, when the page names a container in
 * `<body data-gtm>` (the server sets it only with GTM_ID, and only then does the CSP allow its origins).
 * Shared by every client entry, so the main site and the landing pages count visits the same way.
 */

import { GTM_ID_PATTERN } from '../../../shared/gtm-id';
import { TAG_MANAGER_DELAY_MS } from '../../content/site-figures';

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
      script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(container)}`;
      document.head.appendChild(script);
    }, TAG_MANAGER_DELAY_MS);
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}

/**
 * The site's only client script (issue #4: hydrate only where the page is interactive). It hydrates each
 * `[data-island]` element with its component and props (site/web/islands/island.tsx) and, when the page
 * names a tag manager container, loads it 3.5 s after load (SPEC §4, §9).
 */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { TAG_MANAGER_DELAY_MS } from '../../../shared/constants';
import { HeroMedia } from '../islands/HeroMedia';
import { ReviewsCarousel } from '../islands/ReviewsCarousel';
import { SiteHeader } from '../islands/SiteHeader';
import { ThemeToggle } from '../islands/ThemeToggle';

// biome-ignore lint/suspicious/noExplicitAny: each island's props are checked where the server renders it
const ISLANDS: Record<string, ComponentType<any>> = {
  'site-header': SiteHeader,
  'theme-toggle': ThemeToggle,
  reviews: ReviewsCarousel,
  'hero-media': HeroMedia,
};

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const Component = ISLANDS[element.dataset.island ?? ''];
  if (!Component) continue;
  let props: object = {};
  try {
    props = JSON.parse(element.dataset.props ?? '{}') as object;
  } catch {
    continue; // The server-rendered markup stays, working as plain HTML.
  }
  hydrateRoot(element, <Component {...props} />);
}

const container = document.body.dataset.gtm;
if (container && /^GTM-[A-Z0-9]{4,12}$/.test(container)) {
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

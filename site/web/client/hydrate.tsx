/**
 * React for the islands (hydrate only where the page is interactive): hydrates each
 * `[data-island]` element with its component and props (site/web/islands/island.tsx). Loaded by
 * islands.ts on the visitor's first interaction; resolves once every island has committed.
 */
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ReviewsCarousel } from '../islands/ReviewsCarousel';
import { SiteHeader } from '../islands/SiteHeader';
import { ThemeToggle } from '../islands/ThemeToggle';

// biome-ignore lint/suspicious/noExplicitAny: each island's props are checked where the server renders it
const ISLANDS: Record<string, ComponentType<any>> = {
  'site-header': SiteHeader,
  'theme-toggle': ThemeToggle,
  reviews: ReviewsCarousel,
};

/** Runs its callback once React has committed the island: hydration of that root is done. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the hydration commit
  useEffect(onCommit, []);
  return children;
}

export function hydrateIslands(): Promise<void> {
  const done: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const Component = ISLANDS[element.dataset.island ?? ''];
    if (!Component) continue;
    let props: object = {};
    try {
      props = JSON.parse(element.dataset.props ?? '{}') as object;
    } catch {
      continue; // The server-rendered markup stays, working as plain HTML.
    }
    done.push(
      new Promise((resolve) => {
        hydrateRoot(
          element,
          <Committed onCommit={resolve}>
            <Component {...props} />
          </Committed>,
        );
      }),
    );
  }
  return Promise.all(done).then(() => undefined);
}

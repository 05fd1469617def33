/**
 * Renders a page to a complete HTML document on the server (issue #4: every route is full HTML before
 * any script runs). React 19's renderToString: the pages are small and synchronous, and the string is
 * what the route tests read.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Document, type DocumentAssets } from './components/Document';
import { MainLayout } from './components/MainLayout';
import type { PageMeta } from './page-meta';

export interface RenderContext {
  /** Origin for canonical and Open Graph URLs (PUBLIC_URL, or the request's origin). */
  origin: string;
  assets: DocumentAssets;
  /** Google Tag Manager container, only when GTM_ID is set (issue #4). */
  gtmId?: string;
  /** The year for the footer, fixed per render so server and client agree. */
  year: number;
}

export interface Page {
  meta: PageMeta;
  body: ReactElement;
  /** Pages without islands send no client script at all. */
  hydrate?: boolean;
}

export function renderPage(context: RenderContext, page: Page): string {
  const html = renderToString(
    <Document
      meta={page.meta}
      origin={context.origin}
      assets={context.assets}
      hydrate={page.hydrate ?? true}
      gtmId={context.gtmId}
    >
      <MainLayout currentPath={page.meta.path} year={context.year}>
        {page.body}
      </MainLayout>
    </Document>,
  );
  return `<!doctype html>${html}`;
}

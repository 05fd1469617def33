/**
 * Renders a page to a complete HTML document on the server (every route is full HTML before
 * any script runs). React 19's renderToString: the pages are small and synchronous, and the string is
 * what the route tests read.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { QuoteFormContext, type QuoteFormState } from '../quote/pages/quote-form-context';
import { Document, type DocumentAssets } from '../ui/Document';
import { renderHtml } from '../ui/html';
import type { PageMeta } from '../ui/page-meta';
import { ScriptNonce } from '../ui/script-nonce';
import { MainLayout } from './components/MainLayout';

export interface RenderContext {
  /** Origin for canonical and Open Graph URLs (PUBLIC_URL, or the request's origin). */
  origin: string;
  assets: DocumentAssets;
  /** Google Tag Manager container, only when GTM_ID is set. */
  gtmId?: string;
  /** The year for the footer, fixed per render so server and client agree. */
  year: number;
  /** This response's CSP nonce, put on every <script> the page renders. */
  nonce: string;
  /** What the plain quote form in the widget's place shows: the page's own fields, or a post come back. */
  quoteForm?: QuoteFormState;
}

/** What a layout receives: the page's own body and what its chrome needs to know. */
export interface LayoutProps {
  currentPath: string;
  year: number;
  children: ReactNode;
}

/**
 * The page's client script: `islands` (the main site's loader, React on first interaction), `landing`
 * (a few kilobytes of plain DOM code for the ad landing pages) or `none`.
 */
export type PageScript = 'islands' | 'landing' | 'none';

/** A page's own plain DOM script beside its layout's: `partnerBuilder`, the embed builder's on /partners. */
export type OwnScript = 'partnerBuilder';

export interface Page {
  meta: PageMeta;
  body: ReactElement;
  /** The chrome around the body; the main site's rail, navbar and footer unless the page says otherwise. */
  layout?: ComponentType<LayoutProps>;
  /** Defaults to `islands`, which the main layout's navbar needs. */
  script?: PageScript;
  ownScript?: OwnScript;
}

export function renderPage(context: RenderContext, page: Page): string {
  const Layout = page.layout ?? MainLayout;
  const script = page.script ?? 'islands';
  const scripts = [
    ...(script === 'none' ? [] : [context.assets[script]]),
    ...(page.ownScript ? [context.assets[page.ownScript]] : []),
  ];
  return renderHtml(
    <ScriptNonce value={context.nonce}>
      <QuoteFormContext value={context.quoteForm}>
        <Document
          meta={page.meta}
          origin={context.origin}
          assets={context.assets}
          scripts={scripts}
          gtmId={context.gtmId}
        >
          <Layout currentPath={page.meta.path} year={context.year}>
            {page.body}
          </Layout>
        </Document>
      </QuoteFormContext>
    </ScriptNonce>,
  );
}

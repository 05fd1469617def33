/**
 * The pages that answer where the site's own pages cannot: a missing widget or example file (with how
 * to build it when it is a build output), and a server error outside the site or while its layout
 * fails. React through the site's Document like every page, with the examples' small stylesheet and
 * no script; they echo nothing from the request.
 */
import type { ReactElement, ReactNode } from 'react';
import { Document } from '../ui/Document';
import { renderHtml } from '../ui/html';

/** The examples' small stylesheet; site/web/files-app.ts serves it even when the examples are off. */
export const PLAIN_PAGE_STYLESHEET = '/examples/examples.css';

function PlainPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Document meta={{ title, description, path: '/', noindex: true }} ownStylesheet={PLAIN_PAGE_STYLESHEET}>
      <main>{children}</main>
    </Document>
  );
}

function FileNotFound({ needsBuild, examples }: { needsBuild: boolean; examples: boolean }): ReactElement {
  return (
    <PlainPage title="Page not found" description="There is no page at this address.">
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      {needsBuild && (
        <p>
          This file is made by the build and is not there yet. Run <code>npm run build</code> (or <code>npm start</code>
          ), then reload.
        </p>
      )}
      <p>What this server has:</p>
      <ul>
        {examples && (
          <li>
            <a href="/examples/">The widget examples</a>: partner pages that embed the quote widget.
          </li>
        )}
        <li>
          <code>/widget/quote-widget.js</code>: the widget script partners embed.
        </li>
      </ul>
    </PlainPage>
  );
}

function ServerError(): ReactElement {
  return (
    <PlainPage title="Server error" description="The server could not answer. Try again in a moment.">
      <h1>Something went wrong</h1>
      <p>The server could not answer. Try again in a moment.</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </PlainPage>
  );
}

export function fileNotFoundPage(needsBuild: boolean, examples: boolean): string {
  return renderHtml(<FileNotFound needsBuild={needsBuild} examples={examples} />);
}

export function serverErrorPage(): string {
  return renderHtml(<ServerError />);
}

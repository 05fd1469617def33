/**
 * The one way a page becomes HTML, the site's and the booking pages', the plain and the development pages
 * too: React's server render of a page built on the site's Document (components/Document.tsx). Emails are
 * the exception, rendered for mail clients in email/EmailLayout.tsx.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

export function renderHtml(page: ReactElement): string {
  return `<!doctype html>${renderToString(page)}`;
}

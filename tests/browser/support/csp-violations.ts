/** Content-Security-Policy violations a page reports, on its console and as `securitypolicyviolation` events. */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Starts collecting before the page's first script runs; call before `goto`. The returned function gives
 * every violation seen so far, from both sources.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) found.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [...found, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

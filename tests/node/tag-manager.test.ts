/**
 * The tag manager: only when GTM_ID is set does a page name a container and allow the tag manager's
 * calls and pixels in its CSP. Its script is trusted through the page's nonce ('strict-dynamic'), never
 * by its origin; it loads 3.5 s after load (site/web/client/tag-manager.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfiguredApp, createConfiguredApp } from '../support/configured-app';
import { fakeLookups } from '../support/fake-lookups';

let withoutGtm: ConfiguredApp;
let withGtm: ConfiguredApp;
beforeAll(async () => {
  withoutGtm = await createConfiguredApp({ lookups: fakeLookups() });
  withGtm = await createConfiguredApp({ lookups: fakeLookups(), env: { GTM_ID: 'GTM-AB12CD3' } });
});
afterAll(async () => {
  await withoutGtm?.close();
  await withGtm?.close();
});

describe('the tag manager', () => {
  it('is not named and not allowed when GTM_ID is unset', async () => {
    const response = await withoutGtm.app.request('/');
    const html = await response.text();
    expect(html).not.toContain('data-gtm');
    expect(response.headers.get('Content-Security-Policy')).not.toContain('googletagmanager');
  });

  it('is named on every page and its calls allowed by the CSP when GTM_ID is set', async () => {
    for (const path of ['/', '/frequently-asked-questions', '/landing', '/international', '/no-such-page']) {
      const response = await withGtm.app.request(path);
      expect(await response.text()).toContain('data-gtm="GTM-AB12CD3"');
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("connect-src 'self' https://www.googletagmanager.com");
      expect(csp).toContain("img-src 'self' data: https://www.googletagmanager.com");
    }
  });

  it('is trusted through the page’s nonce rather than by allowing its whole origin to run scripts', async () => {
    const csp = (await withGtm.app.request('/')).headers.get('Content-Security-Policy') ?? '';
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    expect(scriptSrc).not.toContain('googletagmanager');
  });
});

/**
 * The tag manager: only when GTM_ID is set does a page name a container and allow
 * the tag manager's origins in its CSP; the script itself loads 3.5 s after load (site/web/client/islands.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfiguredApp, createConfiguredApp } from '../support/configured-app';

let withoutGtm: ConfiguredApp;
let withGtm: ConfiguredApp;
// Built before the tests: loading the lookups takes seconds on a busy machine, more than a test's timeout.
beforeAll(() => {
  withoutGtm = createConfiguredApp();
  withGtm = createConfiguredApp({ env: { GTM_ID: 'GTM-AB12CD3' } });
}, 60_000);
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

  it('is named on every page and allowed by the CSP when GTM_ID is set', async () => {
    for (const path of ['/', '/frequently-asked-questions', '/landing', '/international', '/no-such-page']) {
      const response = await withGtm.app.request(path);
      expect(await response.text()).toContain('data-gtm="GTM-AB12CD3"');
      expect(response.headers.get('Content-Security-Policy')).toContain('https://www.googletagmanager.com');
    }
  });
});

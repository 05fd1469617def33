/**
 * The tag manager (issue #4, SPEC §4): only when GTM_ID is set does a page name a container and allow
 * the tag manager's origins in its CSP; the script itself loads 3.5 s after load (site/web/client/islands.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../site/config';
import { createServices, type Services } from '../../site/services';

const started: Services[] = [];
afterAll(async () => {
  for (const services of started) await services.close();
});

function site(env: Record<string, string>) {
  const settings = readConfig({ DATABASE_FILE: ':memory:', ...env }, process.cwd());
  if (!settings.ok) throw new Error(settings.errors.join('\n'));
  const services = createServices(settings.config, { log: () => {} });
  started.push(services);
  return services.app;
}

describe('the tag manager', () => {
  it('is not named and not allowed when GTM_ID is unset', async () => {
    const response = await site({}).request('/');
    const html = await response.text();
    expect(html).not.toContain('data-gtm');
    expect(response.headers.get('Content-Security-Policy')).not.toContain('googletagmanager');
  });

  it('is named on every page and allowed by the CSP when GTM_ID is set', async () => {
    const app = site({ GTM_ID: 'GTM-AB12CD3' });
    for (const path of ['/', '/frequently-asked-questions', '/landing', '/international', '/no-such-page']) {
      const response = await app.request(path);
      expect(await response.text()).toContain('data-gtm="GTM-AB12CD3"');
      expect(response.headers.get('Content-Security-Policy')).toContain('https://www.googletagmanager.com');
    }
  });
});

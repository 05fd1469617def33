/**
 * Before the browser tests: the build must be there (say so plainly instead of failing every test), and
 * the servers every test shares are started once (support/servers.ts); the function returned stops them.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { startServers } from './support/servers';

const REQUIRED = ['dist/widget/quote-widget.js', 'dist/examples/mock-api.js'];

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const missing = REQUIRED.filter((file) => !existsSync(`${root}${file}`));
  if (missing.length) {
    throw new Error(
      `The browser tests need the build, but ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing. Run \`npm run build\` first (\`npm test\` does it for you).`,
    );
  }
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts names no baseURL');
  return startServers(Number(new URL(baseURL).port));
}

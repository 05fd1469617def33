/** The browser tests run against the built widget; say so plainly instead of failing every test. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REQUIRED = ['dist/widget/quote-widget.js', 'dist/examples/mock-api.js'];

export default function globalSetup(): void {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const missing = REQUIRED.filter((file) => !existsSync(`${root}${file}`));
  if (missing.length) {
    throw new Error(
      `The browser tests need the build, but ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing. Run \`npm run build\` first (\`npm test\` does it for you).`,
    );
  }
}

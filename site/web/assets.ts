/**
 * The site's own static files: the stylesheet and pre-paint script (site/public/assets), the islands
 * script (built to dist/site), images. Each asset URL carries a content hash in `?v=`, so the files
 * are cached for a year and a release still reaches every visitor at once.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentAssets } from './components/Document';

export interface SiteFiles {
  publicDir: string;
  /** Build output of the islands script (dist/site). */
  buildDir: string;
}

const hashOf = (file: string) =>
  existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 10) : 'missing';

/** The built loader's name (`islands-<hash>.js`, rollup.config.mjs), or undefined before a build. */
export function islandsFile(buildDir: string): string | undefined {
  if (!existsSync(buildDir)) return undefined;
  return readdirSync(buildDir).find((name) => /^islands-[\w-]+\.js$/.test(name));
}

/** Versioned URLs, computed once at start-up (the files do not change while the server runs). */
export function documentAssets({ publicDir, buildDir }: SiteFiles): DocumentAssets {
  return {
    css: `/assets/site.css?v=${hashOf(join(publicDir, 'assets/site.css'))}`,
    islands: `/assets/${islandsFile(buildDir) ?? 'islands-missing.js'}`,
  };
}

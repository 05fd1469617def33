/**
 * The site's own static files: the stylesheet and pre-paint script (site/public/assets), the islands,
 * landing and embed builder scripts (built to dist/site), images. Each asset URL carries a content hash in `?v=`, so the files
 * are cached for a year and a release still reaches every visitor at once.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentVersion } from '../http/static-files';
import type { DocumentAssets } from '../ui/Document';

export interface SiteFiles {
  publicDir: string;
  /** Build output of the islands script (dist/site). */
  buildDir: string;
}

/** The same version the server checks a `?v=` against before it caches the file for a year. */
const hashOf = (file: string) => (existsSync(file) ? contentVersion(readFileSync(file)) : 'missing');

/** A built entry's name (`<entry>-<hash>.js`, rollup.config.mjs), or undefined before a build. */
function builtEntry(buildDir: string, entry: string): string | undefined {
  if (!existsSync(buildDir)) return undefined;
  const pattern = new RegExp(`^${entry}-[\\w-]+\\.js$`);
  return readdirSync(buildDir).find((name) => pattern.test(name));
}

/** The built loader's name (`islands-<hash>.js`), or undefined before a build. */
export function islandsFile(buildDir: string): string | undefined {
  return builtEntry(buildDir, 'islands');
}

/** The landing pages' script (`landing-<hash>.js`), or undefined before a build. */
export function landingFile(buildDir: string): string | undefined {
  return builtEntry(buildDir, 'landing');
}

/** The embed builder's script (`partner-builder-<hash>.js`), or undefined before a build. */
export function partnerBuilderFile(buildDir: string): string | undefined {
  return builtEntry(buildDir, 'partner-builder');
}

/** Versioned URLs, computed once at start-up (the files do not change while the server runs). */
export function documentAssets({ publicDir, buildDir }: SiteFiles): DocumentAssets {
  return {
    css: `/assets/site.css?v=${hashOf(join(publicDir, 'assets/site.css'))}`,
    islands: `/assets/${islandsFile(buildDir) ?? 'islands-missing.js'}`,
    landing: `/assets/${landingFile(buildDir) ?? 'landing-missing.js'}`,
    partnerBuilder: `/assets/${partnerBuilderFile(buildDir) ?? 'partner-builder-missing.js'}`,
  };
}

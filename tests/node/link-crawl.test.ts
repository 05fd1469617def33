/**
 * Link crawl: from / and the ad landing pages through every same-origin link of the server-rendered
 * pages (the rail, the navbar, the footer, the content, and the mobile menu's links, which the header
 * island carries in its props), in-process with the real app. A link is broken when it does not end in
 * a 2xx after its redirects, or when its #anchor names no element of the target page. Every image,
 * script and stylesheet met on the way must answer 200. All broken items are listed in the failure.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Document } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../../site/web/pages/registry';
import { type RenderedSite, renderedSite, SITE_ORIGIN } from '../support/rendered-site';

const ORIGIN = SITE_ORIGIN;
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAX_REDIRECTS = 5;
/** Landing pages no page of the site links to: visitors arrive from ads and affiliates. */
const AD_ENTRY_POINTS = ['/landing', '/international'];
/** Far more than the site has; stops a crawl that a bug makes endless (e.g. ever-longer paths). */
const MAX_PAGES = 500;

interface Target {
  /** The status after redirects, or the last redirect's status when they loop. */
  status: number;
  /** Path and query of the answer that ended the chain. */
  final: string;
  contentType: string;
  /** Element ids (and legacy `<a name>`) of an HTML answer. */
  ids?: Set<string>;
  doc?: Document;
  redirects: number;
  /** A redirect that leaves the site: not ours to check. */
  external?: boolean;
}

interface Reference {
  from: string;
  /** The attribute as written, for the report. */
  raw: string;
  url: URL;
  kind: 'link' | 'resource';
}

/** Every answer is asked once per worker, and HTML parsed once (tests/support/rendered-site.ts). */
let site: RenderedSite;
const targets = new Map<string, Promise<Target>>();

/** Fetches path+query once, following redirects inside the app. */
function resolveTarget(pathAndQuery: string): Promise<Target> {
  let pending = targets.get(pathAndQuery);
  if (!pending) {
    pending = (async () => {
      let current = new URL(pathAndQuery, ORIGIN);
      for (let redirects = 0; ; redirects++) {
        const response = await site.answer(`${current.pathname}${current.search}`);
        const location = response.headers.get('Location');
        if (response.status >= 300 && response.status < 400 && location) {
          const next = new URL(location, current);
          if (next.origin !== ORIGIN) {
            return { status: response.status, final: next.href, contentType: '', redirects, external: true };
          }
          if (redirects >= MAX_REDIRECTS) {
            return { status: response.status, final: current.pathname, contentType: '', redirects };
          }
          current = new URL(`${next.pathname}${next.search}`, ORIGIN);
          continue;
        }
        const target: Target = {
          status: response.status,
          final: `${current.pathname}${current.search}`,
          contentType: response.contentType,
          redirects,
        };
        const { doc } = response;
        if (doc) {
          target.doc = doc;
          target.ids = new Set([
            ...[...doc.querySelectorAll('[id]')].map((element) => element.id),
            ...[...doc.querySelectorAll('a[name]')].map((element) => element.getAttribute('name') ?? ''),
          ]);
        }
        return target;
      }
    })();
    targets.set(pathAndQuery, pending);
  }
  return pending;
}

/** Same-origin http(s) URLs only; mailto:, tel: and other sites are not crawled. */
function sameOrigin(raw: string, base: URL): URL | undefined {
  const trimmed = raw.trim();
  if (!trimmed || /^(mailto|tel|javascript|data|sms):/i.test(trimmed)) return undefined;
  const url = new URL(trimmed, base);
  return url.origin === ORIGIN ? url : undefined;
}

/** Links and resources of one page; the mobile menu is rendered on the client from the header's props. */
function referencesOf(from: string, doc: Document): Reference[] {
  const base = new URL(from, ORIGIN);
  const references: Reference[] = [];
  const add = (raw: string | null | undefined, kind: Reference['kind']) => {
    if (raw === null || raw === undefined) return;
    const url = sameOrigin(raw, base);
    if (url) references.push({ from, raw, url, kind });
  };
  for (const a of doc.querySelectorAll('a[href], area[href]')) add(a.getAttribute('href'), 'link');
  for (const element of doc.querySelectorAll('img[src], script[src], video[src], audio[src], source[src], iframe[src]'))
    add(element.getAttribute('src'), 'resource');
  for (const element of doc.querySelectorAll('video[poster]')) add(element.getAttribute('poster'), 'resource');
  for (const element of doc.querySelectorAll('img[srcset], source[srcset]')) {
    for (const candidate of (element.getAttribute('srcset') ?? '').split(','))
      add(candidate.trim().split(/\s+/)[0], 'resource');
  }
  for (const link of doc.querySelectorAll('link[href]')) {
    // A canonical URL is a link to a page; a stylesheet, icon or preload is a resource.
    add(link.getAttribute('href'), link.getAttribute('rel') === 'canonical' ? 'link' : 'resource');
  }
  for (const island of doc.querySelectorAll('[data-island][data-props]')) {
    const props = JSON.parse(island.getAttribute('data-props') ?? '{}') as { links?: unknown };
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) for (const item of value) walk(item);
      else if (value && typeof value === 'object') {
        const { href, children } = value as { href?: unknown; children?: unknown };
        if (typeof href === 'string') add(href, 'link');
        walk(children);
      }
    };
    walk(props.links);
  }
  return references;
}

interface CrawlResult {
  pagesVisited: Set<string>;
  brokenLinks: Map<string, Set<string>>;
  brokenAnchors: Map<string, Set<string>>;
  brokenResources: Map<string, Set<string>>;
  checked: number;
}

let crawl: CrawlResult;

function note(map: Map<string, Set<string>>, problem: string, from: string) {
  map.set(problem, (map.get(problem) ?? new Set()).add(from));
}

async function crawlFrom(starts: readonly string[]): Promise<CrawlResult> {
  const result: CrawlResult = {
    pagesVisited: new Set(),
    brokenLinks: new Map(),
    brokenAnchors: new Map(),
    brokenResources: new Map(),
    checked: 0,
  };
  const queue = [...starts];
  const queued = new Set(queue);
  while (queue.length > 0 && result.pagesVisited.size < MAX_PAGES) {
    const path = queue.shift() as string;
    const page = await resolveTarget(path);
    if (!page.doc || page.status !== 200) continue;
    if (result.pagesVisited.has(page.final)) continue;
    result.pagesVisited.add(page.final);
    for (const reference of referencesOf(page.final, page.doc)) {
      result.checked++;
      const key = `${reference.url.pathname}${reference.url.search}`;
      const target = await resolveTarget(key);
      if (target.external) continue;
      const ok = target.status >= 200 && target.status < 300;
      if (reference.kind === 'resource') {
        if (target.status !== 200) note(result.brokenResources, `${reference.raw} → ${target.status}`, page.final);
        continue;
      }
      if (!ok) {
        note(
          result.brokenLinks,
          `${reference.raw} → ${target.status}${target.redirects ? ` (after ${target.redirects} redirect(s))` : ''}`,
          page.final,
        );
        continue;
      }
      const id = decodeURIComponent(reference.url.hash.slice(1));
      if (id && !target.ids?.has(id))
        note(result.brokenAnchors, `${reference.raw} → no id="${id}" on ${target.final}`, page.final);
      if (target.doc && !queued.has(target.final)) {
        queued.add(target.final);
        queue.push(target.final);
      }
    }
  }
  return result;
}

function report(title: string, map: Map<string, Set<string>>): string {
  if (map.size === 0) return '';
  const lines = [...map].map(([problem, from]) => {
    const pages = [...from];
    const shown = pages.slice(0, 4).join(', ');
    return `  ${problem}\n      linked from ${pages.length} page(s): ${shown}${pages.length > 4 ? ', …' : ''}`;
  });
  return `${title} (${map.size}):\n${lines.join('\n')}`;
}

beforeAll(async () => {
  const siteBuild = `${REPO_ROOT}dist/site`;
  if (!existsSync(siteBuild) || !readdirSync(siteBuild).some((name) => /^islands(?:-[\w-]+)?\.js$/.test(name))) {
    throw new Error(
      'The link crawl checks the production build, but the islands script (dist/site/islands*.js) is missing. Run `npm run build` first (`npm test` does it for you).',
    );
  }
  site = await renderedSite();
  crawl = await crawlFrom(['/', ...AD_ENTRY_POINTS]);
}, 120_000);

describe('link crawl from / and the landing pages', () => {
  it('reaches every page of the registry', () => {
    const unreached = [...sitePages().keys()].filter((path) => !crawl.pagesVisited.has(path));
    expect(unreached, 'pages no link leads to').toEqual([]);
    expect(crawl.checked).toBeGreaterThan(500);
  });

  it('finds no broken internal link', () => {
    expect(crawl.brokenLinks.size, report('Broken links', crawl.brokenLinks)).toBe(0);
  });

  it('finds no broken #anchor', () => {
    expect(crawl.brokenAnchors.size, report('Broken anchors', crawl.brokenAnchors)).toBe(0);
  });

  it('loads every image, script and stylesheet with 200', () => {
    expect(crawl.brokenResources.size, report('Broken resources', crawl.brokenResources)).toBe(0);
  });
});

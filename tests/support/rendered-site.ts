/**
 * Test fixture: the site as the real app serves it (createConfiguredApp, the fake lookups, PUBLIC_URL set),
 * one app per worker, and each answer requested and, when it is HTML, parsed once per worker. The files
 * that read whole pages (site-routes, link-crawl and scanned-templates, the `build` project, whose files
 * share a worker) each read every page: rendering and parsing them again in each file was most of their
 * time. Pages are only read, never changed, so one parsed copy serves every file.
 *
 * The app lives as long as the worker; its temporary folder is removed when the worker exits.
 */
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Document, Window } from 'happy-dom';
import { type ConfiguredApp, createConfiguredApp } from './configured-app';
import { fakeLookups } from './fake-lookups';

export const SITE_ORIGIN = 'https://shipquote.example';

/** One answer of the app to a GET. */
export interface ServedAnswer {
  status: number;
  headers: Headers;
  contentType: string;
  /** The body of an HTML answer, and its document; other bodies are read to the end and dropped. */
  html?: string;
  doc?: Document;
}

/** An HTML answer. */
export interface ServedPage extends ServedAnswer {
  html: string;
  doc: Document;
}

export interface RenderedSite {
  /** The app itself, for what a test reads byte for byte (scripts, stylesheets, images). */
  app: ConfiguredApp['app'];
  /** GET of a path and query, asked once per worker; redirects are answers of their own, not followed. */
  answer(pathAndQuery: string): Promise<ServedAnswer>;
  /** The same, for a path that answers with HTML. */
  page(pathAndQuery: string): Promise<ServedPage>;
  /** Parses HTML that is not an answer of the app, in the same window as the pages. */
  parse(html: string): Document;
}

let site: Promise<RenderedSite> | undefined;

/** The worker's site: the first call builds the app, the others get the same one. */
export function renderedSite(): Promise<RenderedSite> {
  site ??= openSite();
  return site;
}

async function openSite(): Promise<RenderedSite> {
  const services = await createConfiguredApp({ lookups: fakeLookups(), env: { PUBLIC_URL: SITE_ORIGIN } });
  process.once('exit', () => rmSync(dirname(services.databaseFile), { recursive: true, force: true }));
  const window = new Window();
  const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html') as Document;
  const answers = new Map<string, Promise<ServedAnswer>>();

  const answer = (pathAndQuery: string): Promise<ServedAnswer> => {
    let pending = answers.get(pathAndQuery);
    if (!pending) {
      pending = (async () => {
        const response = await services.app.request(pathAndQuery);
        const contentType = response.headers.get('Content-Type') ?? '';
        const served: ServedAnswer = { status: response.status, headers: response.headers, contentType };
        if (contentType.startsWith('text/html')) {
          served.html = await response.text();
          served.doc = parse(served.html);
        } else {
          await response.arrayBuffer();
        }
        return served;
      })();
      answers.set(pathAndQuery, pending);
    }
    return pending;
  };

  const page = async (pathAndQuery: string): Promise<ServedPage> => {
    const served = await answer(pathAndQuery);
    if (served.html === undefined || served.doc === undefined) {
      throw new Error(`${pathAndQuery} answered ${served.status} ${served.contentType}, not HTML`);
    }
    return served as ServedPage;
  };

  return { app: services.app, answer, page, parse };
}

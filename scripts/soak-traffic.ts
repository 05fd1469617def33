/**
 * What `npm run soak` sends: 80 % lookups, 15 % page views, 5 % quotes, as a visitor's browser sends
 * them. Lookups type the prefixes of real places and vehicles, as the widget does letter by letter, so the
 * answer cache fills within seconds as it does in production and what grows after that is not the cache.
 * Page views walk the site's own sitemap. Every quote is a new lead, with its own idempotency key and its
 * own email address, so each gets a quote email (the cap counts emails per address).
 */
import { API_PATHS } from '../shared/api-types';

export const MIX = { lookups: 0.8, pages: 0.15, quotes: 0.05 } as const;
export type Kind = keyof typeof MIX;

/** A request as autocannon takes it. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const PLACES = ['dallas', 'new york', 'los angeles', 'toronto', 'miami', 'chicago', 'seattle', 'houston'];
const ZIPS = ['75201', '10001', '90001', '33101', '60601', '98101', 'M5V 2T6'];
const MAKES = ['toyota', 'ford', 'chevrolet', 'honda', 'bmw', 'tesla'];
/** Toyota's and Ford's MakeIDs in the catalogue, with model prefixes of each. */
const MODELS: readonly [makeId: number, model: string][] = [
  [448, 'camry'],
  [448, 'rav4'],
  [460, 'f-150'],
  [460, 'mustang'],
];
const YEARS = [2012, 2018, 2021, 2024];

/** Every prefix a visitor types on the way to `word`, from its first letter. */
export function prefixes(word: string): string[] {
  return Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1)).filter((text) => text.trim() !== '');
}

const json = (path: string, body: unknown): LoadRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Every lookup the soak sends, one of which it picks for each lookup request. */
export function lookupRequests(): LoadRequest[] {
  return [
    ...[...PLACES, ...ZIPS].flatMap(prefixes).map((input) => json(API_PATHS.cityZipLookup, { input })),
    ...PLACES.flatMap(prefixes).map((input) => json(API_PATHS.autocomplete, { input })),
    ...MAKES.flatMap(prefixes).map((input) => json(API_PATHS.makeLookup, { input })),
    ...MODELS.flatMap(([makeId, model]) =>
      YEARS.flatMap((year) =>
        prefixes(model).map((input) => json(API_PATHS.modelLookup, { input, MakeID: makeId, Year: year })),
      ),
    ),
  ];
}

/** The paths of the site's pages, from its sitemap (absolute addresses on PUBLIC_URL). */
export function sitemapPaths(sitemapXml: string): string[] {
  return [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** A date a week after `now`, as the form sends it (the visitor's local date). */
function shipDate(now: Date): string {
  const date = new Date(now);
  date.setDate(date.getDate() + 7);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The n-th quote of the run `runId`: a lead of its own, and a quote email to an address of its own. */
export function quoteRequest(runId: string, n: number, now: Date): LoadRequest {
  return json(API_PATHS.createOpportunityAndSendToBooking, {
    mode: 'domestic',
    origin_postal_code: '75201',
    destination_postal_code: '10001',
    ship_date: shipDate(now),
    transport_type: n % 3 === 0 ? 'enclosed' : 'open',
    vehicles: [{ year: '2021', make: 'Toyota', model: 'Camry', make_id: 448 }],
    first_name: `Soak${n}`,
    email: `soak-${runId}-${n}@example.com`,
    phone: '2145551234',
    idempotency_key: `soak-${runId}-${String(n).padStart(8, '0')}`,
    context: { source: 'soak' },
  });
}

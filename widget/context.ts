/**
 * Marketing context of a quote: SPEC §3 "Context values read: fbclid, id, marketing_id, source",
 * plus utm_* where present. Read from the host page URL; explicit options win (DESIGN "The widget").
 */
import type { QuoteContext } from '../shared/schema';
import type { Variant } from './options';

const URL_KEYS = [
  'fbclid',
  'id',
  'marketing_id',
  'source',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

const MAX = 200;

export function readContext(href: string, explicit: { id?: string; source?: string; variant: Variant }): QuoteContext {
  const context: QuoteContext = {};
  let url: URL | undefined;
  try {
    url = new URL(href);
  } catch {
    url = undefined;
  }
  if (url) {
    for (const key of URL_KEYS) {
      const value = url.searchParams.get(key)?.trim();
      if (value) context[key] = value.slice(0, MAX);
    }
    // The page address without its query: the query may hold personal data (SPEC security standard).
    context.page_url = `${url.origin}${url.pathname}`.slice(0, 2000);
  }
  if (explicit.id) context.id = explicit.id;
  if (explicit.source) context.source = explicit.source;
  context.variant = explicit.variant;
  return context;
}

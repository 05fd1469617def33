/**
 * The part of a quote's context the embed itself knows: its placement (`data-id`, `data-source`), the
 * page it is on and its variant. The campaign of the visit (page-address values, first and last touch)
 * is added at submit by the steps chunk (shared/attribution.ts), which keeps that code out of the first
 * script.
 */
import type { QuoteContextInput } from '../shared/schema';
import type { Variant } from './options';

export function readContext(
  href: string,
  embed: { id?: string; source?: string; variant: Variant },
): QuoteContextInput {
  const context: QuoteContextInput = { variant: embed.variant };
  if (embed.id || embed.source) context.placement = { id: embed.id, source: embed.source };
  try {
    const url = new URL(href);
    // Without its query: the query may hold personal data.
    context.page_url = `${url.origin}${url.pathname}`.slice(0, 2000);
  } catch {
    // An address that cannot be read is simply not sent.
  }
  return context;
}

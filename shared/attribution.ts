/**
 * Campaign attribution that survives the visit. A campaign is what the page address says about how the
 * visitor arrived (a partner's `id` and `source`, `marketing_id`, the `fbclid` of an ad click, utm tags);
 * it is kept apart from the placement (the embed's own `data-id`/`data-source`), so neither overwrites
 * the other. Each arrival with campaign values is a touch; the first and the last touch are remembered
 * for 30 days, so a quote asked for pages or days later still credits the partner who brought the
 * visitor. The site's own script and the widget both call this module with the same storage key.
 *
 * No personal data is kept: the values are identifiers of links and ads, and the landing page is a path
 * without its query string.
 */
import { DAY_MS } from './time';

export const CAMPAIGN_KEYS = [
  'id',
  'source',
  'marketing_id',
  'fbclid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type CampaignKey = (typeof CAMPAIGN_KEYS)[number];
export type CampaignValues = Partial<Record<CampaignKey, string>>;

/** How long a touch is remembered. */
export const CAMPAIGN_MAX_AGE_MS = 30 * DAY_MS;
/** One key in localStorage (the broker's site) or sessionStorage (a partner's page). */
export const CAMPAIGN_STORAGE_KEY = 'shipquote:campaign';

const MAX_VALUE = 200;
const MAX_PAGE = 2000;

export interface Touch {
  values: CampaignValues;
  /** The path the visitor landed on, without its query string. */
  page: string;
  /** When the visitor landed, in milliseconds since the epoch. */
  at: number;
}

export interface Attribution {
  first?: Touch;
  last?: Touch;
}

/** The campaign values of a page address, or undefined when it carries none. */
export function campaignOf(href: string): Omit<Touch, 'at'> | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  const values: CampaignValues = {};
  let any = false;
  for (const key of CAMPAIGN_KEYS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) {
      values[key] = value.slice(0, MAX_VALUE);
      any = true;
    }
  }
  return any ? { values, page: url.pathname.slice(0, MAX_PAGE) } : undefined;
}

/** A stored touch, or undefined when storage holds anything else: storage is input like any other. */
function touchOf(raw: unknown, now: number): Touch | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const { values, page, at } = raw as Record<string, unknown>;
  if (typeof at !== 'number' || !Number.isFinite(at) || at > now || now - at > CAMPAIGN_MAX_AGE_MS) return undefined;
  if (typeof page !== 'string' || !values || typeof values !== 'object') return undefined;
  const clean: CampaignValues = {};
  let any = false;
  for (const key of CAMPAIGN_KEYS) {
    const value = (values as Record<string, unknown>)[key];
    if (typeof value === 'string' && value) {
      clean[key] = value.slice(0, MAX_VALUE);
      any = true;
    }
  }
  return any ? { values: clean, page: page.slice(0, MAX_PAGE), at } : undefined;
}

function sameValues(a: CampaignValues, b: CampaignValues): boolean {
  return CAMPAIGN_KEYS.every((key) => a[key] === b[key]);
}

function read(storage: Storage | undefined, now: number): Attribution {
  try {
    const parsed = JSON.parse(storage?.getItem(CAMPAIGN_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
    const last = touchOf(parsed?.last, now);
    // A first touch outlives nothing: once it expires, the last touch is the earliest one left.
    return { first: touchOf(parsed?.first, now) ?? last, last };
  } catch {
    return {};
  }
}

/**
 * Records the campaign of `href` (if it carries one) as the last touch, and the first touch if there is
 * none yet; returns what is remembered. Arriving again with the same values is the same touch: its
 * time stays the first time those values were seen. Storage that is missing, full or refused (private
 * modes, sandboxed frames) still gives the current page's campaign.
 */
export function rememberCampaign(storage: Storage | undefined, href: string, now: number): Attribution {
  const stored = read(storage, now);
  const arrival = campaignOf(href);
  if (!arrival || (stored.last && sameValues(stored.last.values, arrival.values))) return stored;
  const last: Touch = { ...arrival, at: now };
  const attribution: Attribution = { first: stored.first ?? last, last };
  try {
    storage?.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    // Nothing to do: the quote still carries the current page's campaign.
  }
  return attribution;
}

/** A campaign touch as the quote carries it (shared/schema.ts `touchSchema`). */
export interface TouchContext extends CampaignValues {
  landing_page?: string;
  landed_at?: number;
}

function touchContext(touch: Touch): TouchContext {
  return { ...touch.values, landing_page: touch.page, landed_at: touch.at };
}

/** The campaign part of a quote's context: the last touch, and the first one when it differs. */
export function campaignContext({ first, last }: Attribution): { campaign?: TouchContext; first_touch?: TouchContext } {
  if (!last) return {};
  return {
    campaign: touchContext(last),
    ...(first && first !== last && first.at !== last.at ? { first_touch: touchContext(first) } : {}),
  };
}

/** The browser's storage of that kind, or undefined where reading it throws (blocked cookies, sandboxes). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

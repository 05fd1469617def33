/**
 * Widget options: the data attributes of the host element and the keys of `mount(el, options)`
 * share one set of names. Bad values never blank the widget: each falls
 * back to its default with a console warning that names the attribute.
 */
import { parseHttpUrl } from '../shared/http-url';
import type { Mode } from '../shared/schema';
import type { MessageOverrides } from './messages';

export type Variant = 'full' | 'compact';

export interface WidgetOptions {
  id?: string;
  source?: string;
  variant: Variant;
  mode: Mode;
  pagination: boolean;
  title?: string;
  /** API origin; '' means the origin the script was loaded from. */
  api: string;
  messages?: MessageOverrides;
}

export type MountOptions = Partial<Omit<WidgetOptions, 'pagination'>> & { pagination?: boolean | string };

const MAX_ATTR_LENGTH = 200;

function warn(name: string, value: unknown, fallback: string): void {
  console.warn(`[quote-widget] Ignoring data-${name}=${JSON.stringify(value)}; using ${fallback}.`);
}

function text(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const s = String(value).trim();
  if (!s) return undefined;
  if (s.length > MAX_ATTR_LENGTH) {
    warn(name, `${s.slice(0, 20)}…`, `the first ${MAX_ATTR_LENGTH} characters`);
    return s.slice(0, MAX_ATTR_LENGTH);
  }
  return s;
}

function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === null || value === '') return fallback;
  const s = String(value).trim().toLowerCase();
  if ((allowed as readonly string[]).includes(s)) return s as T;
  warn(name, value, fallback);
  return fallback;
}

function bool(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  const s = String(value).trim().toLowerCase();
  if (s === 'true') return true;
  if (s === 'false') return false;
  warn(name, value, String(fallback));
  return fallback;
}

/** Only an http(s) origin may receive the visitor's data. */
function apiOrigin(value: unknown, fallback: string): string {
  const s = text('api', value);
  if (!s) return fallback;
  const url = parseHttpUrl(s);
  if (url) return url.origin;
  warn('api', value, fallback || 'the script origin');
  return fallback;
}

export function normalizeOptions(raw: MountOptions, scriptOrigin: string): WidgetOptions {
  return {
    id: text('id', raw.id),
    source: text('source', raw.source),
    variant: oneOf('variant', raw.variant, ['full', 'compact'] as const, 'full'),
    mode: oneOf('mode', raw.mode, ['domestic', 'international'] as const, 'domestic'),
    pagination: bool('pagination', raw.pagination, true),
    title: text('title', raw.title),
    api: apiOrigin(raw.api, scriptOrigin),
    messages: raw.messages,
  };
}

/**
 * The palette stays on the element (`data-theme`: light, the default, dark or auto), where the CSS reads
 * it live; a value the CSS does not know draws the default, so it is reported like any bad option.
 */
export function checkTheme(value: string | undefined): void {
  if (value && !/^(light|dark|auto)$/.test(value)) warn('theme', value, 'light');
}

/** Reads the options from the host element's data attributes. */
export function readDataOptions(el: HTMLElement): MountOptions {
  const d = el.dataset;
  return {
    id: d.id,
    source: d.source,
    variant: d.variant as Variant | undefined,
    mode: d.mode as Mode | undefined,
    pagination: d.pagination,
    title: d.title,
    api: d.api,
  };
}

/**
 * Headers every answer of the site carries. HTML also gets a Content-Security-Policy: a strict default,
 * or an exact policy for the pages that exist to prove the widget works under one (examples/strict-csp.html).
 * Behind an https PUBLIC_URL every answer also tells browsers to use https only.
 */
import type { MiddlewareHandler } from 'hono';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

/**
 * Same-origin scripts, styles, workers (the mock API's service worker) and calls only; no plugins,
 * no framing by other sites. The widget needs nothing more: its styles are constructable stylesheets.
 * `formActions` are origins a page's forms may also lead to: browsers check form-action against every
 * redirect of a form's post too, so a page whose form the server answers with a redirect to another
 * origin (a payment provider's hosted page) names that origin, and only that page does.
 */
export function defaultCsp(formActions: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formActions].join(' '),
    "frame-ancestors 'self'",
  ].join('; ');
}

export const DEFAULT_CSP = defaultCsp();

/** The policy a partner with a strict CSP has; the example page serves it exactly. */
export const STRICT_CSP = "default-src 'self'; style-src 'self'; script-src 'self'";

/** A partner that enforces Trusted Types and allows only the widget's own policy by name. */
export const TRUSTED_TYPES_CSP = `${STRICT_CSP}; require-trusted-types-for 'script'; trusted-types quote-widget`;

export const CSP_BY_PATH: Readonly<Record<string, string>> = {
  '/examples/strict-csp.html': STRICT_CSP,
  '/examples/trusted-types.html': TRUSTED_TYPES_CSP,
};

/**
 * A year, subdomains included. Only with an https public address: a server reached over plain http (a
 * laptop, a test box on the LAN, behind a proxy that adds https elsewhere) has no https of its own to
 * pin browsers to, and a pinned name that then has none cannot be opened at all.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** PUBLIC_URL; an https one turns on Strict-Transport-Security. */
  publicUrl?: string;
}

/** The headers every answer carries, worked out once: the API's answers include them as they are built. */
export function securityHeaderSet(options: SecurityHeaderOptions = {}): Readonly<Record<string, string>> {
  const always: Record<string, string> = { ...SECURITY_HEADERS };
  if (options.publicUrl?.startsWith('https:')) always['Strict-Transport-Security'] = STRICT_TRANSPORT_SECURITY;
  return Object.freeze(always);
}

/** For the pages and files, whose answers come from many places: the headers are added after the handler. */
export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  const always = Object.entries(securityHeaderSet(options));
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    // A route may be stricter (the booking page sends no Referer at all); never loosen what it set.
    for (const [name, value] of always) if (!headers.has(name)) headers.set(name, value);
    if (headers.get('Content-Type')?.startsWith('text/html') && !headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', CSP_BY_PATH[c.req.path] ?? DEFAULT_CSP);
    }
  };
}

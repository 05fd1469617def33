/**
 * Where the API lives. Every call's path (`API_PATHS` in shared/api-types.ts, which the widget shares)
 * starts with API_BASE; the API's app (site/api/api-routes.ts) takes that base path, so its route modules
 * register each call by the rest of its path.
 */
export const API_BASE = '/api';

/** A call's path below API_BASE, as a route module mounted there registers it. */
export function belowApiBase(path: string): string {
  if (!path.startsWith(`${API_BASE}/`)) throw new Error(`${path} is not a path under ${API_BASE}/`);
  return path.slice(API_BASE.length);
}

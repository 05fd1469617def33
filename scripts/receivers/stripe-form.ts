/**
 * The Stripe stand-in's reading of what the `stripe` SDK sends: form-encoded bodies and query strings
 * whose keys nest with brackets (`metadata[order]=…`, `line_items[0][price_data][currency]=usd`,
 * `expand[]=setup_intent` or `expand[0]=…`), decoded into plain objects and arrays; and the errors
 * Stripe answers about parameters (ApiError, thrown by the endpoints and answered by the router).
 */

/** A decoded parameter: text, a list, or named parameters. */
export type Param = string | Param[] | Params;
export interface Params {
  [name: string]: Param;
}

/** `a[b][0]` → ['a', 'b', '0']; `a[]` → ['a', '']; a key with stray brackets is kept whole. */
function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  const rest = match[2] ?? '';
  return [match[1] ?? key, ...Array.from(rest.matchAll(/\[([^[\]]*)\]/g), (part) => part[1] ?? '')];
}

const isIndex = (part: string) => part === '' || /^\d+$/.test(part);

function place(container: Params | Param[], path: string[], value: string): void {
  const [head = '', ...rest] = path;
  const slot: string | number = Array.isArray(container) ? (head === '' ? container.length : Number(head)) : head;
  const existing = (container as Record<string | number, Param | undefined>)[slot];
  if (rest.length === 0) {
    (container as Record<string | number, Param>)[slot] = value;
    return;
  }
  let next: Params | Param[];
  if (existing !== undefined && typeof existing !== 'string') next = existing;
  else {
    next = isIndex(rest[0] ?? '') ? [] : {};
    (container as Record<string | number, Param>)[slot] = next;
  }
  place(next, rest, value);
}

/** Decodes `application/x-www-form-urlencoded` text (a body or a query string) into nested parameters. */
export function decodeParams(text: string): Params {
  const params: Params = {};
  for (const [key, value] of new URLSearchParams(text)) place(params, keyPath(key), value);
  return params;
}

/** The text of a parameter, or undefined when it is absent or not text. */
export function text(params: Params | undefined, name: string): string | undefined {
  const value = params?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** The named parameters under a name (`metadata[…]`), or undefined. */
export function group(params: Params | undefined, name: string): Params | undefined {
  const value = params?.[name];
  return value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

/** The list under a name, whether sent as `x[]=`, `x[0]=` or a single `x=`. */
export function list(params: Params | undefined, name: string): Param[] {
  const value = params?.[name];
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.filter((item) => item !== undefined);
  if (typeof value === 'string') return [value];
  // `x[0]=` after a plain key of the same object decodes as named parameters '0', '1', …
  return Object.keys(value)
    .filter(isIndex)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => value[key] as Param);
}

/** Metadata as Stripe keeps it: text values only. */
export function metadata(params: Params | undefined, name = 'metadata'): Record<string, string> {
  const found = group(params, name) ?? {};
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(found)) if (typeof value === 'string') result[key] = value;
  return result;
}

/** An error answer of the API: the status and Stripe's `error` object. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

/** A 400 invalid_request_error. */
export const invalid = (message: string, extra: Record<string, unknown> = {}) =>
  new ApiError(400, { type: 'invalid_request_error', message, ...extra });

/** A 404 resource_missing, as Stripe answers an id it does not know. */
export const missing = (kind: string, id: string, param = 'id') =>
  new ApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });

/** Throws Stripe's "Received unknown parameter" for any parameter but these and `expand`. */
export function allowOnly(params: Params, names: string[]): void {
  for (const name of Object.keys(params)) {
    if (name !== 'expand' && !names.includes(name))
      throw invalid(`Received unknown parameter: ${name}`, { param: name });
  }
}

/** A required whole number of cents (or a count), as text. */
export function amountOf(value: string | undefined, param: string): number {
  if (value === undefined) throw invalid(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
  if (!/^\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param });
  return Number(value);
}

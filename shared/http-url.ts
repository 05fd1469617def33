/**
 * An http(s) address, parsed (against `base` when given), or undefined. Links, images, webhooks and API origins are only
 * ever followed over http(s): `javascript:`, `data:`, `file:` and the rest carry code or local files.
 */
export function parseHttpUrl(value: string, base?: string): URL | undefined {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

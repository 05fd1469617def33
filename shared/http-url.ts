/**
 * An absolute http(s) address, parsed, or undefined. Links, images, webhooks and API origins are only
 * ever followed over http(s): `javascript:`, `data:`, `file:` and the rest carry code or local files.
 */
export function parseHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

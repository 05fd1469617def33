/**
 * Which browser pages may send quotes: any origin when ALLOWED_ORIGINS is empty, else those listed and
 * always the site's own. Browsers send Origin on same-origin POSTs too, so a list of partners alone would
 * refuse quotes from the broker's own home page.
 */
import type { SubmitDeps } from './routes/submit-route';

export function submitOriginAllowed(
  allowedOrigins: readonly string[],
  publicUrl: SubmitDeps['publicUrl'],
): (origin: string, request: Request) => boolean {
  return (origin, request) =>
    allowedOrigins.length === 0 || allowedOrigins.includes(origin) || origin === ownOrigin(publicUrl, request);
}

/** The origin of PUBLIC_URL (which may carry a path), or of the address the request came to. */
function ownOrigin(publicUrl: SubmitDeps['publicUrl'], request: Request): string | undefined {
  try {
    return new URL(publicUrl(request)).origin;
  } catch {
    return undefined;
  }
}

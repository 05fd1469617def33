/**
 * Serving files from a folder without ever leaving it. A URL path is decoded once, split into segments,
 * and refused when a segment is empty, a dot segment, hidden, or holds a separator or NUL; the resolved
 * file (after symlinks) must still lie inside the folder's real path.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';

/** Types by extension; a file whose extension is not listed is not served. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.avif': 'image/avif',
  '.xml': 'application/xml; charset=utf-8',
};

export function contentTypeFor(path: string): string | undefined {
  return CONTENT_TYPES[extname(path).toLowerCase()];
}

/**
 * The safe segments of a path below a mount point ("a/b.js" → ["a", "b.js"]), or undefined.
 * A trailing slash gives a last segment of "" (a folder: its index.html is served).
 */
export function safeSegments(encodedPath: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encodedPath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/');
  for (const [i, segment] of segments.entries()) {
    if (segment === '' && i === segments.length - 1) continue;
    if (segment === '' || segment.startsWith('.')) return undefined;
    if (/[\\\0:]/.test(segment)) return undefined;
  }
  return segments;
}

export interface StaticFile {
  path: string;
  size: number;
  mtimeMs: number;
}

async function fileIn(root: string, segments: readonly string[]): Promise<StaticFile | undefined> {
  const candidate = join(root, ...segments);
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)]);
    if (!realFile.startsWith(realRoot + sep)) return undefined;
    const info = await stat(realFile);
    return info.isFile() ? { path: realFile, size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** Finds the file an URL path (below the mount point, still encoded) names in the first root that has it. */
export async function findStaticFile(roots: readonly string[], encodedPath: string): Promise<StaticFile | undefined> {
  const segments = safeSegments(encodedPath);
  if (!segments) return undefined;
  if (segments.at(-1) === '') segments[segments.length - 1] = 'index.html';
  if (!contentTypeFor(segments.at(-1)!)) return undefined;
  for (const root of roots) {
    const file = await fileIn(root, segments);
    if (file) return file;
  }
  return undefined;
}

/** A weak validator from size and modification time: cheap, and changes whenever a build rewrites the file. */
export function etagOf(file: StaticFile): string {
  return `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
}

/**
 * A content hash in a chunk's name, as rollup writes it: `[name]-[hash].js` with 8+ characters of
 * [0-9A-Za-z_$]. At least one digit, capital, `_` or `$` is required so a plain word ("-calendar.js") is
 * not taken for a hash; a rare all-lower-case hash is then merely cached for 5 minutes.
 */
const HASHED_NAME = /[-.](?=[0-9A-Za-z_$]*[0-9A-Z_$])[0-9A-Za-z_$]{8,}\.(?:m?js|css)(?:\.map)?$/;

export function isHashedFileName(name: string): boolean {
  return HASHED_NAME.test(name);
}

/** True when the If-None-Match header names this validator (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => bare(tag) === bare(etag));
}

export async function fileResponse(
  request: Request,
  file: StaticFile,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const etag = etagOf(file);
  const headers = new Headers({
    'Content-Type': contentTypeFor(file.path) ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': new Date(file.mtimeMs).toUTCString(),
    ...extraHeaders,
  });
  if (matchesEtag(request.headers.get('If-None-Match') ?? undefined, etag)) {
    return new Response(null, { status: 304, headers });
  }
  const body = new Uint8Array(await readFile(file.path));
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { headers });
}

/**
 * Serving files from a folder without ever leaving it. A URL path is decoded once, split into segments,
 * and refused when a segment is empty, a dot segment, hidden, or holds a separator or NUL; the resolved
 * file (after symlinks) must still lie inside the folder's real path.
 *
 * Ours rather than @hono/node-server's serveStatic, which is laxer on each point that matters here: it
 * serves hidden files, any extension and symlinks that lead out of the folder, sends no ETag (hono/etag
 * would hash every file on every request, where ours is the size and time), and ignores If-Range.
 */
import { createHash } from 'node:crypto';
import { open, readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { parseByteRange } from './byte-range';

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

/** The version an asset's URL carries in `?v=`: the start of its content's SHA-256, base64url. */
export function contentVersion(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 10);
}

/** Versions by file, kept while the file's size and modification time stay the same. */
const versions = new Map<string, { etag: string; version: Promise<string> }>();

/** The file's current `contentVersion`, read once per change of the file rather than on every request. */
export function fileVersion(file: StaticFile): Promise<string> {
  const etag = etagOf(file);
  const known = versions.get(file.path);
  if (known?.etag === etag) return known.version;
  const version = readFile(file.path).then(contentVersion);
  versions.set(file.path, { etag, version });
  return version;
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

async function readSlice(path: string, start: number, length: number): Promise<Uint8Array<ArrayBuffer>> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(length);
    const { bytesRead } = await handle.read(buffer, 0, length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * `If-Range` lets a client resume only while the file is the one it started with. Our validators are
 * weak ETags, which may not be used here, so only the exact Last-Modified date counts; anything else
 * gets the whole (current) file.
 */
function rangeStillValid(request: Request, lastModified: string): boolean {
  const ifRange = request.headers.get('If-Range');
  return ifRange === null || ifRange.trim() === lastModified;
}

export async function fileResponse(
  request: Request,
  file: StaticFile,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
  options: { ranges?: boolean } = {},
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
  if (options.ranges) {
    headers.set('Accept-Ranges', 'bytes');
    const range = rangeStillValid(request, headers.get('Last-Modified')!)
      ? parseByteRange(request.headers.get('Range'), file.size)
      : undefined;
    if (range === 'unsatisfiable') {
      headers.set('Content-Range', `bytes */${file.size}`);
      headers.delete('Content-Type');
      return new Response(null, { status: 416, headers });
    }
    if (range) {
      const body = await readSlice(file.path, range.start, range.end - range.start + 1);
      headers.set('Content-Range', `bytes ${range.start}-${range.start + body.byteLength - 1}/${file.size}`);
      headers.set('Content-Length', String(body.byteLength));
      return new Response(body, { status: 206, headers });
    }
  }
  const body = new Uint8Array(await readFile(file.path));
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { headers });
}

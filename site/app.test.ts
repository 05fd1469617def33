import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { IMMUTABLE_CACHE, LOADER_CACHE } from './http/cache-control';
import { DEFAULT_CSP, STRICT_CSP } from './http/security-headers';
import { isHashedFileName } from './http/static-files';

let root: string;
let app: ReturnType<typeof createApp>;

const SECRET = 'TOP-SECRET-OUTSIDE-THE-ROOTS';

async function put(path: string, text: string) {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shipquote-site-'));
  await put('dist/widget/quote-widget.js', 'console.log("widget");');
  await put('dist/widget/chunks/date-picker-Bx3kD9aQ.js', 'export const picker = 1;');
  await put('dist/widget/chunks/calendar.js', 'export const calendar = 1;');
  await put('dist/widget/chunks/datepicker.js', 'export const datepicker = 1;');
  await put('dist/examples/mock-api.js', 'window.__quoteMockReady = Promise.resolve();');
  await put('examples/index.html', '<!doctype html><title>Examples</title>');
  await put('examples/strict-csp.html', '<!doctype html><title>Strict</title>');
  await put('examples/examples.css', 'body { color: #111; }');
  await put('examples/spa.js', 'console.log("spa");');
  await put('examples/dev/mock-api.ts', 'export {};');
  await put('examples/.env', SECRET);
  await put('package.json', SECRET);
  await put('secret.txt', SECRET);
  await put('sw/mockServiceWorker.js', 'self.addEventListener("fetch", () => {});');
  await symlink(join(root, 'secret.txt'), join(root, 'examples/link.txt'));
  app = createApp({
    distDir: join(root, 'dist'),
    examplesDir: join(root, 'examples'),
    serviceWorkerFile: join(root, 'sw/mockServiceWorker.js'),
  });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  expect(res.headers.get('Permissions-Policy')).toMatch(/camera=\(\)/);
}

describe('redirects', () => {
  it.each(['/', '/examples'])('%s redirects to /examples/', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/examples/');
    expectSecurityHeaders(res);
  });
});

describe('examples', () => {
  it('serves index.html for /examples/ with the default CSP', async () => {
    const res = await app.request('/examples/');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Content-Security-Policy')).toBe(DEFAULT_CSP);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>Examples</title>');
    expectSecurityHeaders(res);
  });

  it('serves the strict-CSP page with exactly the strict policy', async () => {
    const res = await app.request('/examples/strict-csp.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'self'; style-src 'self'; script-src 'self'");
    expect(STRICT_CSP).toBe("default-src 'self'; style-src 'self'; script-src 'self'");
  });

  it('keeps the default CSP strict: same-origin scripts and styles, no inline, no framing by others', () => {
    expect(DEFAULT_CSP).toContain("script-src 'self'");
    expect(DEFAULT_CSP).toContain("style-src 'self'");
    expect(DEFAULT_CSP).toContain("frame-ancestors 'self'");
    expect(DEFAULT_CSP).not.toContain('unsafe');
  });

  it('serves CSS and JS with their types and no CSP', async () => {
    const css = await app.request('/examples/examples.css');
    expect(css.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(css.headers.has('Content-Security-Policy')).toBe(false);
    expectSecurityHeaders(css);
    const js = await app.request('/examples/spa.js');
    expect(js.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
  });

  it('serves the built mock API from dist/examples', async () => {
    const res = await app.request('/examples/mock-api.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toContain('__quoteMockReady');
  });

  it('does not serve the TypeScript sources of examples/dev', async () => {
    expect((await app.request('/examples/dev/mock-api.ts')).status).toBe(404);
  });
});

describe('widget', () => {
  it('serves the loader for 5 minutes, as JavaScript, to any origin', async () => {
    const res = await app.request('/widget/quote-widget.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(LOADER_CACHE).toBe('public, max-age=300');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.has('Content-Security-Policy')).toBe(false);
    expectSecurityHeaders(res);
    expect(await res.text()).toBe('console.log("widget");');
  });

  it('serves hashed chunks as immutable for a year', async () => {
    const res = await app.request('/widget/chunks/date-picker-Bx3kD9aQ.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(IMMUTABLE_CACHE).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
  });

  it.each(['/widget/chunks/calendar.js', '/widget/chunks/datepicker.js'])(
    'caches a chunk without a hash in its name briefly: %s',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe(LOADER_CACHE);
    },
  );

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await app.request('/widget/quote-widget.js');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await app.request('/widget/quote-widget.js', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('Cache-Control')).toBe(LOADER_CACHE);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.request('/widget/quote-widget.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Length')).toBe(String('console.log("widget");'.length));
    expect(await res.text()).toBe('');
  });

  it('says how to build when a build output is missing', async () => {
    const res = await app.request('/widget/chunks/missing-Ab12Cd34.js');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('npm run build');
  });
});

describe('isHashedFileName', () => {
  it.each([
    ['date-picker-Bx3kD9aQ.js', true],
    ['date-picker.BQHIbqpB.js', true],
    ['index-C_f$0aZ1.js', true],
    ['chunk.3f9a1c2e.js', true],
    ['date-picker-Bx3kD9aQ.js.map', true],
    ['calendar.js', false],
    ['date-picker.js', false],
    ['quote-datepicker.js', false],
    ['date-picker-Bx3k.js', false],
  ])('%s → %s', (name, hashed) => {
    expect(isHashedFileName(name)).toBe(hashed);
  });
});

describe('mock service worker', () => {
  it('is served from the root with Service-Worker-Allowed', async () => {
    const res = await app.request('/mockServiceWorker.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Service-Worker-Allowed')).toBe('/');
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('is found in node_modules by default', async () => {
    const res = await createApp().request('/mockServiceWorker.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('addEventListener');
  });
});

describe('not found', () => {
  it('answers unknown paths with a helpful HTML page, status 404, and the security headers', async () => {
    const res = await app.request('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Content-Security-Policy')).toBe(DEFAULT_CSP);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expectSecurityHeaders(res);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<main>');
    expect(html).toContain('href="/examples/"');
    expect(html).not.toContain('npm run build');
  });

  it('does not echo the request path', async () => {
    const res = await app.request('/%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('alert(1)');
  });

  it.each(['POST', 'PUT', 'DELETE'])('%s on a static file is not served', async (method) => {
    const res = await app.request('/examples/index.html', { method });
    expect(res.status).toBe(404);
  });
});

describe('path traversal', () => {
  const attempts = [
    '/examples/../package.json',
    '/examples/../secret.txt',
    '/examples/%2e%2e/package.json',
    '/examples/%2E%2E/secret.txt',
    '/examples/..%2fpackage.json',
    '/examples/..%2Fsecret.txt',
    '/examples/%2e%2e%2fpackage.json',
    '/examples/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/examples/..%5csecret.txt',
    '/examples/..\\secret.txt',
    '/examples/%252e%252e/secret.txt',
    '/examples/%252e%252e%252fsecret.txt',
    '/examples/dev/..%2f..%2fsecret.txt',
    '/widget/..%2f..%2fpackage.json',
    '/widget/%2e%2e/%2e%2e/package.json',
    '/widget/chunks/..%2f..%2f..%2fsecret.txt',
    '/examples/.env',
    '/examples/%2eenv',
    '/examples/link.txt',
    '/examples//index.html',
    '/examples/index.html%00.css',
    '/examples/%E0%A4%A',
    '/examples/%2fetc%2fpasswd',
  ];

  it.each(attempts)('%s gives 404 and nothing from outside', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(SECRET);
  });

  it.each([
    '/examples/../package.json',
    '/examples/..%2fpackage.json',
    '/examples/%2e%2e%2fpackage.json',
    '/widget/..%2f..%2fpackage.json',
  ])('%s gives 404 with the real folders too', async (path) => {
    const res = await createApp().request(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('"devDependencies"');
  });
});

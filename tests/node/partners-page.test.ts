/**
 * /partners, the embed builder, as the real app serves it: rendered from its query string (so a shared
 * address opens the same setup, and the form works as a plain GET form), refused values kept in their
 * fields with their message and left out of the code, the preview never under the partner's placement,
 * kept out of search results and the sitemap, and linked from the footer.
 */
import { type Document, Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfiguredApp, createConfiguredApp } from '../support/configured-app';
import { fakeLookups } from '../support/fake-lookups';

const ORIGIN = 'https://shipquote.example';

const window = new Window();
const parse = (html: string): Document => new window.DOMParser().parseFromString(html, 'text/html') as Document;

let services: ConfiguredApp;

beforeAll(async () => {
  services = await createConfiguredApp({ lookups: fakeLookups(), env: { PUBLIC_URL: ORIGIN } });
});

afterAll(async () => {
  await services?.close();
  await window.happyDOM.close();
});

async function get(path: string) {
  const response = await services.app.request(path);
  const html = await response.text();
  return { response, html, doc: parse(html) };
}

const input = (doc: Document, id: string) => doc.getElementById(id) as unknown as HTMLInputElement | null;
const text = (doc: Document, id: string) => doc.getElementById(id)?.textContent ?? '';

describe('/partners', () => {
  it('answers 200 with a page kept out of search results', async () => {
    const { response, doc } = await get('/partners');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('h1')?.textContent).toBe('Embed our quote form');
  });

  it('starts from the widget’s defaults: the embed code is the element and the script on the site’s origin', async () => {
    const { doc } = await get('/partners');
    expect(text(doc, 'embed-html-snippet')).toBe(
      `<div data-quote-widget>\n  <p><a href="${ORIGIN}/#main-form">Get a free car shipping quote</a> or call <a href="tel:+15125550147">(512) 555-0147</a>.</p>\n</div>\n<script src="${ORIGIN}/widget/quote-widget.js" async></script>`,
    );
    expect(input(doc, 'embed-variant-full')?.hasAttribute('checked')).toBe(true);
    expect(input(doc, 'embed-theme-light')?.hasAttribute('checked')).toBe(true);
    expect(doc.getElementById('embed-builder-errors')).toBeNull();
  });

  it('renders the configuration of its query string in the form, the code and the preview', async () => {
    const { doc } = await get(
      '/partners?id=ACME-1&source=blog&variant=compact&mode=international&pagination=false&title=Hello+%22world%22&theme=dark&accent=%23c0392b',
    );
    expect(input(doc, 'embed-id')?.getAttribute('value')).toBe('ACME-1');
    expect(input(doc, 'embed-title')?.getAttribute('value')).toBe('Hello "world"');
    expect(input(doc, 'embed-accent')?.getAttribute('value')).toBe('#c0392b');
    expect(input(doc, 'embed-accent-picker')?.getAttribute('value')).toBe('#c0392b');
    for (const id of [
      'embed-variant-compact',
      'embed-mode-international',
      'embed-pagination-false',
      'embed-theme-dark',
    ]) {
      expect(input(doc, id)?.hasAttribute('checked'), id).toBe(true);
    }

    const html = text(doc, 'embed-html-snippet');
    expect(html).toContain(
      '<div data-quote-widget data-id="ACME-1" data-source="blog" data-variant="compact" data-mode="international" data-pagination="false" data-title="Hello &quot;world&quot;" data-theme="dark">\n  <p><a href="https://',
    );
    expect(html).toContain('[data-quote-widget][data-source="blog"] {\n    --qw-accent: #c0392b;\n  }');
    const mount = text(doc, 'embed-mount-snippet');
    expect(mount).toContain('"title": "Hello \\"world\\""');
    expect(mount).toContain('<div id="quote" data-theme="dark">\n  <p><a href="https://');

    const host = doc.querySelector('#embed-preview [data-quote-widget]');
    expect(host?.getAttribute('data-variant')).toBe('compact');
    expect(host?.getAttribute('data-mode')).toBe('international');
    expect(host?.getAttribute('data-title')).toBe('Hello "world"');
    expect(host?.getAttribute('data-theme')).toBe('dark');
  });

  it('mounts its preview under the preview’s own placement, never the partner’s, and says so', async () => {
    const { doc } = await get('/partners?id=PARTNER-001&source=partner-blog');
    const hosts = [...doc.querySelectorAll('[data-quote-widget]')];
    expect(hosts).toHaveLength(1);
    expect(hosts[0]?.getAttribute('data-id')).toBe('PREVIEW');
    expect(hosts[0]?.getAttribute('data-source')).toBe('embed-preview');
    expect(doc.querySelector('main')?.textContent).toContain(
      'Quotes sent from this preview are tagged embed-preview, so trying the form never counts as one of your leads.',
    );
    expect(text(doc, 'embed-html-snippet')).toContain('data-id="PARTNER-001" data-source="partner-blog"');
  });

  it('keeps a refused value in its field with its message, linked to it, and leaves it out of the code', async () => {
    const hostile = '"><script>alert(1)</script>';
    const { doc, html } = await get(
      `/partners?${new URLSearchParams({ id: hostile, accent: 'red;}body{display:none', variant: 'huge' })}`,
    );
    const id = input(doc, 'embed-id');
    expect(id?.getAttribute('value')).toBe(hostile);
    expect(id?.getAttribute('aria-invalid')).toBe('true');
    expect(id?.getAttribute('aria-describedby')).toBe('embed-id-hint embed-id-error');
    expect(text(doc, 'embed-id-error')).toBe('Use only letters, digits, hyphens (-), underscores (_) and dots (.).');
    expect(doc.getElementById('embed-id-error')?.hasAttribute('hidden')).toBe(false);

    const accent = input(doc, 'embed-accent');
    expect(accent?.getAttribute('value')).toBe('red;}body{display:none');
    expect(accent?.getAttribute('aria-describedby')).toContain('embed-accent-error');
    expect(text(doc, 'embed-accent-error')).toMatch(/^Enter a colour/);

    expect(doc.getElementById('embed-variant')?.getAttribute('aria-describedby')).toBe('embed-variant-error');
    expect(input(doc, 'embed-variant-full')?.hasAttribute('checked')).toBe(true);

    const summary = doc.getElementById('embed-builder-errors');
    expect(summary?.querySelector('h3')?.textContent).toBe('3 options need a look');
    expect([...(summary?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      '#embed-id',
      '#embed-variant-full',
      '#embed-accent',
    ]);

    expect(text(doc, 'embed-html-snippet')).toBe(
      `<div data-quote-widget>\n  <p><a href="${ORIGIN}/#main-form">Get a free car shipping quote</a> or call <a href="tel:+15125550147">(512) 555-0147</a>.</p>\n</div>\n<script src="${ORIGIN}/widget/quote-widget.js" async></script>`,
    );
    expect(html).not.toContain('<script>alert(1)');
    expect([...doc.querySelectorAll('script')].some((script) => script.textContent?.includes('alert'))).toBe(false);
  });

  it('warns, without refusing, about colours with too little contrast', async () => {
    const { doc } = await get('/partners?accent=%23ffcc00');
    expect(text(doc, 'embed-contrast')).toBe(
      'Text on the accent has a contrast of 1.5:1; text needs at least 4.5:1 to be readable by everyone.',
    );
    expect(input(doc, 'embed-accent')?.getAttribute('aria-describedby')).toBe('embed-accent-hint embed-contrast');
    expect(text(doc, 'embed-html-snippet')).toContain('--qw-accent: #ffcc00;');
  });

  it('is a GET form to itself, and its scripts and styles fit the page’s CSP', async () => {
    const { response, doc } = await get('/partners?accent=teal&theme=dark');
    const form = doc.getElementById('embed-builder');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/partners');
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Update preview');

    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.filter((script) => script.getAttribute('nonce') !== nonce)).toEqual([]);
    const modules = scripts.filter((s) => s.getAttribute('type') === 'module').map((s) => s.getAttribute('src'));
    expect(modules).toEqual([
      expect.stringMatching(/^\/assets\/islands-/),
      expect.stringMatching(/^\/assets\/partner-builder-/),
    ]);
    const widget = doc.querySelector('script[src="/widget/quote-widget.js"]');
    expect(widget?.hasAttribute('defer')).toBe(true);
    expect(doc.querySelectorAll('[style]')).toHaveLength(0);
    expect(doc.querySelectorAll('style')).toHaveLength(0);
  });

  it('documents the five events and the CSP lines on the site’s origin', async () => {
    const { doc } = await get('/partners');
    const events = [...doc.querySelectorAll('#events-caption ~ tbody th code')].map((code) => code.textContent);
    expect(events).toEqual(['quote:ready', 'quote:step', 'quote:submit', 'quote:success', 'quote:error']);
    const main = doc.querySelector('main')?.textContent ?? '';
    expect(main).toContain(`script-src ${ORIGIN}\nconnect-src ${ORIGIN}`);
    expect(main).toContain('trusted-types quote-widget');
  });
});

describe('the rest of the site', () => {
  it('leaves /partners out of the sitemap', async () => {
    const xml = await (await services.app.request('/sitemap.xml')).text();
    expect(xml).toContain('<loc>');
    expect(xml).not.toContain('/partners');
  });

  it('links to /partners from the footer of every main page', async () => {
    for (const path of ['/', '/frequently-asked-questions']) {
      const { doc } = await get(path);
      const link = doc.querySelector('footer nav[aria-label="Footer"] a[href="/partners"]');
      expect(link?.textContent, path).toBe('Embed our quote form');
    }
  });
});

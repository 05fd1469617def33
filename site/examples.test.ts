/**
 * The example pages, as the app serves them: clean enough for the strict CSP (no inline scripts, styles or
 * handlers), the landmarks every page needs, the mock loaded before the widget, and no broken local links.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { sitePages } from './web/pages/registry';

const examplesDir = fileURLToPath(new URL('../examples', import.meta.url));
const pages = (await readdir(examplesDir)).filter((name) => name.endsWith('.html')).sort();
const app = createApp({ examplesDir });

const read = (name: string) => readFile(join(examplesDir, name), 'utf8');
/** Files the build writes; their absence here is not a broken link. */
const BUILT = new Set(['/examples/mock-api.js', '/widget/quote-widget.js']);
/** Pages of the site itself (this app is built without them); the route tests visit every one. */
const SITE_PAGES = sitePages();
const WIDGET_PAGES = ['partner.html', 'affiliate.html', 'two-widgets.html', 'strict-csp.html', 'spa.html'];

it('has the index, the booking preview, the Trusted Types page and every widget page', () => {
  expect(pages).toEqual(
    expect.arrayContaining(['index.html', 'booking-preview.html', 'trusted-types.html', ...WIDGET_PAGES]),
  );
});

describe.each(pages)('%s', (name) => {
  it('has lang, a title, a main landmark with an h1, and a viewport', async () => {
    const html = await read(name);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html.match(/<main[\s>]/g)).toHaveLength(1);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('has no inline script, style or event handler', async () => {
    const html = await read(name);
    for (const script of html.match(/<script\b[^>]*>/g) ?? []) expect(script).toMatch(/\ssrc="\/[^"]+"/);
    expect(html).not.toMatch(/<script\b[^>]*>[^<\s]/);
    expect(html).not.toMatch(/<style[\s>]/);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toMatch(/\son[a-z]+=/);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('links only to files the server has (or the build makes)', async () => {
    const html = await read(name);
    const targets = [...html.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    for (const target of new Set(targets)) {
      const path = new URL(target, 'http://localhost').pathname;
      if (BUILT.has(path) || SITE_PAGES.has(path)) continue;
      const res = await app.request(target);
      expect(res.status, target).toBe(200);
    }
  });
});

describe.each(WIDGET_PAGES)('%s embeds the widget as a partner does', (name) => {
  it('loads the mock switch (msw only with ?mock=) as a plain script before the widget script, which is async', async () => {
    const html = await read(name);
    const mock = html.indexOf('<script src="/examples/mock-switch.js"></script>');
    const widget = html.indexOf('<script src="/widget/quote-widget.js" async></script>');
    expect(mock).toBeGreaterThan(-1);
    expect(widget).toBeGreaterThan(mock);
  });

  it('has a widget host with a data-id and data-source, or builds one in its script', async () => {
    const html = await read(name);
    if (name === 'spa.html') {
      expect(html).not.toContain('<div data-quote-widget');
      expect(await read('spa.js')).toContain("setAttribute('data-quote-widget', '')");
      return;
    }
    for (const host of html.match(/<div data-quote-widget[^>]*>/g) ?? ['missing']) {
      expect(host).toMatch(/ data-id="[A-Z0-9-]+"/);
      expect(host).toMatch(/ data-source="[a-z-]+"/);
    }
  });
});

it('serves the strict-CSP page with the strict policy and a hostile same-origin stylesheet', async () => {
  const res = await app.request('/examples/strict-csp.html');
  expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'self'; style-src 'self'; script-src 'self'");
  expect(await res.text()).toContain('<link rel="stylesheet" href="/examples/hostile.css">');
});

it('serves the Trusted Types page with a policy that enforces them and allows only the widget’s policy', async () => {
  const res = await app.request('/examples/trusted-types.html');
  expect(res.headers.get('Content-Security-Policy')).toBe(
    "default-src 'self'; style-src 'self'; script-src 'self'; require-trusted-types-for 'script'; trusted-types quote-widget",
  );
  // No mock switch: under Trusted Types its loader's plain script address would be refused.
  const html = await read('trusted-types.html');
  expect(html).not.toContain('mock-switch.js');
  expect(html).toContain('<div data-quote-widget data-id="TRUSTED-TYPES" data-source="trusted-types-example">');
  expect(html).toContain('<script src="/widget/quote-widget.js" async></script>');
});

it('puts two differently configured widgets on the two-widgets page', async () => {
  const hosts = (await read('two-widgets.html')).match(/<div data-quote-widget[^>]*>/g) ?? [];
  expect(hosts).toHaveLength(2);
  expect(hosts[0]).toContain('data-mode="domestic"');
  expect(hosts[1]).toContain('data-mode="international"');
  expect(hosts[1]).toContain('data-variant="compact"');
  expect(hosts[0]).not.toBe(hosts[1]);
});

it('links the affiliate page to itself with the affiliate parameters', async () => {
  const html = await read('affiliate.html');
  expect(html).toContain('href="/examples/affiliate.html?marketing_id=AFF-42&amp;fbclid=FB.123"');
  expect(html).toContain('data-variant="compact"');
});

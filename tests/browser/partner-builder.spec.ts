/**
 * /partners, the embed builder, in the browser: options change the real widget in the preview, the code
 * and the page address, and a reload keeps them; Copy puts on the clipboard code that mounts the widget
 * with those options on a partner's page of another origin, under the CSP the page documents too; the
 * event log shows what the preview fires, under the preview's own placement; axe in both site themes,
 * the keyboard alone, and no CSP violation on the builder itself.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PARTNERS_SCANNED_PATH } from '../support/scanned-templates';
import { expectNoAxeViolations } from './support/accessibility';
import { watchCsp } from './support/csp-violations';
import { tabTo } from './support/keyboard';
import { QuoteForm } from './support/quote-form';

const builder = (page: Page) => page.getByRole('form', { name: 'Set up your form' });
const previewHost = (page: Page) => page.locator('#embed-preview [data-quote-widget]');
const htmlSnippet = (page: Page) => page.locator('#embed-html-snippet');
const eventLog = (page: Page) => page.getByRole('region', { name: 'Events from the preview' }).getByRole('list');

async function widgetReady(host: Locator): Promise<void> {
  await expect(host.locator('form.qw-form')).toBeVisible();
}

const accentOf = (host: Locator) =>
  host.evaluate((element) => getComputedStyle(element).getPropertyValue('--qw-accent').trim());

/** A partner's page on an origin of its own: `body` is what they pasted; `files` are their other files. */
async function partnerSite(body: string, options: { csp?: string; files?: Record<string, string> } = {}) {
  const server: Server = createServer((request, response) => {
    const file = options.files?.[request.url ?? ''];
    if (file !== undefined) {
      response.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8' });
      response.end(file);
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      ...(options.csp ? { 'Content-Security-Policy': options.csp } : {}),
    });
    response.end(`<!doctype html><html lang=en><title>Partner</title><body>${body}</body></html>`);
  });
  await new Promise<void>((listening) => server.listen(0, listening));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}/`, close: () => new Promise((closed) => server.close(closed)) };
}

test('options change the preview, the code and the address, and a reload keeps them', { tag: '@steady' }, async ({
  page,
}) => {
  await page.goto('/partners');
  const host = previewHost(page);
  await widgetReady(host);
  const form = builder(page);

  await form.getByRole('textbox', { name: 'Partner ID' }).fill('ACME-7');
  await form.getByRole('textbox', { name: 'Placement' }).fill('acme-blog');
  await form.getByRole('radio', { name: 'Compact, numbered steps' }).check();
  await form.getByRole('radio', { name: 'International' }).check();
  await form.getByRole('textbox', { name: 'Title' }).fill('Ship with Acme');
  await form.getByRole('radio', { name: 'Dark' }).check();
  await form.getByRole('textbox', { name: 'Accent', exact: true }).fill('#c0392b');

  const expectConfigured = async () => {
    await expect(host).toHaveAttribute('data-variant', 'compact');
    await expect(host).toHaveAttribute('data-mode', 'international');
    await expect(host).toHaveAttribute('data-title', 'Ship with Acme');
    await expect(host).toHaveAttribute('data-theme', 'dark');
    await expect(host).toHaveAttribute('data-id', 'PREVIEW');
    await expect(host).toHaveAttribute('data-source', 'embed-preview');
    await expect.poll(() => accentOf(host)).toBe('#c0392b');
    await expect(host.getByRole('heading', { name: 'Ship with Acme' })).toBeVisible();
    await expect(host.getByRole('radio', { name: 'International' })).toBeChecked();
    await expect(host.locator('.qw--compact')).toBeVisible();
    await expect(htmlSnippet(page)).toContainText(
      '<div data-quote-widget data-id="ACME-7" data-source="acme-blog" data-variant="compact" data-mode="international" data-title="Ship with Acme" data-theme="dark">',
    );
    await expect(htmlSnippet(page)).toContainText(
      '[data-quote-widget][data-source="acme-blog"] {\n    --qw-accent: #c0392b;\n  }',
    );
    await expect(page.locator('#embed-mount-snippet')).toContainText('"title": "Ship with Acme"');
  };
  await expectConfigured();
  expect(new URL(page.url()).search).toBe(
    '?id=ACME-7&source=acme-blog&variant=compact&mode=international&title=Ship+with+Acme&theme=dark&accent=%23c0392b',
  );

  await page.reload();
  await widgetReady(host);
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Ship with Acme');
  await expect(form.getByRole('radio', { name: 'Compact, numbered steps' })).toBeChecked();
  await expectConfigured();
});

test('the auto palette goes into the code, and its preview follows the site’s theme as the form follows a partner’s', {
  tag: '@steady',
}, async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/partners');
  const host = previewHost(page);
  await widgetReady(host);
  await builder(page).getByRole('radio', { name: 'Auto' }).check();
  await expect(host).toHaveAttribute('data-theme', 'auto');
  await expect(htmlSnippet(page)).toContainText('<div data-quote-widget data-theme="auto">');
  const pageDark = () => host.evaluate((el) => !!el.shadowRoot?.querySelector('.qw-page-dark'));
  expect(await pageDark()).toBe(false);

  await page.getByRole('switch', { name: 'Dark theme' }).click();
  await expect.poll(pageDark).toBe(true);
});

test('a value it cannot use is kept with its message, announced, and left out of the code until fixed', {
  tag: '@steady',
}, async ({ page }) => {
  await page.goto('/partners?source=acme');
  await widgetReady(previewHost(page));
  const accent = builder(page).getByRole('textbox', { name: 'Accent', exact: true });
  await accent.fill('red;}body{');
  await expect(accent).toHaveAttribute('aria-invalid', 'true');
  await expect(accent).toHaveAccessibleDescription(/Enter a colour such as #c0392b/);
  await expect(accent).toHaveValue('red;}body{');
  await expect(page.locator('#embed-builder-status')).toHaveText(/^Accent: Enter a colour/);
  await expect(htmlSnippet(page)).not.toContainText('red;');
  await expect(htmlSnippet(page)).not.toContainText('<style>');

  await accent.fill('#ffcc00');
  await expect(accent).not.toHaveAttribute('aria-invalid', /./);
  await expect(accent).toHaveAccessibleDescription(/Text on the accent has a contrast of 1\.5:1/);
  await expect(htmlSnippet(page)).toContainText('--qw-accent: #ffcc00;');
});

test('the summary of a submitted form keeps only what still needs fixing', async ({ page }) => {
  await page.goto('/partners?id=bad+id&accent=nope!');
  await widgetReady(previewHost(page));
  const summary = page.getByRole('heading', { name: /need a look$/ });
  await expect(summary).toHaveText('2 options need a look');
  await page.getByRole('link', { name: /^Partner ID:/ }).click();
  await expect(builder(page).getByRole('textbox', { name: 'Partner ID' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('GOOD-1');
  await expect(page.getByRole('heading', { name: 'One option needs a look' })).toBeVisible();
  await builder(page).getByRole('textbox', { name: 'Accent', exact: true }).fill('navy');
  await expect(page.getByRole('heading', { name: /needs? a look$/ })).toHaveCount(0);
});

test.describe('Copy', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('puts the embed code on the clipboard, says so, and the code mounts the widget on a partner page of another origin', async ({
    page,
    browser,
  }) => {
    // Playwright's clock: time flows as usual until the test moves it on.
    await page.clock.install();
    await page.goto(
      '/partners?id=ACME-7&source=acme-blog&variant=compact&mode=international&title=Ship+with+Acme&theme=dark&accent=%23c0392b',
    );
    await widgetReady(previewHost(page));
    await page.getByRole('button', { name: 'Copy embed code' }).click();
    const status = page.locator('#embed-html-snippet-status');
    await expect(status).toHaveText('Copied');
    await expect(status).toHaveRole('status');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await htmlSnippet(page).textContent());
    expect(copied).toContain(`<script src="${new URL(page.url()).origin}/widget/quote-widget.js" async></script>`);
    // The confirmation goes after a few seconds, ready for the next copy.
    await page.clock.runFor(5_000);
    await expect(status).toHaveText('');

    const partner = await partnerSite(copied);
    const visitor = await browser.newPage();
    try {
      await visitor.goto(partner.url);
      expect(new URL(visitor.url()).origin).not.toBe(new URL(page.url()).origin);
      const host = visitor.locator('[data-quote-widget]');
      await widgetReady(host);
      await expect(host).toHaveAttribute('data-id', 'ACME-7');
      await expect(host).toHaveAttribute('data-source', 'acme-blog');
      await expect(host.getByRole('heading', { name: 'Ship with Acme' })).toBeVisible();
      await expect(host.getByRole('radio', { name: 'International' })).toBeChecked();
      await expect(host.locator('.qw--compact')).toBeVisible();
      await expect(host).toHaveAttribute('data-theme', 'dark');
      await expect.poll(() => accentOf(host)).toBe('#c0392b');
    } finally {
      await visitor.close();
      await partner.close();
    }
  });

  test('the copied code works under the CSP the page documents, its style rule moved into a stylesheet', {
    tag: '@steady',
  }, async ({ page, browser }) => {
    await page.goto('/partners?id=STRICT-1&source=strict&accent=%23c0392b');
    await widgetReady(previewHost(page));
    await page.getByRole('button', { name: 'Copy embed code' }).click();
    await expect(page.locator('#embed-html-snippet-status')).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const rule = /<style>([\s\S]*)<\/style>/.exec(copied)?.[1] ?? '';
    expect(rule).toContain('--qw-accent: #c0392b;');
    const broker = new URL(page.url()).origin;
    const documented = (await page.locator('pre', { hasText: 'connect-src' }).textContent()) ?? '';
    expect(documented).toBe(`script-src ${broker}\nconnect-src ${broker}`);

    const partner = await partnerSite(
      `<link rel="stylesheet" href="/partner.css">${copied.replace(/<!--[\s\S]*?<\/style>\n/, '')}`,
      {
        csp: `default-src 'self'; ${documented.replace('\n', '; ')}; style-src 'self'`,
        files: { '/partner.css': rule },
      },
    );
    const visitor = await browser.newPage();
    const violations = await watchCsp(visitor);
    try {
      await visitor.goto(partner.url);
      const host = visitor.locator('[data-quote-widget]');
      await widgetReady(host);
      await expect(host).toHaveAttribute('data-id', 'STRICT-1');
      await expect.poll(() => accentOf(host)).toBe('#c0392b');
      // The lookups are a lazy chunk from the broker's origin and call its API: both allowed.
      const form = new QuoteForm(visitor, host);
      await form.choose(form.pickup, 'Dall', 'Dallas, TX 75201');
      expect(await violations()).toEqual([]);
    } finally {
      await visitor.close();
      await partner.close();
    }
  });
});

test('the event log shows what the preview fires, and quotes from the preview carry its own placement', {
  tag: '@steady',
}, async ({ page }) => {
  await page.goto('/partners?id=PARTNER-001&source=partner-blog');
  const host = previewHost(page);
  await widgetReady(host);
  const log = eventLog(page);
  await expect(log.getByRole('listitem').filter({ hasText: 'quote:ready' })).toContainText(
    '{"id":"PREVIEW","source":"embed-preview","variant":"full"}',
  );

  const quote = new QuoteForm(page, host);
  await quote.fillRoute();
  await quote.next.click();
  await expect(log.getByRole('listitem').filter({ hasText: 'quote:step' })).toContainText('"step":2');
  await expect(log.getByRole('listitem').filter({ hasText: 'quote:step' })).toContainText('"stepName":"Vehicles"');

  await quote.fillVehicle();
  await quote.next.click();
  await quote.fillContact();
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/createOpportunityAndSendToBooking'));
  await quote.submit.click();
  const body = (await sent).postDataJSON() as { context?: { placement?: unknown } };
  expect(body.context?.placement).toEqual({ id: 'PREVIEW', source: 'embed-preview' });
  await expect(log.getByRole('listitem').filter({ hasText: 'quote:submit' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear the event log' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(0);
});

test('works by keyboard alone: a field changed with keys, then Copy with Enter', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/partners');
  await widgetReady(previewHost(page));
  const form = builder(page);
  const partnerId = form.getByRole('textbox', { name: 'Partner ID' });
  await page.getByRole('heading', { name: 'Set up your form' }).click();
  await tabTo(page, partnerId);
  await page.keyboard.type('KEYS-1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('keyboard');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('radio', { name: 'Full, three named steps' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Compact, numbered steps' })).toBeChecked();
  await expect(previewHost(page)).toHaveAttribute('data-variant', 'compact');

  const copy = page.getByRole('button', { name: 'Copy embed code' });
  await tabTo(page, copy, 120);
  await page.keyboard.press('Enter');
  await expect(page.locator('#embed-html-snippet-status')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('data-id="KEYS-1" data-source="keyboard" data-variant="compact"');
});

test('causes no CSP violation while it is used', { tag: '@steady' }, async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/partners?accent=teal&radius=4px');
  const host = previewHost(page);
  await widgetReady(host);
  await expect.poll(() => accentOf(host)).toBe('teal');
  await builder(page).getByRole('radio', { name: 'Dark' }).check();
  await builder(page).getByRole('textbox', { name: 'Title' }).fill('New title');
  await expect(host.getByRole('heading', { name: 'New title' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

// site-accessibility.spec.ts scans the same address at 1280 px in the light site theme; the phone layout is
// scanned here in the dark one: each width and each theme once (tests/support/scanned-templates.ts).
test('axe finds no violations at 375px in the dark site theme', { tag: '@scan' }, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.emulateMedia({ colorScheme: 'dark' });
  // A refused value, a contrast warning and a dark preview: every state the page can show at once.
  await page.goto(PARTNERS_SCANNED_PATH);
  await widgetReady(previewHost(page));
  await expect(eventLog(page).getByRole('listitem')).not.toHaveCount(0);
  await expectNoAxeViolations(page, '/partners, 375px, dark');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Update preview reloads the page with the options, and a refused value comes back with its message', {
    tag: '@steady',
  }, async ({ page }) => {
    await page.goto('/partners');
    const form = builder(page);
    await form.getByRole('textbox', { name: 'Title' }).fill('No script');
    await form.getByRole('radio', { name: 'Compact, numbered steps' }).check();
    await form.getByRole('textbox', { name: 'Accent', exact: true }).fill('nope!');
    await form.getByRole('button', { name: 'Update preview' }).click();
    await expect(page).toHaveURL(/[?&]title=No\+script(&|$)/);
    await expect(htmlSnippet(page)).toContainText(
      '<div data-quote-widget data-variant="compact" data-title="No script">',
    );
    await expect(form.getByRole('textbox', { name: 'Accent', exact: true })).toHaveValue('nope!');
    await expect(form.getByRole('link', { name: /^Accent: Enter a colour/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy embed code' })).toBeHidden();
  });
});

/** Renders site/public/images/og-default.png (1200×630 link preview) from the logo and hero SVGs in Chromium. Run: node scripts/make-og-image.mjs */

import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const logo = readFileSync('site/public/images/logo.svg', 'utf8');
const hero = readFileSync('site/public/images/hero.svg', 'utf8');
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const p = await b.newPage({ viewport: { width: 1200, height: 630 } });
await p.setContent(`<html><body style="margin:0;width:1200px;height:630px;overflow:hidden;font-family:system-ui,sans-serif;background:#0b5cab;color:#fff;position:relative">
<div style="position:absolute;inset:0;opacity:.95">${hero.replace('<svg', '<svg style="width:1200px;height:675px;display:block"')}</div>
<div style="position:absolute;left:0;top:0;right:0;padding:56px 64px;background:linear-gradient(180deg,rgba(11,28,48,.85),rgba(11,28,48,0))">
<div style="display:flex;align-items:center;gap:20px"><div style="width:72px;height:72px">${logo.replace('<svg', '<svg style="width:72px;height:72px"')}</div><div style="font-size:56px;font-weight:800">ShipQuote</div></div>
<div style="font-size:44px;font-weight:700;margin-top:28px;max-width:900px;line-height:1.15">Ship your vehicle anywhere, without the hassle</div>
<div style="font-size:28px;margin-top:16px;opacity:.95">Instant quote · insurance included · pay only once a carrier is confirmed</div></div></body></html>`);
await p.screenshot({ path: 'site/public/images/og-default.png' });
await b.close();

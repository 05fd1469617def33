#!/usr/bin/env node
/**
 * `node scripts/blog-image-bytes.mjs`: the bytes a browser fetches for the blog when it reads WordPress. The
 * real server reads a local stand-in for WPGraphQL that answers with a recorded WordPress answer
 * (tests/fixtures/wordpress/editor-blocks-posts-first100.json) and serves every image it names as a real
 * JPEG of the size in its name (or in the answer, for an original), drawn in Chromium with enough detail to
 * weigh about what a photo of that size weighs at WordPress's JPEG quality (82).
 *
 * Each page is opened in a fresh context (empty cache), scrolled to its end so every lazy image loads, and
 * its transfers are summed: all of them, and the images alone, with the file each image chose.
 * Prints a Markdown table for docs/performance.md. Needs the build (`npm run build`).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { spawnServer } from './server-process.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ANSWER = join(ROOT, 'tests/fixtures/wordpress/editor-blocks-posts-first100.json');
const RECORDED_ORIGIN = 'https://cms.example.com';
const PAGES = ['/blog', '/blog/moving-across-state-lines', '/blog/cafe-stops-car-shipping'];
/** A phone (375 CSS px at 2 device pixels per CSS pixel) and a desktop monitor (1280 at 1). */
const VIEWPORTS = [
  { name: '375 px @2x', width: 375, height: 812, deviceScaleFactor: 2 },
  { name: '1280 px @1x', width: 1280, height: 900, deviceScaleFactor: 1 },
];
const JPEG_QUALITY = 0.82;

/** Every upload the answer names, with its pixel size: from `-{w}x{h}` in the name, or from the answer. */
function imagesOf(answerText) {
  const sizes = new Map();
  // Inside `shipquoteSections` (JSON in a JSON string) every "/" is written "\\/".
  const unescaped = answerText.replaceAll('\\\\/', '/');
  for (const [, path] of unescaped.matchAll(/https:\/\/cms\.example\.com(\/wp-content\/[^"\s,\\]+?\.jpg)/g)) {
    const named = /-(\d+)x(\d+)\.jpg$/.exec(path);
    if (named) sizes.set(path, { width: Number(named[1]), height: Number(named[2]) });
    else sizes.set(path, undefined);
  }
  const answer = JSON.parse(answerText);
  for (const node of answer.data.posts.nodes) {
    const media = node.featuredImage?.node;
    if (media) sizes.set(new URL(media.sourceUrl).pathname, media.mediaDetails);
    for (const row of JSON.parse(node.shipquoteSections || '[]')) {
      for (const image of [row.image, ...(row.card ?? []).map((card) => card.image)]) {
        if (image?.url) sizes.set(new URL(image.url).pathname, { width: image.width, height: image.height });
      }
    }
    // A block image's original is only named in its srcset: its width there, its height from a copy.
    for (const [, url, width] of node.content.matchAll(/(https:\/\/cms\.example\.com\/[^\s",]+\.jpg) (\d+)w/g)) {
      const path = new URL(url).pathname;
      if (sizes.get(path)) continue;
      const copy = [...sizes.entries()].find(
        ([other, size]) => size && other.startsWith(path.replace(/\.jpg$/, '-')) && size.width !== size.height,
      );
      if (copy)
        sizes.set(path, { width: Number(width), height: Math.round((Number(width) * copy[1].height) / copy[1].width) });
    }
  }
  for (const [path, size] of sizes) if (!size) throw new Error(`no size known for ${path}`);
  return sizes;
}

/** A JPEG of each size, drawn by Chromium: soft shapes and grain, seeded by the file name. */
async function drawImages(browser, sizes) {
  const page = await browser.newPage();
  const files = new Map();
  for (const [path, { width, height }] of sizes) {
    const base64 = await page.evaluate(
      ({ width, height, seedText, quality }) => {
        let seed = [...seedText].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
        const random = () => {
          seed = (seed * 1664525 + 1013904223) >>> 0;
          return seed / 2 ** 32;
        };
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        const sky = context.createLinearGradient(0, 0, 0, height);
        sky.addColorStop(0, `hsl(${random() * 360} 50% 70%)`);
        sky.addColorStop(1, `hsl(${random() * 360} 40% 35%)`);
        context.fillStyle = sky;
        context.fillRect(0, 0, width, height);
        // Shapes relative to the picture, so every copy of an upload shows the same scene.
        for (let n = 0; n < 160; n++) {
          context.fillStyle = `hsl(${random() * 360} ${30 + random() * 50}% ${20 + random() * 60}% / 0.6)`;
          context.beginPath();
          context.ellipse(
            random() * width,
            random() * height,
            random() * width * 0.12,
            random() * height * 0.12,
            random() * 3,
            0,
            7,
          );
          context.fill();
        }
        const pixels = context.getImageData(0, 0, width, height);
        for (let i = 0; i < pixels.data.length; i += 4) {
          const grain = (random() - 0.5) * 28;
          pixels.data[i] += grain;
          pixels.data[i + 1] += grain;
          pixels.data[i + 2] += grain;
        }
        context.putImageData(pixels, 0, 0);
        return canvas.toDataURL('image/jpeg', quality).split(',')[1];
      },
      { width, height, seedText: path.replace(/-\d+x\d+\.jpg$|\.jpg$/, ''), quality: JPEG_QUALITY },
    );
    files.set(path, Buffer.from(base64, 'base64'));
  }
  await page.close();
  return files;
}

/** WPGraphQL's stand-in: the recorded answer for every query, with its origin made this server's. */
function startWordPress(answerText, files) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://wordpress.test').pathname;
    request.resume();
    request.on('end', () => {
      if (request.method === 'POST' && path === '/graphql') {
        const origin = `http://127.0.0.1:${server.address().port}`;
        const body = answerText
          .replaceAll(RECORDED_ORIGIN, origin)
          .replaceAll(RECORDED_ORIGIN.replaceAll('/', '\\\\/'), origin.replaceAll('/', '\\\\/'));
        response.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' });
        response.end(body);
        return;
      }
      const file = files.get(path);
      if (!file) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': file.length });
      response.end(file);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Opens `url` with an empty cache, scrolls to the end and sums what was transferred. */
async function measure(browser, url, viewport) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor,
  });
  const page = await context.newPage();
  const transfers = [];
  page.on('requestfinished', (request) => {
    transfers.push(
      request.sizes().then((sizes) => ({
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += viewport.height / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForLoadState('networkidle');
  }
  const chosen = await page.evaluate(() =>
    [...document.images].map((image) => ({
      file: image.currentSrc.split('/').pop() ?? '',
      shown: Math.round(image.getBoundingClientRect().width),
    })),
  );
  const done = await Promise.all(transfers);
  await context.close();
  const images = done.filter((item) => item.type === 'image');
  const sum = (items) => items.reduce((total, item) => total + item.bytes, 0);
  return {
    total: sum(done),
    scripts: sum(done.filter((item) => item.type === 'script')),
    images: sum(images),
    imageCount: images.length,
    chosen,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const answerText = readFileSync(ANSWER, 'utf8');
  const sizes = imagesOf(answerText);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const tempDir = mkdtempSync(join(tmpdir(), 'shipquote-image-bytes-'));
  let wordpress;
  let server;
  try {
    const files = await drawImages(browser, sizes);
    wordpress = await startWordPress(answerText, files);
    server = spawnServer({
      env: {
        DATABASE_FILE: join(tempDir, 'leads.db'),
        WP_GRAPHQL_URL: `http://127.0.0.1:${wordpress.address().port}/graphql`,
        PUBLIC_URL: '',
        CRM_WEBHOOK_URL: '',
        CRM_WEBHOOK_SECRET: '',
        GTM_ID: '',
      },
      startTimeoutMs: 60_000,
    });
    const origin = await server.ready;
    console.log(
      '| page | viewport | all bytes | of which scripts | image bytes | images | files chosen (shown width) |',
    );
    console.log('| --- | --- | --: | --: | --: | --: | --- |');
    for (const path of PAGES) {
      for (const viewport of VIEWPORTS) {
        const result = await measure(browser, `${origin}${path}`, viewport);
        const chosen = result.chosen
          .filter((image) => image.file.endsWith('.jpg'))
          .map((image) => `${image.file} (${image.shown})`)
          .join(', ');
        console.log(
          `| \`${path}\` | ${viewport.name} | ${kb(result.total)} | ${kb(result.scripts)} | ${kb(result.images)} | ${result.imageCount} | ${chosen} |`,
        );
      }
    }
  } finally {
    await server?.stop();
    await new Promise((resolve) => (wordpress ? wordpress.close(resolve) : resolve()));
    await browser.close();
    rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`blog-image-bytes: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});

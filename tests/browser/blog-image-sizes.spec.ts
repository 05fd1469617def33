/**
 * The `sizes` of the blog's images (site/blog/image-sizes.ts) against the real layout: the real server reads
 * the recorded WordPress answer, and at viewport widths on both sides of every breakpoint of the
 * stylesheet each image's `sizes` is evaluated by the browser (its media conditions and calc() lengths,
 * after the `auto` that lazy images start with) and compared with the width the image's box really has.
 */
import { expect, test } from '@playwright/test';
import { siteOrigin } from './support/servers';

/** Each kind of image: the cards and the featured post on /blog; a post's lead image, sections and body. */
const PAGES = ['/blog', '/blog/cafe-stops-car-shipping', '/blog/moving-across-state-lines'];
const WIDTHS = [
  320, 375, 399, 400, 414, 586, 587, 700, 767, 768, 769, 800, 863, 864, 986, 987, 1024, 1182, 1183, 1199, 1200, 1280,
  1283, 1284, 1303, 1304, 1440, 1920,
];
/** Fractions of a pixel from calc() and layout rounding. */
const TOLERANCE_PX = 1.5;

interface Measured {
  image: string;
  said: number;
  box: number;
}

for (const path of PAGES) {
  test(`every image of ${path} says in sizes the width its box has, at ${WIDTHS.length} widths`, {
    tag: '@scan',
  }, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`${siteOrigin('wordPress')}${path}`);
    const wrong: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const measured: Measured[] = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('img[sizes]')].map((image) => {
          const entries = (image.getAttribute('sizes') ?? '').split(/,\s*(?![^()]*\))/).filter((e) => e !== 'auto');
          let length = entries.at(-1) ?? '';
          for (const entry of entries) {
            const condition = /^(\(.*\))\s+(\S.*)$/.exec(entry);
            if (!condition) break;
            if (window.matchMedia(condition[1] ?? '').matches) {
              length = condition[2] ?? '';
              break;
            }
          }
          const probe = document.createElement('div');
          probe.style.position = 'absolute';
          probe.style.width = length;
          document.body.append(probe);
          const said = probe.getBoundingClientRect().width;
          probe.remove();
          // The box the layout gives the image: its width were it as wide as its place allows.
          image.style.maxWidth = 'none';
          image.style.width = '100%';
          const box = image.getBoundingClientRect().width;
          image.removeAttribute('style');
          const where = image.closest('[class]')?.className ?? '';
          return { image: `${where} ${image.src.split('/').pop()}`, said, box };
        }),
      );
      expect(measured.length, `${path} has images with sizes`).toBeGreaterThan(0);
      for (const { image, said, box } of measured) {
        if (Math.abs(said - box) > TOLERANCE_PX) wrong.push(`${width} px: ${image} sizes ${said} for a ${box} px box`);
      }
    }
    expect(wrong).toEqual([]);
  });
}

/**
 * Images as the recorded WordPress described them (tests/support/editor-blocks-fixture.ts): featured
 * images through WPGraphQL's `mediaDetails`, section images as ACF Image Arrays.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { recordedNode } from '../../tests/support/editor-blocks-fixture';
import { sanitizeCmsHtml } from './sanitize';
import { AcfImage, imageFromAcf, imageFromMedia, MediaDetails } from './wp-image';

const UPLOADS = 'https://cms.example.com/wp-content/uploads/2026/11';

function featured(slug: string) {
  const node = recordedNode(slug).featuredImage?.node;
  if (!node) throw new Error(`${slug} has no featured image`);
  return imageFromMedia(node.sourceUrl, v.parse(MediaDetails, node.mediaDetails));
}

const widths = (srcset: string | undefined) => srcset?.split(', ').map((entry) => entry.split(' ')[1]);

describe('WordPress images', () => {
  it("offers a featured image's copies of the same shape, smallest first, without the square thumbnail", () => {
    const image = featured('cafe-stops-car-shipping');
    expect(image).toMatchObject({ src: `${UPLOADS}/featured-cafe.jpg`, width: 1600, height: 900 });
    expect(image.srcset).toBe(
      [
        `${UPLOADS}/featured-cafe-300x169.jpg 300w`,
        `${UPLOADS}/featured-cafe-768x432.jpg 768w`,
        `${UPLOADS}/featured-cafe-1024x576.jpg 1024w`,
        `${UPLOADS}/featured-cafe-1536x864.jpg 1536w`,
        `${UPLOADS}/featured-cafe.jpg 1600w`,
      ].join(', '),
    );
  });

  it('offers a portrait once per width, though WordPress lists its 768×1024 copy twice', () => {
    const image = featured('moving-across-state-lines');
    expect(widths(image.srcset)).toEqual(['225w', '768w', '900w']);
    expect(image.srcset).not.toContain('150x150');
  });

  it('gives a 640×480 upload with only a square crop besides its 300 px copy a srcset of two', () => {
    const image = featured('summer-checklist');
    expect(widths(image.srcset)).toEqual(['300w', '640w']);
  });

  it("leaves the square crop out of an ACF image's srcset and counts its original once", () => {
    const rows = JSON.parse(recordedNode('cafe-stops-car-shipping').shipquoteSections) as Record<string, unknown>[];
    const row = rows.find((candidate) => candidate.acf_fc_layout === 'image');
    const image = imageFromAcf(v.parse(AcfImage, row?.image));
    expect(image.srcset).toBe(
      [
        `${UPLOADS}/section-terminal-300x200.jpg 300w`,
        `${UPLOADS}/section-terminal-768x512.jpg 768w`,
        `${UPLOADS}/section-terminal-1024x683.jpg 1024w`,
        `${UPLOADS}/section-terminal.jpg 1200w`,
      ].join(', '),
    );
  });

  it('never offers a copy wider than the original', () => {
    const image = imageFromMedia(`${UPLOADS}/a.jpg`, {
      width: 800,
      height: 450,
      sizes: [
        { sourceUrl: `${UPLOADS}/a-300x169.jpg`, width: 300, height: 169 },
        { sourceUrl: `${UPLOADS}/a-1024x576.jpg`, width: 1024, height: 576 },
      ],
    });
    expect(widths(image.srcset)).toEqual(['300w', '800w']);
  });

  it('leaves a copy without a height out, since its shape cannot be told', () => {
    const image = imageFromMedia(`${UPLOADS}/a.jpg`, {
      width: 1600,
      height: 900,
      sizes: [{ sourceUrl: `${UPLOADS}/a-300x169.jpg`, width: 300, height: 169 }],
    });
    expect(widths(image.srcset)).toEqual(['300w', '1600w']);
    const withoutHeight = v.parse(MediaDetails, {
      width: 1600,
      height: 900,
      sizes: [{ sourceUrl: `${UPLOADS}/a-300x169.jpg`, width: '300' }],
    });
    expect(imageFromMedia(`${UPLOADS}/a.jpg`, withoutHeight).srcset).toBeUndefined();
  });
});

describe('images in CMS HTML', () => {
  it('keeps a srcset of http(s) widths and drops one with any other entry, keeping the src', () => {
    const kept = sanitizeCmsHtml(
      `<img src="${UPLOADS}/a.jpg" srcset="${UPLOADS}/a-300x169.jpg 300w, ${UPLOADS}/a.jpg 1600w" sizes="100vw">`,
    );
    expect(kept).toContain(`srcset="${UPLOADS}/a-300x169.jpg 300w, ${UPLOADS}/a.jpg 1600w"`);
    expect(kept).not.toContain('sizes="100vw"');
    for (const srcset of [
      `${UPLOADS}/a-300x169.jpg 300w, javascript:alert(1) 1600w`,
      `${UPLOADS}/a-300x169.jpg 1x, ${UPLOADS}/a.jpg 2x`,
      `//evil.example/a.jpg 300w, ${UPLOADS}/a.jpg 1600w`,
      `${UPLOADS}/a.jpg 1600w`,
    ]) {
      const html = sanitizeCmsHtml(`<img src="${UPLOADS}/a.jpg" srcset="${srcset}" sizes="100vw">`);
      expect(html, srcset).toBe(`<img src="${UPLOADS}/a.jpg" alt="" loading="lazy" />`);
    }
  });
});

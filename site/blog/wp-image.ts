/**
 * Images from WordPress: the featured image as WPGraphQL describes it (`mediaDetails`) and ACF image
 * fields as `get_field()` returns them (`url`, `width`, `height`, `sizes`). Both become an `ImageRef`
 * with its intrinsic size and, when WordPress made smaller copies of the same shape, a `srcset` so a phone
 * downloads one of those rather than the full upload. How wide the image is shown (`sizes`) is the
 * page's to say (./image-sizes.ts), not the CMS's.
 */
import * as v from 'valibot';
import { parseHttpUrl } from '../../shared/http-url';
import type { ImageRef } from './post';

/** Used when the CMS does not know an image's size: CSS keeps the real aspect ratio (height: auto). */
export const FALLBACK_SIZE = { width: 1200, height: 630 };

/** WPGraphQL gives media sizes as strings ("300"), mediaDetails' own size as numbers. */
const Size = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number))]),
  v.integer(),
  v.minValue(1),
);

export const HttpUrl = v.pipe(
  v.string(),
  v.check((src) => parseHttpUrl(src) !== undefined),
);

/** One smaller copy; a broken one is undefined and left out of the srcset. */
const MediaSize = v.fallback(v.optional(v.object({ sourceUrl: HttpUrl, width: Size, height: Size })), undefined);

/** WPGraphQL's `mediaDetails`: both sizes or neither, since half a size cannot reserve the image's box. */
export const MediaDetails = v.fallback(
  v.optional(
    v.object({
      width: Size,
      height: Size,
      sizes: v.fallback(v.array(MediaSize), []),
    }),
  ),
  undefined,
);

interface Candidate {
  url: string;
  width: number;
  height: number;
}

/**
 * Whether a copy shows the whole picture: its height is the original's scaled to its width, give or take
 * WordPress's rounding (wp_image_matches_ratio allows one pixel). A crop (the 150×150 thumbnail of a
 * landscape photo) is not the same picture smaller, so WordPress's own srcset leaves it out, and so does this.
 */
function sameShape(copy: Candidate, full: Candidate): boolean {
  return Math.abs(copy.height - (copy.width * full.height) / full.width) <= 1;
}

/** The srcset of the original and its copies of the same shape, or nothing with one candidate. */
function responsive(full: Candidate, copies: readonly Candidate[]): Pick<ImageRef, 'srcset'> {
  const byWidth = new Map<number, string>();
  // A comma or a space inside a URL would split a srcset entry in two: such a copy is left out.
  for (const copy of [...copies, full])
    if (copy.width <= full.width && sameShape(copy, full) && !/[\s,]/.test(copy.url)) byWidth.set(copy.width, copy.url);
  if (byWidth.size < 2) return {};
  const srcset = [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
  return { srcset };
}

/** The featured image's box and srcset from WPGraphQL's `mediaDetails`. */
export function imageFromMedia(src: string, details: v.InferOutput<typeof MediaDetails>): ImageRef {
  if (!details) return { src, ...FALLBACK_SIZE };
  const copies = details.sizes.flatMap((size) =>
    size ? [{ url: size.sourceUrl, width: size.width, height: size.height }] : [],
  );
  return {
    src,
    width: details.width,
    height: details.height,
    ...responsive({ url: src, width: details.width, height: details.height }, copies),
  };
}

/** An ACF image field with the "Image Array" return format; a bare URL is accepted too. */
export const AcfImage = v.union([
  v.pipe(
    HttpUrl,
    v.transform((url) => ({ url, alt: '', width: undefined, height: undefined, sizes: {} })),
  ),
  v.object({
    url: HttpUrl,
    alt: v.fallback(v.string(), ''),
    width: v.fallback(v.optional(Size), undefined),
    height: v.fallback(v.optional(Size), undefined),
    sizes: v.fallback(v.record(v.string(), v.unknown()), {}),
  }),
]);

/** ACF's `sizes` is flat: `{ medium: url, 'medium-width': 300, 'medium-height': 200, … }`. */
export function imageFromAcf(image: v.InferOutput<typeof AcfImage>): ImageRef {
  if (image.width === undefined || image.height === undefined) return { src: image.url, ...FALLBACK_SIZE };
  const copies: Candidate[] = [];
  for (const [name, url] of Object.entries(image.sizes)) {
    const width = v.safeParse(Size, image.sizes[`${name}-width`]);
    const height = v.safeParse(Size, image.sizes[`${name}-height`]);
    const src = v.safeParse(HttpUrl, url);
    if (width.success && height.success && src.success)
      copies.push({ url: src.output, width: width.output, height: height.output });
  }
  return {
    src: image.url,
    width: image.width,
    height: image.height,
    ...responsive({ url: image.url, width: image.width, height: image.height }, copies),
  };
}

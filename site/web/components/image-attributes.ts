/**
 * The attributes of an `<img>` for an `ImageRef`: its intrinsic size, so the browser reserves its box,
 * and the srcset of a CMS image's smaller copies when WordPress made them, with the `sizes` of the place
 * the page shows it in (site/blog/image-sizes.ts). Local images have no srcset.
 */
import type { ImageRef } from '../../blog/post';

export function imageAttributes(
  image: ImageRef,
  sizes: string,
): {
  src: string;
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
} {
  const { src, width, height, srcset } = image;
  return { src, width, height, ...(srcset ? { srcSet: srcset, sizes } : {}) };
}

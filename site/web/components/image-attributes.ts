/**
 * The attributes of an `<img>` for an `ImageRef`: its intrinsic size, so the browser reserves its box,
 * and the srcset of a CMS image's smaller copies when WordPress made them. Local images have no srcset.
 */
import type { ImageRef } from '../../blog/post';

export function imageAttributes(image: ImageRef): {
  src: string;
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
} {
  const { src, width, height, srcset, sizes } = image;
  return { src, width, height, ...(srcset ? { srcSet: srcset, ...(sizes ? { sizes } : {}) } : {}) };
}

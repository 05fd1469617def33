/**
 * The home hero's picture: the still image, server-rendered, with the video it
 * becomes 3 s after load. The swap is done by site/web/client/hero-video.ts without React, so it
 * happens for every visitor (islands only hydrate on interaction) and costs no script work; it never
 * happens with prefers-reduced-motion or Save-Data, and the video is not requested before it.
 */
import type { ReactElement } from 'react';

export interface HeroMediaProps {
  image: { src: string; width: number; height: number; alt: string };
  video?: { src: string; type: string };
}

export function HeroMedia({ image, video }: HeroMediaProps): ReactElement {
  return (
    <div className="hero-video" data-hero-video={video?.src} data-hero-video-type={video?.type}>
      <img
        className="hero-media"
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        fetchPriority="high"
      />
    </div>
  );
}

/**
 * The home hero's picture (issue #4, SPEC §4): a still image first, replaced by the video 3 s after load,
 * unless the visitor prefers reduced motion or asked to save data. The video never delays the page:
 * it is not even requested before the swap.
 */
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { HERO_VIDEO_DELAY_MS } from '../../../shared/constants';

export interface HeroMediaProps {
  image: { src: string; width: number; height: number; alt: string };
  video?: { src: string; type: string };
}

function mayPlayVideo(): boolean {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !connection?.saveData;
}

export function HeroMedia({ image, video }: HeroMediaProps): ReactElement {
  const [showVideo, setShowVideo] = useState(false);
  const [paused, setPaused] = useState(false);
  const player = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!video || !mayPlayVideo()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => setShowVideo(true), HERO_VIDEO_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('load', start);
    };
  }, [video]);

  if (showVideo && video) {
    // WCAG 2.2.2: moving content that plays on its own for more than 5 s can be paused.
    return (
      <div className="hero-video">
        <video
          ref={player}
          className="hero-media"
          width={image.width}
          height={image.height}
          autoPlay
          muted
          loop
          playsInline
          poster={image.src}
          aria-label={image.alt}
        >
          <source src={video.src} type={video.type} />
        </video>
        <button
          type="button"
          className="hero-video-toggle"
          onClick={() => {
            if (paused) void player.current?.play();
            else player.current?.pause();
            setPaused(!paused);
          }}
        >
          {paused ? 'Play video' : 'Pause video'}
        </button>
      </div>
    );
  }
  return (
    <img
      className="hero-media"
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      fetchPriority="high"
    />
  );
}

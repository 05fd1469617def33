/**
 * Swaps the home hero's still image for its video 3 s after load, unless the visitor
 * prefers reduced motion or has Save-Data on. The video gets a Pause/Play button (WCAG 2.2.2: moving
 * content that starts by itself and lasts over 5 s can be paused).
 */
import { HERO_VIDEO_DELAY_MS } from '../../content/site-figures';

function mayPlayVideo(): boolean {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !connection?.saveData;
}

function swap(slot: HTMLElement) {
  const image = slot.querySelector('img');
  const src = slot.dataset.heroVideo;
  if (!image || !src) return;
  const video = document.createElement('video');
  video.className = 'hero-media';
  video.width = image.width;
  video.height = image.height;
  video.muted = true;
  video.loop = true;
  video.autoplay = true;
  video.playsInline = true;
  video.poster = image.currentSrc || image.src;
  // Decorative, like the image it replaces (alt=""): nothing for a screen reader to announce.
  video.setAttribute('aria-hidden', 'true');
  const source = document.createElement('source');
  source.src = src;
  if (slot.dataset.heroVideoType) source.type = slot.dataset.heroVideoType;
  video.append(source);

  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'hero-video-toggle';
  toggle.textContent = 'Pause video';
  toggle.addEventListener('click', () => {
    if (video.paused) {
      void video.play();
      toggle.textContent = 'Pause video';
    } else {
      video.pause();
      toggle.textContent = 'Play video';
    }
  });

  image.replaceWith(video);
  slot.append(toggle);
  void video.play().catch(() => {
    // Autoplay refused (a browser policy): the poster frame stays, and the button offers Play.
    toggle.textContent = 'Play video';
  });
}

export function scheduleHeroVideo(): void {
  const slot = document.querySelector<HTMLElement>('[data-hero-video]');
  if (!slot || !mayPlayVideo()) return;
  const start = () => setTimeout(() => swap(slot), HERO_VIDEO_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

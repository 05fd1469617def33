/**
 * The site's client script, loaded on every page. It is tiny on purpose: React and the
 * islands (./hydrate.tsx) load on the visitor's first interaction — a pointer, a key, focus, a scroll —
 * so reading a page costs no JavaScript work at all, and Lighthouse's mobile budget holds. A button
 * pressed before the islands are ready is pressed again for the visitor once they are.
 * It also loads the tag manager when the page names a container (./tag-manager.ts), and, on a page with
 * a video facade, the script that makes it a play button (./video-facade.ts).
 */
import { scheduleHeroVideo } from './hero-video';
import { scheduleTagManager } from './tag-manager';
import './remember-campaign';

const TRIGGERS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll'] as const;
let hydrating: Promise<void> | undefined;
let pressed: HTMLElement | undefined;

function hydrate(): Promise<void> {
  hydrating ??= import('./hydrate').then(({ hydrateIslands }) => hydrateIslands());
  return hydrating;
}

function start(event?: Event) {
  // Only the page's own scrolling counts: a scroll-snap list settling on load is not the visitor.
  if (event?.type === 'scroll' && event.target !== document) return;
  for (const type of TRIGGERS) window.removeEventListener(type, start, true);
  hydrate().then(
    () => {
      document.removeEventListener('click', holdClick, true);
      const target = pressed;
      pressed = undefined;
      target?.click();
    },
    () => document.removeEventListener('click', holdClick, true),
  );
}

/** Until the islands are live, a click on one of their buttons is held and replayed after hydration. */
function holdClick(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest('button');
  if (!button?.closest('[data-island]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  pressed = button;
  start();
}

if (document.querySelector('[data-island]')) {
  document.addEventListener('click', holdClick, true);
  for (const type of TRIGGERS) window.addEventListener(type, start, { capture: true, passive: true });
  // A page opened scrolled down (a reload, a #anchor) needs its navbar state now.
  if (window.scrollY > 0) start();
}

// The rail's submenus are <details> (one open at a time by their shared name); like any menu they
// also close on Escape, returning focus to their button, and on a click elsewhere.
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const open = document.querySelector<HTMLDetailsElement>('.rail details[open]');
  if (!open) return;
  open.open = false;
  open.querySelector('summary')?.focus();
});
document.addEventListener('click', (event) => {
  for (const open of document.querySelectorAll<HTMLDetailsElement>('.rail details[open]')) {
    if (!open.contains(event.target as Node)) open.open = false;
  }
});

// The theme switch tells its state before React arrives (the theme itself is already applied).
const dark =
  document.documentElement.dataset.theme === 'dark' ||
  (!document.documentElement.dataset.theme && window.matchMedia('(prefers-color-scheme: dark)').matches);
for (const toggle of document.querySelectorAll('.theme-toggle')) toggle.setAttribute('aria-checked', String(dark));

scheduleHeroVideo();

// A post's video facades: their few lines load only on a page that has one.
if (document.querySelector('.video-facade-play')) {
  void import('./video-facade').then(({ enhanceVideoFacades }) => enhanceVideoFacades());
}

scheduleTagManager();

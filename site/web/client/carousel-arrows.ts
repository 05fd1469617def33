/**
 * Previous and next arrows of a server-rendered carousel: each scrolls its list (named by
 * `aria-controls`) by most of a screen, smoothly unless the visitor asked for reduced motion.
 */

export function enhanceCarouselArrows(): void {
  for (const arrow of document.querySelectorAll<HTMLButtonElement>('[data-carousel-step]')) {
    arrow.addEventListener('click', () => {
      const list = document.getElementById(arrow.getAttribute('aria-controls') ?? '');
      if (!list) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const direction = Number(arrow.dataset.carouselStep);
      list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
    });
  }
}

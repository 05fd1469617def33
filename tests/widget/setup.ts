/**
 * Widget tests run the lazy chunks' own entry modules, which register themselves exactly as the
 * built chunk scripts do in a browser (widget/chunks.ts), so no script loading is faked.
 *
 * The files of the widget project share one page (isolate: false in vitest.config.ts): when a file ends,
 * the page is put back as the next file expects to find it.
 */
import { afterAll } from 'vitest';
import '../../widget/lookup/chunk';
import '../../widget/date-picker/chunk';
import '../../widget/steps/chunk';

afterAll(async () => {
  // Preact runs effects after the next frame, with a timer in case no frame comes: a file that ends
  // between the two would leave the timer to fire once its page is gone, where it finds no
  // cancelAnimationFrame. One frame lets every pending effect run and clear its timer.
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  document.body.replaceChildren();
  for (const script of document.head.querySelectorAll('script')) script.remove();
  delete document.documentElement.dataset.theme;
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

/**
 * The landing top bar's menu on phones: the button opens the section links as a panel over the page.
 * While it is open the page behind does not scroll; Escape closes it and gives focus back to the
 * button; following a link or moving focus out of the bar closes it too, so nothing stays on top of the
 * section the visitor asked for.
 */

export function enhanceTopBar(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-topbar-menu]');
  const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  const bar = button?.closest('header');
  if (!button || !panel || !bar) return;
  const root = document.documentElement;

  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.classList.toggle('is-open', open);
    // Keep the scrollbar's width so the page does not shift sideways under the panel.
    if (open) root.style.setProperty('--scrollbar-gap', `${window.innerWidth - root.clientWidth}px`);
    else root.style.removeProperty('--scrollbar-gap');
    root.classList.toggle('scroll-locked', open);
  };
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';

  button.addEventListener('click', () => setOpen(!isOpen()));
  panel.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  bar.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (isOpen() && next && !bar.contains(next)) setOpen(false);
  });
  // Widening the window until the links fit inline hides the button: no lock may remain.
  window.addEventListener('resize', () => {
    if (isOpen() && getComputedStyle(button).display === 'none') setOpen(false);
  });
}

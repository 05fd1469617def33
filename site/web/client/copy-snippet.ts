/**
 * The embed builder's Copy buttons: the code goes on the clipboard and a status next to the button says
 * "Copied", which screen readers announce, for a few seconds. Where the clipboard is refused (an old
 * browser, a page not served over HTTPS, a denied permission) the code is selected for the visitor to
 * copy by hand, and the status says how.
 */
import { SNIPPET_COPY } from '../../partners/partners-copy';

const CONFIRMATION_MS = 4000;
/** Long enough for a screen reader to notice the emptied status, so a second copy is announced again. */
const REANNOUNCE_MS = 50;

function select(element: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

export function copySnippets(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy-snippet]')) {
    const code = document.getElementById(button.dataset.copySnippet ?? '');
    const status = document.getElementById(button.dataset.copyStatus ?? '');
    if (!code || !status) continue;
    let reset: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', async () => {
      let message: string = SNIPPET_COPY.copied;
      try {
        await navigator.clipboard.writeText(code.textContent ?? '');
      } catch {
        select(code);
        message = SNIPPET_COPY.selected;
      }
      clearTimeout(reset);
      status.textContent = '';
      reset = setTimeout(() => {
        status.textContent = message;
        reset = setTimeout(() => {
          status.textContent = '';
        }, CONFIRMATION_MS);
      }, REANNOUNCE_MS);
    });
  }
}

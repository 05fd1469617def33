/**
 * "Copy link" of the share bar: puts the page's address on the clipboard and says so in a status
 * message that screen readers announce. Where the clipboard is refused (an old browser, a page not
 * served over HTTPS, a denied permission) the message shows the address to copy by hand instead.
 */

export function enhanceCopyLinks(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy-link]')) {
    const url = button.dataset.copyLink ?? window.location.href;
    const status = document.getElementById(button.dataset.copyStatus ?? '');
    const say = (text: string) => {
      if (status) status.textContent = text;
    };
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(url);
        say('Link copied to the clipboard.');
      } catch {
        say(`Could not copy the link. Select and copy this address: ${url}`);
      }
    });
  }
}

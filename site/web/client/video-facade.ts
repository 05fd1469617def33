/**
 * A post's YouTube facade (site/blog/youtube-facade.ts) comes to life: its link to youtube.com becomes a
 * button named "Play video: <title>", and pressing it puts the privacy-enhanced player in its place,
 * playing. Nothing is asked of YouTube before that press. The player gets the focus so a keyboard user
 * goes on from the video, not from the top of the page.
 */
import { VIDEO_ID, videoPlayerUrl } from '../../blog/youtube-video';

function play(button: HTMLButtonElement, id: string, title: string) {
  const player = document.createElement('iframe');
  player.className = 'video-facade-player';
  player.src = videoPlayerUrl(id);
  player.title = title;
  player.width = '640';
  player.height = '360';
  player.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
  player.allowFullscreen = true;
  player.referrerPolicy = 'strict-origin-when-cross-origin';
  button.replaceWith(player);
  player.focus();
}

export function enhanceVideoFacades(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a.video-facade-play[data-youtube-id]')) {
    const id = link.dataset.youtubeId ?? '';
    if (!VIDEO_ID.test(id)) continue;
    const title = link.dataset.videoTitle || 'YouTube video';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = link.className;
    button.setAttribute('aria-label', `Play video: ${title}`);
    button.append(...link.childNodes);
    button.addEventListener('click', () => play(button, id, title), { once: true });
    link.replaceWith(button);
  }
}

/**
 * YouTube embeds in CMS HTML become a click-to-play facade: the video's thumbnail (served by the site) and
 * a play control. The player itself, an iframe from youtube-nocookie.com, is loaded only when the reader
 * clicks (site/web/client/video-facade.ts), so a post with a video costs the reader no third-party request,
 * cookie or megabyte of player script until then. Without JavaScript the control is a plain link to the
 * video on youtube.com.
 *
 * What counts as an embed: the block editor's embed block for YouTube (`figure.wp-block-embed-youtube`),
 * which holds WordPress's oEmbed iframe, or only the video's address when WordPress could not reach YouTube;
 * and a bare YouTube iframe (oEmbed in the classic editor), alone in its paragraph or not.
 *
 * The sanitiser drops iframes and unknown blocks, so each embed is taken out of the HTML first and a marker
 * put in its place: a private-use character pair around its number, which the sanitiser keeps as text.
 * Once the rest is clean, each marker in text becomes the facade, written here from the video's checked id
 * and escaped text only.
 */
import { escapeUTF8 } from 'entities';
import { DomUtils, parseDocument } from 'htmlparser2';
import { videoThumbnailPath, videoWatchUrl, youtubeVideoId } from './youtube-video';

export interface YoutubeEmbed {
  id: string;
  /** Plain text: the oEmbed iframe's title, or the embed's caption, or a generic name. */
  title: string;
  /** Plain text: the block's caption. */
  caption: string;
}

type Element = ReturnType<typeof DomUtils.findAll>[number];

const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKER = /\uE000(\d+)\uE001/g;
const MARKER_CHARS = /[\uE000\uE001]/g;
/** Said when neither the player nor the writer gave the video a title. */
const UNTITLED = 'YouTube video';

/** The thumbnail's box: 16:9 like the player, the size of the thumbnail the site asks YouTube for. */
export const VIDEO_THUMBNAIL_SIZE = { width: 640, height: 360 };

const classes = (element: Element): string[] => (element.attribs.class ?? '').split(/\s+/);
const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

function isYoutubeBlock(element: Element): boolean {
  if (element.name !== 'figure') return false;
  const names = classes(element);
  return (
    names.includes('wp-block-embed-youtube') ||
    (names.includes('wp-block-embed') && names.includes('is-provider-youtube'))
  );
}

function isYoutubeFrame(element: Element): boolean {
  return element.name === 'iframe' && youtubeVideoId(element.attribs.src ?? '') !== undefined;
}

/** Inside a link or a button a play control would be a control inside a control: such an embed is left alone. */
function insideControl(element: Element): boolean {
  for (let parent = element.parent; parent && DomUtils.isTag(parent); parent = parent.parent) {
    if (parent.name === 'a' || parent.name === 'button') return true;
  }
  return false;
}

/** The embed a block or an iframe holds, or undefined when it names no video. */
function embedOf(element: Element): YoutubeEmbed | undefined {
  const frame = element.name === 'iframe' ? element : DomUtils.findOne((node) => node.name === 'iframe', [element]);
  const captionElement = DomUtils.findOne((node) => node.name === 'figcaption', [element]);
  const caption = captionElement ? squash(DomUtils.textContent(captionElement)) : '';
  let id = frame ? youtubeVideoId(frame.attribs.src ?? '') : undefined;
  if (!id) {
    // Without an iframe the block holds the address as text (WordPress could not ask YouTube for the player).
    const body = element.children.filter((node) => !(DomUtils.isTag(node) && node.name === 'figcaption'));
    id = DomUtils.textContent(body)
      .split(/\s+/)
      .map(youtubeVideoId)
      .find((found) => found !== undefined);
  }
  if (!id) return undefined;
  const title = squash(frame?.attribs.title ?? '') || caption || UNTITLED;
  return { id, title, caption };
}

/** The element to replace: an iframe alone in its paragraph takes the paragraph with it. */
function replaced(element: Element): Element {
  const parent = element.parent;
  if (element.name !== 'iframe' || !parent || !DomUtils.isTag(parent) || parent.name !== 'p') return element;
  const alone = parent.children.every(
    (node) =>
      node === element || (DomUtils.isText(node) && !node.data.trim()) || (DomUtils.isTag(node) && node.name === 'br'),
  );
  return alone ? parent : element;
}

/** The HTML with every YouTube embed replaced by a marker, and the embeds in marker order. */
export function takeYoutubeEmbeds(html: string): { html: string; embeds: YoutubeEmbed[] } {
  const source = html.replace(MARKER_CHARS, '');
  // Most HTML names no video: no need to parse it twice.
  if (!/youtu/i.test(source)) return { html: source, embeds: [] };
  const document = parseDocument(source, { withStartIndices: true, withEndIndices: true });
  const found = DomUtils.findAll((element) => isYoutubeBlock(element) || isYoutubeFrame(element), document.children);
  const embeds: YoutubeEmbed[] = [];
  const ranges: { start: number; end: number; index: number }[] = [];
  for (const element of found) {
    const target = replaced(element);
    const { startIndex: start, endIndex: end } = target;
    if (start === null || end === null || insideControl(target)) continue;
    // An iframe inside a block already taken is part of that block.
    if (ranges.some((range) => start >= range.start && end <= range.end)) continue;
    const embed = embedOf(element);
    if (!embed) continue;
    ranges.push({ start, end, index: embeds.length });
    embeds.push(embed);
  }
  let result = source;
  for (const { start, end, index } of [...ranges].sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, start)}${OPEN}${index}${CLOSE}${result.slice(end + 1)}`;
  }
  return { html: result, embeds };
}

const PLAY_ICON =
  '<svg class="video-facade-icon" viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">' +
  '<path class="video-facade-icon-back" d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.3.3 34 .3 34 .3s-21.3 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 12.9.1 24 .1 24s0 11.1 1.4 16.3a8.5 8.5 0 0 0 6 6C12.7 47.7 34 47.7 34 47.7s21.3 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35.1 67.9 24 67.9 24s0-11.1-1.4-16.3Z"/>' +
  '<path class="video-facade-icon-arrow" d="M45 24 27 14v20Z"/></svg>';

/** The facade of one embed; the client script turns its link into the play button. */
export function youtubeFacadeHtml(embed: YoutubeEmbed): string {
  // Every markup character escaped, "<" and ">" too: whatever reads this HTML later finds text, never a tag.
  const title = escapeUTF8(embed.title);
  const { width, height } = VIDEO_THUMBNAIL_SIZE;
  const caption = embed.caption ? `<figcaption>${escapeUTF8(embed.caption)}</figcaption>` : '';
  return (
    '<figure class="video-facade">' +
    `<a class="video-facade-play" href="${videoWatchUrl(embed.id)}" data-youtube-id="${embed.id}" data-video-title="${title}" aria-label="Watch on YouTube: ${title}">` +
    `<img src="${videoThumbnailPath(embed.id)}" alt="" width="${width}" height="${height}" loading="lazy" decoding="async">` +
    `${PLAY_ICON}</a>${caption}</figure>`
  );
}

/**
 * Sanitised HTML with each marker replaced by its facade. Only markers in text are: the sanitiser escapes
 * every "<" and ">" in text and attribute values, so outside a tag's brackets is text.
 */
export function putYoutubeFacades(html: string, embeds: readonly YoutubeEmbed[]): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? part.replace(MARKER_CHARS, '')
        : part.replace(MARKER, (_marker, index: string) => {
            const embed = embeds[Number(index)];
            return embed ? youtubeFacadeHtml(embed) : '';
          }),
    )
    .join('');
}

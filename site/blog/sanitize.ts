/**
 * CMS HTML is sanitised on the server, where no browser quirk can get round it: an allow-list of text tags, links only to
 * http(s), mailto, tel or relative addresses, images only from http(s) (with their srcset, and the `sizes` of
 * the article's column), and no styles, event handlers, frames, scripts or forms. A YouTube embed becomes
 * the site's own click-to-play facade (./youtube-facade.ts). The page then inserts the result as it is, so
 * this module is the only thing between a CMS editor's HTML and a visitor's browser.
 */
import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { parseHttpUrl } from '../../shared/http-url';
import { stripTags } from '../../shared/text';
import { IMAGE_SIZES } from './image-sizes';
import { putYoutubeFacades, takeYoutubeEmbeds } from './youtube-facade';

export interface SanitizeOptions {
  /** The site's own origin: links to it stay in the tab; every other absolute link opens a new one. */
  siteOrigin?: string;
}

const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'cite',
  'hr',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'img',
  'figure',
  'figcaption',
  'br',
  'code',
  'pre',
];

/** Elements dropped with everything inside them, text included. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'button',
  'iframe',
  'frame',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'title',
];

const SIZE = /^\d{1,5}$/;
const SCOPES = new Set(['col', 'row', 'colgroup', 'rowgroup']);

/** Browsers ignore control characters and spaces inside a URL's scheme ("java\tscript:"), so checks must too. */
function withoutControls(value: string): string {
  return Array.from(value)
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('');
}

function absoluteHttpUrl(value: string): URL | undefined {
  // The parser has decoded entities already.
  if (!/^https?:/i.test(withoutControls(value))) return undefined;
  return parseHttpUrl(value);
}

/** http(s), mailto, tel, or a path/fragment/query on this site; never protocol-relative or any other scheme. */
function safeHref(value: string): string | undefined {
  const href = value.trim();
  if (absoluteHttpUrl(href)) return href;
  if (/^(mailto|tel):/i.test(href)) return href;
  // Relative: no scheme at all (a colon before any / ? or #) and not "//host" or "\\host".
  if (/^[/\\]{2}/.test(href)) return undefined;
  if (/^[^/?#]*:/.test(withoutControls(href))) return undefined;
  return href;
}

function linkTransform(siteOrigin: string | undefined): sanitizeHtml.Transformer {
  return (_tagName, attribs): sanitizeHtml.Tag => {
    const href = attribs.href === undefined ? undefined : safeHref(attribs.href);
    if (href === undefined) return { tagName: 'a', attribs: {} };
    const url = absoluteHttpUrl(href);
    // An absolute link leaves the site unless it points at the site's own origin.
    if (url && url.origin !== siteOrigin) {
      return { tagName: 'a', attribs: { href, rel: 'noopener noreferrer', target: '_blank' } };
    }
    return { tagName: 'a', attribs: { href } };
  };
}

/** A srcset candidate: an absolute http(s) address without a space or comma, and a width ("768w"). */
const CANDIDATE = /^(\S+)\s+(\d{1,5})w$/;

/**
 * The srcset WordPress writes for a block image, kept only when every candidate is an http(s) address with
 * a width: a density ("2x") or an odd entry makes the whole list untrustworthy, and the src still works.
 */
function safeSrcset(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const candidates = value.split(',').map((entry) => CANDIDATE.exec(entry.trim()));
  if (candidates.length < 2) return undefined;
  const kept: string[] = [];
  for (const candidate of candidates) {
    const url = candidate?.[1] === undefined ? undefined : absoluteHttpUrl(candidate[1]);
    if (!url || !candidate || /[,\s]/.test(url.href)) return undefined;
    kept.push(`${url.href} ${Number(candidate[2])}w`);
  }
  return kept.join(', ');
}

const imageTransform: sanitizeHtml.Transformer = (_tagName, attribs) => {
  const src = attribs.src === undefined ? undefined : absoluteHttpUrl(attribs.src.trim());
  if (!src) return { tagName: 'img', attribs: {} };
  const result: sanitizeHtml.Attributes = { src: src.href, alt: attribs.alt ?? '', loading: 'lazy' };
  if (attribs.width && SIZE.test(attribs.width)) result.width = attribs.width;
  if (attribs.height && SIZE.test(attribs.height)) result.height = attribs.height;
  const srcset = safeSrcset(attribs.srcset);
  // WordPress's sizes says "as wide as the upload"; the image is shown in the article's column.
  if (srcset) Object.assign(result, { srcset, sizes: IMAGE_SIZES.article });
  return { tagName: 'img', attribs: result };
};

/** A header cell keeps its scope only when it is one of the four real ones. */
const headerCellTransform: sanitizeHtml.Transformer = (_tagName, attribs) => {
  const { scope, ...rest } = attribs;
  return { tagName: 'th', attribs: scope && SCOPES.has(scope) ? { ...rest, scope } : rest };
};

function optionsFor(siteOrigin: string | undefined): sanitizeHtml.IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'srcset', 'sizes'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    transformTags: {
      // The page's title is its only h1 (the CMS's h1 becomes a section heading); h5 and h6 fold into h4.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      b: 'strong',
      i: 'em',
      a: linkTransform(siteOrigin),
      img: imageTransform,
      th: headerCellTransform,
    },
    // An image without a usable src is dropped rather than left as an empty box; a link without a usable
    // href keeps its text but loses the tag; a paragraph left with nothing to show (its script removed,
    // say) is dropped rather than left as an empty gap.
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img') return !frame.attribs.src;
      if (frame.tag === 'p') return !frame.text.trim() && frame.mediaChildren.length === 0;
      if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
      return false;
    },
  };
}

/** Safe HTML from a CMS: see the module comment for what survives. */
export function sanitizeCmsHtml(html: string, options: SanitizeOptions = {}): string {
  const siteOrigin = options.siteOrigin ? absoluteHttpUrl(options.siteOrigin)?.origin : undefined;
  const { html: withoutEmbeds, embeds } = takeYoutubeEmbeds(html);
  return putYoutubeFacades(sanitizeHtml(withoutEmbeds, optionsFor(siteOrigin)), embeds).trim();
}

/**
 * Plain text of CMS HTML (titles, excerpts, card text): scripts and styles go with their content, tags go,
 * entities are decoded. The result is text, to be escaped by React like any other string.
 */
export function htmlToText(html: string): string {
  // Sanitise first (scripts and styles go with their text), then strip the allowed tags to spaces so
  // "<p>One.</p><p>Two</p>" reads "One. Two"; the sanitiser escaped any "<" in text, so no text is lost.
  // Its output escapes every "&", so one pass of the full HTML entity table decodes each entity exactly
  // once: "&amp;eacute;" stays the text "&eacute;".
  return decodeHTML(stripTags(sanitizeCmsHtml(html)))
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

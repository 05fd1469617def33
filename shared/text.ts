/** Text helpers shared by the site and the widget (blog cards and review carousels). */

/** Cuts `text` to `max` characters and adds an ellipsis when anything was cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}

/**
 * Over `over` characters, the text is cut to `cutTo` plus an ellipsis. A limit may cut to more than it
 * starts at (reviews over 100 characters are cut to 150), so text between the two is shown whole and,
 * since nothing was cut, without an ellipsis.
 */
export function truncateOver(text: string, over: number, cutTo: number): string {
  const chars = Array.from(text);
  return chars.length > over && chars.length > cutTo ? `${chars.slice(0, cutTo).join('').trimEnd()}…` : text;
}

/** A URL segment from a name: accents folded, lowercase, words joined by dashes (blog categories, locations). */
export function slugify(name: string): string {
  return foldText(name)
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** In-page anchor of a section title: lowercased, without spaces, digits or dots. */
export function sectionAnchor(title: string): string {
  return title.toLowerCase().replace(/[\s\d.]+/g, '');
}

/** Strips HTML tags for plain-text excerpts. */
export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Folds case and accents so "montréal" finds "Montreal". */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

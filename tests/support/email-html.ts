/** Reads an email's HTML part as a mail client would, for the template tests. */
import { Window } from 'happy-dom';

const window = new Window({ settings: { disableCSSFileLoading: true, disableJavaScriptEvaluation: true } });

export function parseEmailHtml(html: string) {
  return new window.DOMParser().parseFromString(html, 'text/html');
}

/** Text content with runs of white space as one space. */
export const textOf = (node: { textContent: string | null } | null | undefined) =>
  node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** What makes an HTML part unfit for a mail client, as a list (empty when fit). */
export function mailClientProblems(html: string): string[] {
  const document = parseEmailHtml(html);
  const problems: string[] = [];
  if (!html.startsWith('<!doctype html>')) problems.push('not a complete document');
  const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
  if (meta('color-scheme') !== 'light dark') problems.push('no color-scheme meta');
  if (meta('supported-color-schemes') !== 'light dark') problems.push('no supported-color-schemes meta');
  if (!/@media \(prefers-color-scheme: dark\)/.test(document.querySelector('style')?.textContent ?? '')) {
    problems.push('no dark-mode colours');
  }
  for (const tag of ['img', 'script', 'table', 'iframe', 'link', 'object', 'form', 'picture', 'svg']) {
    if (document.querySelector(tag)) problems.push(`has <${tag}>`);
  }
  for (const element of document.querySelectorAll('[src], [srcset], [background]')) {
    problems.push(`loads ${element.tagName.toLowerCase()} content`);
  }
  if (/url\(/i.test(html)) problems.push('loads a CSS url()');
  for (const link of document.querySelectorAll('a')) {
    const href = link.getAttribute('href') ?? '';
    if (!/^(https:\/\/|tel:\+|mailto:)/.test(href)) problems.push(`link not absolute: ${href}`);
  }
  return problems;
}

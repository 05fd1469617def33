/** A sentence from the copy with some of its words made links: the words are found in the sentence, so copy stays plain strings. */
import type { ReactNode } from 'react';

export interface TextLink {
  /** Words of the sentence, linked where they first occur. */
  text: string;
  href: string;
  /** Opens in a new tab: the review is a posted form, which going back to may not restore. */
  newTab?: boolean;
}

export function LinkedText({
  text,
  links,
  newTabNote,
}: {
  text: string;
  links: readonly TextLink[];
  newTabNote?: string;
}) {
  const parts: ReactNode[] = [];
  let rest = text;
  for (const link of links) {
    const at = rest.indexOf(link.text);
    if (at < 0) continue;
    parts.push(rest.slice(0, at));
    parts.push(
      <a key={parts.length} href={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
        {link.text}
        {link.newTab && newTabNote ? <span className="visually-hidden"> {newTabNote}</span> : null}
      </a>,
    );
    rest = rest.slice(at + link.text.length);
  }
  parts.push(rest);
  return <>{parts}</>;
}

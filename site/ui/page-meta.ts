/** What every page says about itself to browsers, search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's own path, for the canonical URL and og:url. */
  path: string;
  /** The link-preview image (og:image, twitter:image); DEFAULT_OG_IMAGE when the page has none. */
  image?: ShareImage;
  ogType?: 'website' | 'article';
  /** Landing layouts and error pages are kept out of search results. */
  noindex?: boolean;
  /** JSON-LD objects (Organization, FAQPage, BreadcrumbList…). */
  jsonLd?: readonly object[];
  /** Further `<link>`s of the head: a list page's neighbours, the blog's feed. */
  links?: readonly HeadLink[];
}

/** A link-preview image: a path on the site or an absolute https URL, with its size when known. */
export interface ShareImage {
  src: string;
  width?: number;
  height?: number;
  alt?: string;
}

/** A `<link>` of the head; a path is made absolute on the page's origin, like the canonical URL. */
export interface HeadLink {
  rel: 'prev' | 'next' | 'alternate';
  href: string;
  type?: string;
  title?: string;
}

export const SITE_NAME = 'ShipQuote';
/** 1200×630 PNG: link previews (Facebook, X, LinkedIn) do not show SVG. */
export const DEFAULT_OG_IMAGE: ShareImage = { src: '/images/og-default.png', width: 1200, height: 630 };

/** "Page – ShipQuote", unless the title already names the site. */
export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} – ${SITE_NAME}`;
}

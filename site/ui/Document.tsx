/**
 * The HTML document around every page: title, description, canonical URL, Open Graph, JSON-LD, the
 * stylesheet, the pre-paint theme script and the page's client scripts, when it has any. A private page
 * apart from the site's design (the booking page) brings its own stylesheet and gets the head only.
 * Every <script> carries the page's CSP nonce when it has one (site/web/site-csp.ts).
 */
import type { ReactElement, ReactNode } from 'react';
import { DEFAULT_OG_IMAGE, fullTitle, type PageMeta, SITE_NAME } from './page-meta';
import { useScriptNonce } from './script-nonce';
import { THEME_INIT_SCRIPT } from './theme-init';

export interface DocumentAssets {
  /** Versioned URLs of the stylesheet and the client scripts (site/web/assets.ts). */
  css: string;
  /** The main site's loader, which brings React on first interaction. */
  islands: string;
  /** The landing pages' script: plain DOM code, no React. */
  landing: string;
  /** The embed builder's script on /partners: plain DOM code, no React. */
  partnerBuilder: string;
}

/** JSON inside <script>: `<` is escaped so no value can close the element. */
function jsonForScript(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A data block, not a script; it carries the nonce anyway, so every <script> of a page has one. */
function JsonLd({ data, nonce }: { data: object; nonce: string | undefined }): ReactElement {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block, escaped by jsonForScript
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}

/** A page of the site: its stylesheets and theme script, and link previews with absolute URLs on `origin`. */
interface SitePageProps {
  origin: string;
  assets: DocumentAssets;
  ownStylesheet?: undefined;
}

/**
 * A private page with its own stylesheet. No theme script: only the site's CSS reads the theme it sets, and
 * without it the page needs no script-src exception in its CSP. No link previews: the page is nobody's to share.
 */
interface OwnStylesheetProps {
  ownStylesheet: string;
  origin?: undefined;
  assets?: undefined;
}

type DocumentProps = (SitePageProps | OwnStylesheetProps) & {
  meta: PageMeta;
  /** The page's client scripts, modules run in this order after the document is parsed. */
  scripts?: readonly string[];
  gtmId?: string;
  children: ReactNode;
};

/** The site's icon, on every page whatever its stylesheet. */
function SiteIcon() {
  return <link rel="icon" href="/favicon.svg" type="image/svg+xml" />;
}

export function Document({ meta, scripts = [], gtmId, children, ...styles }: DocumentProps): ReactElement {
  const title = fullTitle(meta.title);
  const nonce = useScriptNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={meta.description} />
        {styles.ownStylesheet === undefined ? (
          <SiteHead meta={meta} title={title} origin={styles.origin} assets={styles.assets} />
        ) : (
          <>
            {meta.noindex && <meta name="robots" content="noindex" />}
            {/* The site's icon here too, or the browser asks for /favicon.ico, which the site has not got. */}
            <SiteIcon />
            <link rel="stylesheet" href={styles.ownStylesheet} />
          </>
        )}
        {scripts.map((src) => (
          <script key={src} type="module" src={src} nonce={nonce} />
        ))}
        {meta.jsonLd?.map((data, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed list per page
          <JsonLd key={index} data={data} nonce={nonce} />
        ))}
      </head>
      <body data-gtm={gtmId}>{children}</body>
    </html>
  );
}

/**
 * The site's part of the head: canonical URL, link previews, the page's own links, its stylesheets and
 * the theme script.
 */
function SiteHead({
  meta,
  title,
  origin,
  assets,
}: {
  meta: PageMeta;
  title: string;
  origin: string;
  assets: DocumentAssets;
}): ReactElement {
  const nonce = useScriptNonce();
  const url = `${origin}${meta.path}`;
  const image = meta.image ?? DEFAULT_OG_IMAGE;
  const imageUrl = image.src.startsWith('/') ? `${origin}${image.src}` : image.src;
  return (
    <>
      {/* A noindex page (a 404) names no canonical address: there is none. */}
      {meta.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={meta.ogType ?? 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {image.width && image.height ? (
        <>
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
        </>
      ) : null}
      {image.alt ? <meta property="og:image:alt" content={image.alt} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={imageUrl} />
      {image.alt ? <meta name="twitter:image:alt" content={image.alt} /> : null}
      {meta.links?.map((link) => (
        <link
          key={`${link.rel} ${link.href}`}
          rel={link.rel}
          href={link.href.startsWith('/') ? `${origin}${link.href}` : link.href}
          type={link.type}
          title={link.title}
        />
      ))}
      <meta name="theme-color" content="#0b5cab" />
      <SiteIcon />
      <link rel="stylesheet" href={assets.css} />
      <noscript>
        <link rel="stylesheet" href="/assets/no-script.css" />
      </noscript>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script, allowed by the page's nonce */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
    </>
  );
}

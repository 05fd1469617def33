/**
 * The blog: `/blog` (a featured post, then the cards), `/blog/page/{n}`, `/blog/{slug}` (the article with
 * its index sidebar) and `/blog/category/{category-slug}` with its own pages.
 *
 * The builders take plain `Post` data, not a source: ../blog-routes.ts reads a source (the local articles
 * or the CMS) per request and calls them. `blogPages()` lists every blog path of a list of posts, which
 * lets the page registry name the local blog's pages for the route tests and the link crawl, and the
 * sitemap name the pages of whichever source serves the blog.
 */
import type { ReactElement } from 'react';
import { formatLongDate } from '../../../shared/dates';
import { parseHttpUrl } from '../../../shared/http-url';
import { sectionAnchor, truncate } from '../../../shared/text';
import { IMAGE_SIZES } from '../../blog/image-sizes';
import { localPosts } from '../../blog/local-source';
import { type PagePosition, pageCount, pagedPath, pageItems, pagePosition } from '../../blog/pagination';
import {
  type ContentSection,
  categoriesOf,
  inCategory,
  type ListIcon,
  modifiedAt,
  type Post,
  type PostCategory,
  type PostImage,
  plainContent,
  publishedAt,
  type SectionListItem,
} from '../../blog/post';
import { htmlToText } from '../../blog/sanitize';
import { BLOG_CATEGORY_DESCRIPTIONS, SAMPLE_BLOG_NOTICE } from '../../content/blog/categories';
import { BLOG_FEED } from '../../content/blog/feed-copy';
import { BLOG_PAGINATION } from '../../content/blog/pagination-copy';
import { brand } from '../../content/brand';
import { BLOG_CARD_EXCERPT_CHARS, BLOG_CARD_TITLE_CHARS, FEATURED_CONTENT_CHARS } from '../../content/site-figures';
import type { HeadLink, ShareImage } from '../../ui/page-meta';
import { BlogPagination, paginationLinks } from '../components/BlogPagination';
import { breadcrumbJsonLd, type Crumb } from '../components/Breadcrumbs';
import { FaqList, faqJsonLd } from '../components/FaqList';
import { imageAttributes } from '../components/image-attributes';
import { PageHead } from '../components/PageHead';
import type { Page } from '../render';

export const BLOG_PATH = '/blog';
export const postPath = (slug: string): string => `${BLOG_PATH}/${slug}`;
export const categoryPath = (slug: string): string => `${BLOG_PATH}/category/${slug}`;
export const BLOG_FEED_PATH = `${BLOG_PATH}/rss.xml`;

/** Every blog page names the feed, so a reader or browser finds it from any of them. */
const FEED_LINK: HeadLink = {
  rel: 'alternate',
  type: 'application/rss+xml',
  title: BLOG_FEED.title,
  href: BLOG_FEED_PATH,
};

const HOME: Crumb = { name: 'Home', path: '/' };
const BLOG_CRUMB: Crumb = { name: 'Blog', path: BLOG_PATH };
/** Search engines show about 160 characters of a description. */
const DESCRIPTION_CHARS = 159;

/**
 * The featured image as the page's link preview and structured-data image: a local image stays a path on
 * the site, a CMS image is its absolute URL over https (browsers already fetch an http image on an https
 * page over https). Undefined without a featured image, so the page keeps the site's default preview.
 */
function shareImage(image: PostImage | undefined): ShareImage | undefined {
  if (!image) return undefined;
  const { width, height, alt } = image;
  if (image.src.startsWith('/')) return { src: image.src, width, height, alt };
  const url = parseHttpUrl(image.src);
  if (!url) return undefined;
  url.protocol = 'https:';
  return { src: url.href, width, height, alt };
}

/** A path on the site becomes an absolute URL on its origin; an absolute URL stays as it is. */
function absolute(src: string, origin: string): string {
  return src.startsWith('/') ? `${origin}${src}` : src;
}

/** FaqList answers are plain paragraphs: one per <p> of the sanitised HTML. */
function paragraphs(html: string | undefined): string[] {
  if (!html) return [];
  return html
    .split(/<\/p>|<br\s*\/?>/i)
    .map(htmlToText)
    .filter((text) => text.length > 0);
}

/** In-page anchors (`sectionAnchor(title)`); a repeated title gets a suffix so ids stay unique. */
export function sectionAnchors(sections: readonly ContentSection[]): (string | undefined)[] {
  // Ids the layout and this page already use: a section called "Main" must not steal the skip link's target.
  const used = new Set<string>(['main', 'mobile-menu', 'post-index', 'post-categories', 'post-more']);
  return sections.map((section, index) => {
    if (!section.title) return undefined;
    const base = sectionAnchor(section.title) || `section-${index + 1}`;
    let anchor = base;
    for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`;
    used.add(anchor);
    return anchor;
  });
}

const LIST_ICON_PATHS: Record<ListIcon, string> = {
  arrow: 'M4 11h12.2l-4.6-4.6L13 5l7 7-7 7-1.4-1.4 4.6-4.6H4v-2Z',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z',
  link: 'M9.9 15.5 8.5 14.1l5.6-5.6 1.4 1.4-5.6 5.6ZM7.8 20a4.8 4.8 0 0 1-3.4-8.2l2.8-2.8 1.4 1.4-2.8 2.8a2.8 2.8 0 0 0 4 4l2.8-2.8 1.4 1.4-2.8 2.8a4.8 4.8 0 0 1-3.4 1.4Zm9-5-1.4-1.4 2.8-2.8a2.8 2.8 0 0 0-4-4l-2.8 2.8L10 8.2 12.8 5.4a4.8 4.8 0 0 1 6.8 6.8L16.8 15Z',
};

function ListIconSvg({ name }: { name: ListIcon }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} className="icon" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={LIST_ICON_PATHS[name]} />
    </svg>
  );
}

function Html({ html, className }: { html: string | undefined; className?: string }): ReactElement | null {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeCmsHtml when the source loaded it
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function PostDate({ date }: { date: string }): ReactElement | null {
  const long = formatLongDate(date);
  return long ? <time dateTime={date}>{long}</time> : null;
}

/** A blog card: first category only, title cut to 35, excerpt cut to 120, long date, featured image. */
export function PostCard({ post }: { post: Post }): ReactElement {
  const title = truncate(post.title, BLOG_CARD_TITLE_CHARS);
  const category = post.categories[0];
  return (
    <li className="card post-card">
      {post.featuredImage && <img {...imageAttributes(post.featuredImage, IMAGE_SIZES.card)} alt="" loading="lazy" />}
      {category && <p className="eyebrow">{category.name}</p>}
      <h3>
        {/* The whole card opens the post (CSS stretches this link); a cut title still has its full name. */}
        <a href={postPath(post.slug)} aria-label={title === post.title ? undefined : post.title}>
          {title}
        </a>
      </h3>
      <p>{truncate(post.excerpt, BLOG_CARD_EXCERPT_CHARS)}</p>
      <p className="post-date">
        <PostDate date={post.date} />
      </p>
    </li>
  );
}

/** The featured post card: category, title, the first 150 characters of the content, date. */
function FeaturedPost({ post }: { post: Post }): ReactElement {
  const category = post.categories[0];
  return (
    <article className="card post-card post-featured" aria-labelledby="featured-post">
      {post.featuredImage && <img {...imageAttributes(post.featuredImage, IMAGE_SIZES.featured)} alt="" />}
      <div>
        <p className="eyebrow">{category ? `Featured · ${category.name}` : 'Featured'}</p>
        <h2 id="featured-post">
          <a href={postPath(post.slug)}>{post.title}</a>
        </h2>
        <p>{truncate(plainContent(post), FEATURED_CONTENT_CHARS)}</p>
        <p className="post-date">
          <PostDate date={post.date} />
        </p>
      </div>
    </article>
  );
}

function CategoryLinks({ categories, current }: { categories: readonly PostCategory[]; current?: string }) {
  return (
    <ul className="post-categories">
      {categories.map((category) => (
        <li key={category.slug}>
          <a href={categoryPath(category.slug)} aria-current={category.slug === current ? 'page' : undefined}>
            {category.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

function SampleNotice({ posts }: { posts: readonly Post[] }): ReactElement | null {
  return posts.some((post) => post.sample) ? <p className="sample-note">{SAMPLE_BLOG_NOTICE}</p> : null;
}

/** A later page says which page it is in its title and description; page 1 keeps the list's own. */
function pagedMeta(title: string, description: string, position: PagePosition) {
  if (position.page === 1) return { title, description: truncate(description, DESCRIPTION_CHARS) };
  return {
    title: BLOG_PAGINATION.title(title, position.page),
    description: truncate(
      `${BLOG_PAGINATION.position(position.page, position.pages)}. ${description}`,
      DESCRIPTION_CHARS,
    ),
  };
}

/** Page `page` of /blog (newest first); the first page features its newest post. */
export function blogIndexPage(posts: readonly Post[], origin: string, page = 1): Page {
  const path = pagedPath(BLOG_PATH, page);
  const position = pagePosition(BLOG_PATH, page, posts.length);
  const crumbs = page === 1 ? [HOME, BLOG_CRUMB] : [HOME, BLOG_CRUMB, { name: BLOG_PAGINATION.crumb(page), path }];
  const listed = pageItems(posts, page);
  const featured = page === 1 ? listed[0] : undefined;
  const rest = featured ? listed.slice(1) : listed;
  const categories = categoriesOf(posts);
  return {
    meta: {
      ...pagedMeta(
        'Car Shipping Blog',
        'Guides and tips for shipping a car: what it costs, open vs enclosed transport, preparing your vehicle, shipping to Hawaii and moving abroad.',
        position,
      ),
      path,
      jsonLd: [breadcrumbJsonLd(crumbs, origin)],
      links: [FEED_LINK, ...paginationLinks(position)],
    },
    body: (
      <>
        <PageHead
          crumbs={crumbs}
          title="Car shipping blog"
          lead="Practical guides from our advisors: prices, preparation, paperwork and the routes people ask about most."
        />
        <section className="section">
          <div className="container">
            {featured || rest.length > 0 ? (
              <>
                {featured && <FeaturedPost post={featured} />}
                {rest.length > 0 && (
                  <>
                    <h2 className={featured ? 'post-list-title' : 'visually-hidden'}>
                      {featured ? 'More articles' : 'Articles'}
                    </h2>
                    <ul className="grid">
                      {rest.map((post) => (
                        <PostCard key={post.slug} post={post} />
                      ))}
                    </ul>
                  </>
                )}
              </>
            ) : (
              <p>There are no articles here yet. Please come back soon.</p>
            )}
            <BlogPagination position={position} />
            {categories.length > 0 && (
              <nav className="post-category-nav" aria-labelledby="blog-categories">
                <h2 id="blog-categories">Browse by category</h2>
                <CategoryLinks categories={categories} />
              </nav>
            )}
            <SampleNotice posts={listed} />
          </div>
        </section>
      </>
    ),
  };
}

/** Page `page` of a category's posts, newest first; `posts` is the whole blog, for the category links. */
export function blogCategoryPage(category: PostCategory, posts: readonly Post[], origin: string, page = 1): Page {
  const basePath = categoryPath(category.slug);
  const path = pagedPath(basePath, page);
  const inThisCategory = inCategory(posts, category.slug);
  const position = pagePosition(basePath, page, inThisCategory.length);
  const crumbs = [HOME, BLOG_CRUMB, { name: category.name, path: basePath }];
  if (page > 1) crumbs.push({ name: BLOG_PAGINATION.crumb(page), path });
  const listed = pageItems(inThisCategory, page);
  const description =
    BLOG_CATEGORY_DESCRIPTIONS[category.name] ??
    `Articles about ${category.name.toLowerCase()} from the ${brand.name} car shipping blog.`;
  return {
    meta: {
      ...pagedMeta(`${category.name}: Car Shipping Blog`, description, position),
      path,
      jsonLd: [breadcrumbJsonLd(crumbs, origin)],
      links: [FEED_LINK, ...paginationLinks(position)],
    },
    body: (
      <>
        <PageHead crumbs={crumbs} title={category.name} lead={description} />
        <section className="section">
          <div className="container">
            <h2 className="visually-hidden">Articles</h2>
            <ul className="grid">
              {listed.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </ul>
            <BlogPagination position={position} />
            <nav className="post-category-nav" aria-labelledby="blog-categories">
              <h2 id="blog-categories">All categories</h2>
              <CategoryLinks categories={categoriesOf(posts)} current={category.slug} />
            </nav>
            <p>
              <a href={BLOG_PATH}>All articles</a>
            </p>
            <SampleNotice posts={listed} />
          </div>
        </section>
      </>
    ),
  };
}

function SectionTableBlock({ section, id }: { section: ContentSection; id: string }): ReactElement | null {
  const table = section.table;
  if (!table) return null;
  const captionId = `${id}-caption`;
  return (
    // A wide table scrolls inside its own region, named by the caption. Keyboard users must be able to reach
    // a scrolling box to scroll it (axe "scrollable-region-focusable"), hence the tab stop.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs a tab stop to be scrolled by keyboard
    <section className="table-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{section.caption ?? section.title}</caption>
        <thead>
          <tr>
            {table.head.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are static and may repeat a first cell
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are static and may repeat
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are static and may repeat
                  <td key={cellIndex}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A bulleted list of items with optional HTML detail (simple_list, and checklist with ticks). */
function PlainList({ items, className }: { items: readonly SectionListItem[]; className?: string }): ReactElement {
  return (
    <ul className={className}>
      {items.map((entry) => (
        <li key={entry.item}>
          {entry.item}
          <Html html={entry.content} />
        </li>
      ))}
    </ul>
  );
}

/** The body of a section by its layout (`acf_fc_layout`). */
function SectionBody({ section, id }: { section: ContentSection; id: string }): ReactElement | null {
  const items = section.list_item ?? [];
  switch (section.acf_fc_layout) {
    case 'simple_content':
      return null;
    case 'simple_list':
      return <PlainList items={items} />;
    case 'simple_order_list':
      return (
        <ol className="steps">
          {items.map((entry) => (
            <li key={entry.item}>
              {/* Every step is headed alike, whether or not it has more to say. */}
              <h3>{entry.item}</h3>
              <Html html={entry.content} />
            </li>
          ))}
        </ol>
      );
    case 'checklist':
      return <PlainList items={items} className="checklist" />;
    case 'list':
      return (
        <ul className="icon-list">
          {items.map((entry) => (
            <li key={entry.item}>
              <ListIconSvg name={entry.icon ?? 'arrow'} />
              <div>
                <strong>{entry.item}</strong>
                <Html html={entry.content} />
              </div>
            </li>
          ))}
        </ul>
      );
    case 'cards':
      return (
        <ul className="grid">
          {(section.card ?? []).map((card) => (
            <li key={card.subtitle} className="card">
              {card.image && <img {...imageAttributes(card.image, IMAGE_SIZES.articleCard)} alt="" loading="lazy" />}
              <h3>{card.subtitle}</h3>
              <Html html={card.content} />
            </li>
          ))}
        </ul>
      );
    case 'faq':
      return (
        <FaqList
          group={`faq-${id}`}
          items={items.map((entry, index) => ({
            id: `${id}-${index + 1}`,
            question: entry.item,
            answer: paragraphs(entry.content),
          }))}
        />
      );
    case 'simple_table':
      return <SectionTableBlock section={section} id={id} />;
    case 'image':
      if (!section.image) return null;
      return (
        <figure className="post-figure">
          <img {...imageAttributes(section.image, IMAGE_SIZES.article)} alt={section.alt ?? ''} loading="lazy" />
          {section.caption && <figcaption>{section.caption}</figcaption>}
        </figure>
      );
    default:
      return null;
  }
}

function SectionBlock({
  section,
  anchor,
  index,
}: {
  section: ContentSection;
  anchor: string | undefined;
  index: number;
}): ReactElement {
  const id = anchor ?? `section-${index + 1}`;
  const body = (
    <>
      <Html html={section.content} />
      <SectionBody section={section} id={id} />
    </>
  );
  if (!anchor || !section.title)
    return <div className={`post-section post-section--${section.acf_fc_layout}`}>{body}</div>;
  return (
    <section
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      className={`post-section post-section--${section.acf_fc_layout}`}
    >
      <h2 id={`${anchor}-title`}>{section.title}</h2>
      {body}
    </section>
  );
}

function blogPostingJsonLd(post: Post, image: ShareImage | undefined, origin: string): object {
  const url = `${origin}${postPath(post.slug)}`;
  const organization = { '@type': 'Organization', name: brand.name, url: origin };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: truncate(post.title, 110),
    description: post.excerpt,
    // UTC instants when the source knows them: a CMS's local time has no zone and would be misread.
    datePublished: publishedAt(post),
    dateModified: modifiedAt(post),
    ...(image
      ? {
          image: [
            { '@type': 'ImageObject', url: absolute(image.src, origin), width: image.width, height: image.height },
          ],
        }
      : {}),
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: `${origin}/images/logo.svg` } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.categories[0] ? { articleSection: post.categories[0].name } : {}),
  };
}

export function blogPostPage(post: Post, posts: readonly Post[], origin: string): Page {
  const path = postPath(post.slug);
  const crumbs = [HOME, BLOG_CRUMB, { name: post.title, path }];
  const anchors = sectionAnchors(post.sections);
  const index = post.sections.flatMap((section, i) => {
    const anchor = anchors[i];
    return anchor && section.title ? [{ anchor, label: section.index_title || section.title }] : [];
  });
  const faqs = post.sections.flatMap((section, i) =>
    section.acf_fc_layout === 'faq'
      ? (section.list_item ?? []).map((entry, n) => ({
          id: `${anchors[i] ?? i}-${n + 1}`,
          question: entry.item,
          answer: paragraphs(entry.content),
        }))
      : [],
  );
  const more = posts.filter((other) => other.slug !== post.slug).slice(0, 3);
  const image = post.featuredImage;
  const share = shareImage(image);
  return {
    meta: {
      title: post.title,
      description: truncate(post.excerpt || plainContent(post), DESCRIPTION_CHARS),
      path,
      ...(share ? { image: share } : {}),
      ogType: 'article',
      links: [FEED_LINK],
      jsonLd: [
        breadcrumbJsonLd(crumbs, origin),
        blogPostingJsonLd(post, share, origin),
        ...(faqs.length > 0 ? [faqJsonLd(faqs)] : []),
      ],
    },
    body: (
      <>
        <PageHead crumbs={crumbs} title={post.title} lead={post.excerpt}>
          <p className="post-meta">
            <PostDate date={post.date} />
            {post.categories.map((category) => (
              <a key={category.slug} href={categoryPath(category.slug)}>
                {category.name}
              </a>
            ))}
          </p>
        </PageHead>
        <section className="section">
          <div className="container two-col">
            <article className="prose post">
              {image && (
                <img className="post-image" {...imageAttributes(image, IMAGE_SIZES.articleLead)} alt={image.alt} />
              )}
              <SampleNotice posts={[post]} />
              <Html html={post.contentHtml} className="post-body" />
              {post.sections.map((section, i) => (
                <SectionBlock
                  // biome-ignore lint/suspicious/noArrayIndexKey: sections are static and untitled ones have no other key
                  key={i}
                  section={section}
                  anchor={anchors[i]}
                  index={i}
                />
              ))}
            </article>
            <aside className="sticky post-aside">
              {index.length > 0 && (
                <nav className="toc" aria-labelledby="post-index">
                  <p className="eyebrow" id="post-index">
                    In this article
                  </p>
                  <ul>
                    {index.map((entry) => (
                      <li key={entry.anchor}>
                        <a href={`#${entry.anchor}`}>{entry.label}</a>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              {post.categories.length > 0 && (
                <nav className="toc" aria-labelledby="post-categories">
                  <p className="eyebrow" id="post-categories">
                    Categories
                  </p>
                  <CategoryLinks categories={post.categories} />
                </nav>
              )}
              {more.length > 0 && (
                <nav className="toc" aria-labelledby="post-more">
                  <p className="eyebrow" id="post-more">
                    More articles
                  </p>
                  <ul>
                    {more.map((other) => (
                      <li key={other.slug}>
                        <a href={postPath(other.slug)}>{other.title}</a>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </aside>
          </div>
        </section>
      </>
    ),
  };
}

/** Every blog page of `posts` (default: the local posts), each list with all its pages. */
export function blogPages(posts: readonly Post[] = localPosts()): Map<string, (origin: string) => Page> {
  const pages = new Map<string, (origin: string) => Page>();
  for (let page = 1; page <= pageCount(posts.length); page++) {
    pages.set(pagedPath(BLOG_PATH, page), (origin) => blogIndexPage(posts, origin, page));
  }
  for (const post of posts) pages.set(postPath(post.slug), (origin) => blogPostPage(post, posts, origin));
  for (const category of categoriesOf(posts)) {
    const total = inCategory(posts, category.slug).length;
    for (let page = 1; page <= pageCount(total); page++) {
      pages.set(pagedPath(categoryPath(category.slug), page), (origin) =>
        blogCategoryPage(category, posts, origin, page),
      );
    }
  }
  return pages;
}

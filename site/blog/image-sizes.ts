/**
 * The `sizes` of the blog's images: how wide site/public/assets/site.css shows each kind, so a browser
 * picks from a CMS image's srcset the copy that fits its box and not one as wide as the screen.
 *
 * The widths follow from these rules of the stylesheet (vw is the viewport's width):
 * - the page beside the 88 px rail (`.page`, from 769 px; the rail is hidden up to 768 px);
 * - `.section` padding of clamp(16px, 4vw, 48px) each side: 16 px below 400 px, 4vw up to 1200 px, then 48 px;
 * - `.container` at most 1120 px, reached at 1304 px.
 * So the container is vw − 32 px below 400 px, 92vw to 768 px, 92vw − 88 px to 1199 px, vw − 184 px to
 * 1303 px, then 1120 px. Inside it:
 * - `.grid` (the lists' cards): columns of at least 260 px with 20 px gaps, and a `.card`'s 20 px padding and
 *   1 px border each side;
 * - `.post-featured` (the newest post on /blog): a card of columns of at least 320 px with 24 px gaps;
 * - `.two-col` (a post): the article beside a 420 px aside and a 40 px gap from 769 px; alone below.
 * A width past a breakpoint by a scrollbar's few pixels is at worst that much too wide.
 * tests/browser/blog-image-sizes.spec.ts renders the pages and checks every value against the real boxes.
 */

/** A card of the /blog and category grids: one, two, three or four columns. */
const CARD = [
  '(max-width: 399px) calc(100vw - 74px)',
  '(max-width: 586px) calc(92vw - 42px)',
  '(max-width: 768px) calc(46vw - 52px)',
  '(max-width: 986px) calc(46vw - 96px)',
  '(max-width: 1199px) calc(30.67vw - 84px)',
  '(max-width: 1283px) calc(33.34vw - 116px)',
  '(max-width: 1303px) calc(25vw - 103px)',
  '223px',
].join(', ');

/** The newest post on /blog: its card's whole width, then half of it beside the text. */
const FEATURED = [
  '(max-width: 399px) calc(100vw - 74px)',
  '(max-width: 767px) calc(92vw - 42px)',
  '(max-width: 768px) calc(46vw - 33px)',
  '(max-width: 863px) calc(92vw - 130px)',
  '(max-width: 1199px) calc(46vw - 77px)',
  '(max-width: 1303px) calc(50vw - 125px)',
  '527px',
].join(', ');

/** The article's column: a post's featured image, the images of its body and its image sections. */
const ARTICLE = [
  '(max-width: 399px) calc(100vw - 32px)',
  '(max-width: 768px) 92vw',
  '(max-width: 1199px) calc(92vw - 548px)',
  '(max-width: 1303px) calc(100vw - 644px)',
  '660px',
].join(', ');

/** A card of a post's `cards` section: the grid of cards inside the article's column. */
const ARTICLE_CARD = [
  '(max-width: 399px) calc(100vw - 74px)',
  '(max-width: 586px) calc(92vw - 42px)',
  '(max-width: 768px) calc(46vw - 52px)',
  '(max-width: 1182px) calc(92vw - 590px)',
  '(max-width: 1199px) calc(46vw - 326px)',
  '(max-width: 1303px) calc(50vw - 374px)',
  '278px',
].join(', ');

/**
 * A lazy image may say `auto`: browsers that know it use the box the layout gave the image, which is exact,
 * and the others read the list after it. Only lazy images may: an eager one is fetched before layout.
 */
const lazy = (sizes: string) => `auto, ${sizes}`;

export const IMAGE_SIZES = {
  card: lazy(CARD),
  featured: FEATURED,
  articleLead: ARTICLE,
  article: lazy(ARTICLE),
  articleCard: lazy(ARTICLE_CARD),
} as const;

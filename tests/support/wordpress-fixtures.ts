/**
 * Test fixtures: WordPress with WPGraphQL as it answers the site's one query (site/blog/wp-posts-query.ts),
 * and an msw handler that serves posts over cursors like WPGraphQL's `posts(first, after)`. The answers a
 * real WordPress gave are in tests/fixtures/wordpress/ (its README says how they were recorded); the
 * hand-written nodes below cover what those do not, such as hostile or malformed fields.
 * `shipquoteSections` is what the README's PHP snippet returns: `wp_json_encode(get_field('sections'))`,
 * a JSON string of ACF rows, with image fields in ACF's "Image Array" format.
 */
import { readFileSync } from 'node:fs';
import { graphql, HttpResponse } from 'msw';

export const CMS_GRAPHQL_URL = 'https://cms.example/graphql';

/** An ACF image field as get_field() returns it, with WordPress's generated copies in `sizes`. */
export function acfImage(name: string, width = 1600, height = 900): Record<string, unknown> {
  const base = `https://cms.example/wp-content/uploads/2026/11/${name}`;
  return {
    ID: 41,
    id: 41,
    title: name,
    filename: `${name}.jpg`,
    url: `${base}.jpg`,
    alt: `Alt of ${name}`,
    width,
    height,
    mime_type: 'image/jpeg',
    type: 'image',
    sizes: {
      thumbnail: `${base}-150x150.jpg`,
      'thumbnail-width': 150,
      'thumbnail-height': 150,
      medium: `${base}-300x169.jpg`,
      'medium-width': 300,
      'medium-height': 169,
      large: `${base}-1024x576.jpg`,
      'large-width': 1024,
      'large-height': 576,
    },
  };
}

/** One row of every layout, as ACF stores them (empty fields are "" and empty images false). */
export const EVERY_LAYOUT_ROWS: Record<string, unknown>[] = [
  {
    acf_fc_layout: 'simple_content',
    title: 'Why winter is different',
    index_title: '',
    content: '<p>Snow &amp; salt slow carriers.</p>',
  },
  {
    acf_fc_layout: 'simple_list',
    title: 'What to pack',
    index_title: 'Packing',
    content: '',
    list_item: [
      { item: 'Ice scraper', content: '', icon: '' },
      { item: 'Spare key', content: '<p>Give it to the driver.</p>', icon: '' },
    ],
  },
  {
    acf_fc_layout: 'simple_order_list',
    title: 'Steps',
    index_title: '',
    content: '',
    list_item: [
      { item: 'Book', content: '<p>Two weeks ahead.</p>' },
      { item: 'Prepare', content: '' },
    ],
  },
  {
    acf_fc_layout: 'image',
    image: acfImage('snowy-carrier'),
    alt: 'A carrier in the snow',
    caption: 'Chains on, ready to go.',
  },
  {
    acf_fc_layout: 'simple_table',
    title: 'Prices in winter',
    index_title: 'Prices',
    content: '',
    caption: 'Typical prices per car.',
    table: 'Route | Summer | Winter\nNY to FL | $900 | $1,100\nCA to WA | $800 | $950\n',
  },
  {
    acf_fc_layout: 'list',
    title: 'Who to call',
    index_title: '',
    content: '<p>Three numbers.</p>',
    list_item: [
      { item: 'Your carrier', content: '<p>First.</p>', icon: 'person' },
      { item: 'Road reports', content: '', icon: 'link' },
      { item: 'Anything else', content: '', icon: 'rocket' },
    ],
  },
  {
    acf_fc_layout: 'checklist',
    title: 'Before pickup',
    index_title: '',
    content: '',
    list_item: [{ item: 'Wash the car' }, { item: 'Photograph it' }],
  },
  {
    acf_fc_layout: 'cards',
    title: 'Open or enclosed',
    index_title: '',
    content: '',
    card: [
      { image: acfImage('open', 640, 400), subtitle: 'Open', content: '<p>Cheaper.</p>' },
      { image: false, subtitle: 'Enclosed', content: '<p>Sheltered.</p>' },
    ],
  },
  {
    acf_fc_layout: 'faq',
    title: 'Winter questions',
    index_title: 'FAQ',
    content: '',
    list_item: [{ item: 'Is it slower?', content: '<p>A little.</p><p>Plan a day more.</p>' }],
  },
];

export interface WpNodeOptions {
  slug: string;
  date: string;
  title?: string;
  sections?: unknown;
  featuredImage?: unknown;
}

/** A post node in WPGraphQL's answer shape: rendered title and excerpt, Gutenberg content. */
export function wpNode({ slug, date, title, sections = null, featuredImage = null }: WpNodeOptions) {
  return {
    title: title ?? `Post ${slug}`,
    slug,
    date,
    excerpt: `<p>About ${slug} [&hellip;]</p>\n`,
    content: `<p>Body of ${slug}.</p>`,
    shipquoteSections: sections === null ? null : JSON.stringify(sections),
    featuredImage,
    categories: { nodes: [{ name: 'Shipping Tips', slug: 'tips' }] },
  };
}

/** WPGraphQL's featured image: mediaDetails sizes carry string widths, as WPGraphQL types them. */
export function wpFeaturedImage(name: string) {
  const base = `https://cms.example/wp-content/uploads/2026/11/${name}`;
  return {
    node: {
      sourceUrl: `${base}.jpg`,
      altText: `Alt of ${name}`,
      mediaDetails: {
        width: 1600,
        height: 900,
        sizes: [
          { sourceUrl: `${base}-300x169.jpg`, width: '300', height: '169' },
          { sourceUrl: `${base}-1024x576.jpg`, width: '1024', height: '576' },
        ],
      },
    },
  };
}

/**
 * WPGraphQL's `posts(first, after)` over a list of nodes, newest first: the cursor is the index of the
 * last node sent, like WPGraphQL's opaque base64 cursors. `nodes` is read on every request, so a test
 * adds a post to it and the next request sees it, as WordPress would.
 */
export function wpPostsHandler(nodes: () => readonly unknown[], url = CMS_GRAPHQL_URL) {
  return graphql.link(url).query('ShipQuoteBlogPosts', ({ variables }) => {
    const first = Number(variables.first);
    const after = typeof variables.after === 'string' ? Number(atob(variables.after).split(':')[1]) : -1;
    const all = nodes();
    const page = all.slice(after + 1, after + 1 + first);
    const last = after + page.length;
    return HttpResponse.json({
      data: {
        posts: {
          pageInfo: {
            hasNextPage: last < all.length - 1,
            endCursor: page.length > 0 ? btoa(`arrayconnection:${last}`) : null,
          },
          nodes: page,
        },
      },
      extensions: { debug: [] },
    });
  });
}

const RECORDED = new URL('../fixtures/wordpress/', import.meta.url);

/** A file of tests/fixtures/wordpress/ as text. */
export function recordedFile(name: string): string {
  return readFileSync(new URL(name, RECORDED), 'utf8');
}

/** A recorded WPGraphQL answer body, parsed. */
export function recordedAnswer(name: string): unknown {
  return JSON.parse(recordedFile(name));
}

/** How each answer was asked for, as responses.json records it. */
function recordedVariables(name: string): unknown {
  const responses = recordedAnswer('responses.json') as Record<string, { variables: unknown }>;
  const recorded = responses[name];
  if (!recorded) throw new Error(`responses.json records nothing for ${name}`);
  return recorded.variables;
}

/**
 * The recorded WordPress over msw: each request gets the recorded answer to the same variables, with the
 * status and Content-Type WordPress sent; variables nothing was recorded for get a GraphQL error, so a
 * test that asks for something else fails rather than reading a wrong page.
 */
export function recordedPostsHandler(names: readonly string[], url = CMS_GRAPHQL_URL) {
  const answers = names.map((name) => ({
    variables: JSON.stringify(recordedVariables(name)),
    body: recordedFile(name),
  }));
  return graphql.link(url).query('ShipQuoteBlogPosts', ({ variables }) => {
    const answer = answers.find((candidate) => candidate.variables === JSON.stringify(variables));
    if (!answer) return HttpResponse.json({ errors: [{ message: 'nothing was recorded for these variables' }] });
    return new Response(answer.body, { headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
  });
}

/** A fetch that answers every request with one recorded answer, as WordPress sent it (HTTP 200). */
export function recordedFetch(name: string): typeof fetch {
  return async () =>
    new Response(recordedFile(name), { headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
}

/**
 * The WPGraphQL source against msw: first with the answers a real WordPress gave (tests/fixtures/wordpress/,
 * a site on America/Chicago time), then with nodes written in WordPress's shapes for what those answers do
 * not hold (tests/support/wordpress-fixtures.ts): ACF sections, cursors, featured images, errors and timeouts.
 */
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CMS_GRAPHQL_URL,
  EVERY_LAYOUT_ROWS,
  recordedAnswer,
  recordedFile,
  recordedPostsHandler,
  wpFeaturedImage,
  wpNode,
  wpPostsHandler,
} from '../../tests/support/wordpress-fixtures';
import { SECTION_LAYOUTS } from './post';
import {
  createWpGraphqlSource,
  POSTS_QUERY,
  WP_CACHE_MS,
  WP_RETRY_MS,
  type WpGraphqlOptions,
} from './wpgraphql-source';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.useRealTimers();
});
afterAll(() => server.close());

function source(options: Partial<WpGraphqlOptions> = {}) {
  const clock = { now: 1_000_000 };
  const warnings: string[] = [];
  const blog = createWpGraphqlSource({
    url: CMS_GRAPHQL_URL,
    siteOrigin: 'https://shipquote.example',
    now: () => clock.now,
    warn: (line) => warnings.push(line),
    ...options,
  });
  return { blog, clock, warnings };
}

/** Serves `nodes` over cursors and counts the requests. */
function serve(nodes: unknown[]) {
  const requests: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    requests.push((await request.clone().json()).variables);
  });
  server.use(wpPostsHandler(() => nodes));
  return requests;
}

/** `count` posts, one a day, newest first. */
function manyPosts(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 25) - i * 86_400_000).toISOString().slice(0, 19);
    return wpNode({ slug: `post-${count - i}`, date: day });
  });
}

/** Counts the requests and records each one's variables. */
function recordRequests() {
  const requests: Record<string, unknown>[] = [];
  server.events.on('request:start', async ({ request }) => {
    requests.push((await request.clone().json()).variables);
  });
  return requests;
}

describe('WPGraphQL source on answers recorded from a real WordPress', () => {
  it('sends the very query the recorded WordPress answered', () => {
    expect(`${POSTS_QUERY}\n`).toBe(recordedFile('query-with-gmt.graphql'));
  });

  it('reads all 14 recorded posts newest first, with their publication and change times in UTC', async () => {
    server.use(recordedPostsHandler(['posts-first100-gmt.json']));
    const { blog, warnings } = source();
    const posts = await blog.listPosts();
    expect(posts).toHaveLength(14);
    expect(posts.map((post) => post.slug).slice(0, 5)).toEqual([
      'holiday-pickup-slots',
      'cafe-stops-car-shipping',
      'moving-across-state-lines',
      'no-featured-image-generated-excerpt',
      'summer-checklist',
    ]);
    const times = Object.fromEntries(posts.map((post) => [post.slug, [post.date, post.published, post.modified]]));
    // 22:30 in Chicago on the 24th is 04:30 UTC on the 25th; the date readers see stays WordPress's own.
    expect(times['holiday-pickup-slots']).toEqual([
      '2026-11-24T22:30:00',
      '2026-11-25T04:30:00Z',
      '2026-11-25T04:30:00Z',
    ]);
    // Summer time: five hours behind UTC rather than six.
    expect(times['summer-checklist']).toEqual(['2026-07-04T12:00:00', '2026-07-04T17:00:00Z', '2026-07-04T17:00:00Z']);
    // Edited after publishing.
    expect(times['cafe-stops-car-shipping']).toEqual([
      '2026-11-20T10:00:00',
      '2026-11-20T16:00:00Z',
      '2026-11-26T13:56:18Z',
    ]);
    expect(warnings).toEqual([]);
  });

  it('gives the recorded posts their featured image with its size, the title as the alt text it lacks, or none', async () => {
    server.use(recordedPostsHandler(['posts-first100-gmt.json']));
    const { blog } = source();
    const cafe = await blog.getPost('cafe-stops-car-shipping');
    expect(cafe?.featuredImage).toMatchObject({
      src: 'https://cms.example.com/wp-content/uploads/2026/11/featured-cafe.jpg',
      width: 1600,
      height: 900,
      alt: 'A car carrier parked at a café',
    });
    const portrait = await blog.getPost('moving-across-state-lines');
    expect(portrait?.featuredImage).toMatchObject({ width: 900, height: 1200, alt: portrait?.title });
    expect((await blog.getPost('no-featured-image-generated-excerpt'))?.featuredImage).toBeUndefined();
  });

  it("routes a category by its name and keeps WordPress's own slug when it differs", async () => {
    server.use(recordedPostsHandler(['posts-first100-gmt.json']));
    const { blog } = source();
    expect((await blog.getPost('cafe-stops-car-shipping'))?.categories).toEqual([
      { name: 'Car Shipping Tips', slug: 'car-shipping-tips' },
      { name: 'International Shipping', slug: 'international-shipping', sourceSlug: 'overseas' },
    ]);
    expect((await blog.listCategories()).map((category) => category.slug)).toEqual([
      'car-shipping-tips',
      'international-shipping',
      'moving-relocation',
      'uncategorized',
    ]);
    expect((await blog.postsInCategory('international-shipping')).map((post) => post.slug)).toEqual([
      'cafe-stops-car-shipping',
      'shipping-a-car-overseas',
      'customs-for-classic-cars',
    ]);
  });

  it('leaves no empty paragraph where the script WordPress wrapped in one was removed', async () => {
    server.use(recordedPostsHandler(['posts-first100-gmt.json']));
    const { blog } = source();
    const [first] = (await blog.getPost('cafe-stops-car-shipping'))?.sections ?? [];
    expect(first?.content).toContain('Prices move with');
    expect(first?.content).not.toContain('<script');
    expect(first?.content).not.toMatch(/<p>\s*<\/p>/);
  });

  it("follows the recorded cursors over three pages, and falls back on WordPress's local date without dateGmt", async () => {
    const requests = recordRequests();
    server.use(recordedPostsHandler(['posts-first5-page1.json', 'posts-first5-page2.json', 'posts-first5-page3.json']));
    const { blog, warnings } = source({ first: 5 });
    const posts = await blog.listPosts();
    expect(posts).toHaveLength(14);
    expect(requests).toEqual([
      { first: 5, after: null },
      { first: 5, after: 'YXJyYXljb25uZWN0aW9uOjY1' },
      { first: 5, after: 'YXJyYXljb25uZWN0aW9uOjcx' },
    ]);
    // These pages answered the query before dateGmt was asked for: no UTC time, the local date stays.
    expect(posts[0]).toMatchObject({ slug: 'holiday-pickup-slots', date: '2026-11-24T22:30:00' });
    expect(posts[0]?.published).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('takes the recorded GraphQL errors (HTTP 200, no data) as a failed fetch: the last good posts stay, one warning', async () => {
    const requests = recordRequests();
    server.use(recordedPostsHandler(['posts-first100-gmt.json']));
    const { blog, clock, warnings } = source();
    expect(await blog.listPosts()).toHaveLength(14);
    expect(recordedAnswer('errors-unknown-field.json')).not.toHaveProperty('data');
    server.use(
      graphql.query(
        'ShipQuoteBlogPosts',
        () =>
          new Response(recordedFile('errors-unknown-field.json'), {
            headers: { 'Content-Type': 'application/json; charset=UTF-8' },
          }),
      ),
    );
    clock.now += WP_CACHE_MS;
    const [list, post, categories] = await Promise.all([
      blog.listPosts(),
      blog.getPost('cafe-stops-car-shipping'),
      blog.listCategories(),
    ]);
    expect(list).toHaveLength(14);
    expect(post?.title).toBe('Café stops & car shipping: what you’ll “really” pay');
    expect(categories).toHaveLength(4);
    clock.now += WP_RETRY_MS - 1;
    expect(await blog.listPosts()).toHaveLength(14);
    expect(requests).toHaveLength(2);
    expect(warnings).toEqual([
      '[blog] WPGraphQL request failed (the answer has 1 GraphQL error(s)); serving the 14 cached post(s)',
    ]);
  });
});

describe('WPGraphQL source reading WordPress', () => {
  it('gives a post the sections of every ACF layout, so its page has blocks and an index', async () => {
    serve([wpNode({ slug: 'winter', date: '2026-11-20T09:30:00', sections: EVERY_LAYOUT_ROWS })]);
    const { blog, warnings } = source();
    const post = await blog.getPost('winter');
    expect(post?.sections.map((section) => section.acf_fc_layout)).toEqual([...SECTION_LAYOUTS]);
    expect(post?.sections.filter((section) => section.title)).toHaveLength(8);
    expect(warnings).toEqual([]);
  });

  it('skips sections of an unknown layout with one warning for the whole answer', async () => {
    const rows = [{ acf_fc_layout: 'video', url: 'x' }, EVERY_LAYOUT_ROWS[0]];
    serve([
      wpNode({ slug: 'a', date: '2026-11-20', sections: rows }),
      wpNode({ slug: 'b', date: '2026-11-19', sections: rows }),
    ]);
    const { blog, warnings } = source();
    const posts = await blog.listPosts();
    expect(posts.map((post) => post.sections.length)).toEqual([1, 1]);
    expect(warnings).toEqual(['[blog] WPGraphQL: skipped sections of unknown layout(s): video']);
  });

  it('skips a malformed section with a warning and keeps the post', async () => {
    serve([wpNode({ slug: 'a', date: '2026-11-20', sections: [{ acf_fc_layout: 'image', image: false }] })]);
    const { blog, warnings } = source();
    expect((await blog.getPost('a'))?.sections).toEqual([]);
    expect(warnings).toEqual(['[blog] WPGraphQL: skipped 1 malformed section(s)']);
  });

  it('removes scripts, event handlers and javascript: links hidden in an ACF field', async () => {
    const hostile =
      '<p>Safe<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>';
    serve([
      wpNode({
        slug: 'a',
        date: '2026-11-20',
        sections: [
          { acf_fc_layout: 'simple_content', title: 'T', content: hostile },
          { acf_fc_layout: 'checklist', content: hostile, list_item: [{ item: 'I', content: hostile }] },
        ],
      }),
    ]);
    const { blog } = source();
    const text = JSON.stringify((await blog.getPost('a'))?.sections);
    expect(text).toContain('Safe');
    for (const bad of ['<script', 'alert(', 'onerror', 'javascript:']) expect(text).not.toContain(bad);
  });

  it('decodes entities in titles and excerpts', async () => {
    serve([
      {
        ...wpNode({ slug: 'cafe', date: '2026-11-20' }),
        title: 'Caf&eacute; &amp; caf&#233;s',
        excerpt: '<p>&Eacute;t&eacute; [&hellip;]</p>',
      },
    ]);
    const { blog } = source();
    const post = await blog.getPost('cafe');
    expect(post?.title).toBe('Café & cafés');
    expect(post?.excerpt).toBe('Été…');
  });

  it("gives a featured image its size and a srcset of WordPress's smaller copies", async () => {
    serve([wpNode({ slug: 'a', date: '2026-11-20', featuredImage: wpFeaturedImage('winter') })]);
    const { blog } = source();
    expect((await blog.getPost('a'))?.featuredImage).toEqual({
      src: 'https://cms.example/wp-content/uploads/2026/11/winter.jpg',
      width: 1600,
      height: 900,
      srcset:
        'https://cms.example/wp-content/uploads/2026/11/winter-300x169.jpg 300w, https://cms.example/wp-content/uploads/2026/11/winter-1024x576.jpg 1024w, https://cms.example/wp-content/uploads/2026/11/winter.jpg 1600w',
      alt: 'Alt of winter',
    });
  });

  it('keeps a post without a featured image, whether the field is null or missing', async () => {
    const { featuredImage: _, ...withoutField } = wpNode({ slug: 'b', date: '2026-11-19' });
    serve([wpNode({ slug: 'a', date: '2026-11-20', featuredImage: null }), withoutField]);
    const { blog, warnings } = source();
    const posts = await blog.listPosts();
    expect(posts.map((post) => [post.slug, post.featuredImage])).toEqual([
      ['a', undefined],
      ['b', undefined],
    ]);
    expect(warnings).toEqual([]);
  });

  it('reads every post over three pages of cursors', async () => {
    const requests = serve(manyPosts(250));
    const { blog, warnings } = source();
    const posts = await blog.listPosts();
    expect(posts).toHaveLength(250);
    expect(posts[0]?.slug).toBe('post-250');
    expect(posts.at(-1)?.slug).toBe('post-1');
    expect(requests).toEqual([
      { first: 100, after: null },
      { first: 100, after: btoa('arrayconnection:99') },
      { first: 100, after: btoa('arrayconnection:199') },
    ]);
    expect(warnings).toEqual([]);
  });

  it('stops at the page limit when the CMS always says there is another page', async () => {
    let page = 0;
    server.use(
      graphql.query('ShipQuoteBlogPosts', () => {
        page++;
        return HttpResponse.json({
          data: {
            posts: {
              pageInfo: { hasNextPage: true, endCursor: `cursor-${page}` },
              nodes: [wpNode({ slug: `p-${page}`, date: `2026-11-${String(page).padStart(2, '0')}` })],
            },
          },
        });
      }),
    );
    const { blog, warnings } = source({ maxPages: 3 });
    expect(await blog.listPosts()).toHaveLength(3);
    expect(page).toBe(3);
    expect(warnings).toEqual(['[blog] WPGraphQL: stopped after 3 pages of posts; older posts are not shown']);
  });

  it('serves the last good posts when a later page answers a GraphQL errors array', async () => {
    serve(manyPosts(3));
    const { blog, clock, warnings } = source({ first: 2 });
    expect(await blog.listPosts()).toHaveLength(3);
    server.use(
      graphql.query('ShipQuoteBlogPosts', ({ variables }) =>
        variables.after
          ? HttpResponse.json({ errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }] })
          : HttpResponse.json({
              data: { posts: { pageInfo: { hasNextPage: true, endCursor: 'c' }, nodes: manyPosts(1) } },
            }),
      ),
    );
    clock.now += WP_CACHE_MS;
    expect(await blog.listPosts()).toHaveLength(3);
    expect(warnings).toEqual([
      '[blog] WPGraphQL request failed (the answer has 1 GraphQL error(s)); serving the 3 cached post(s)',
    ]);
  });

  it('gives up when WordPress does not answer within the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(graphql.query('ShipQuoteBlogPosts', () => new Promise<never>(() => {})));
    const { blog, warnings } = source({ timeoutMs: 5000 });
    const answer = blog.listPosts();
    await vi.advanceTimersByTimeAsync(4999);
    expect(warnings).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual([]);
    expect(warnings).toEqual(['[blog] WPGraphQL request failed (timed out); serving no posts']);
  });

  it('reads WordPress again after revalidate(), even within the five minutes', async () => {
    const nodes = [wpNode({ slug: 'old', date: '2026-11-01' })];
    const requests = serve(nodes);
    const { blog } = source();
    expect(await blog.getPost('new')).toBeUndefined();
    nodes.unshift(wpNode({ slug: 'new', date: '2026-11-25' }));
    expect(await blog.getPost('new')).toBeUndefined();
    blog.revalidate('new');
    expect((await blog.getPost('new'))?.title).toBe('Post new');
    expect(requests).toHaveLength(2);
    expect((await blog.listPosts()).map((post) => post.slug)).toEqual(['new', 'old']);
    expect(requests).toHaveLength(2);
  });

  it('does not cache an answer that left before revalidate()', async () => {
    const nodes = [wpNode({ slug: 'old', date: '2026-11-01' })];
    serve(nodes);
    const { blog } = source();
    const early = blog.listPosts();
    blog.revalidate();
    nodes.unshift(wpNode({ slug: 'new', date: '2026-11-25' }));
    await early;
    expect((await blog.listPosts()).map((post) => post.slug)).toEqual(['new', 'old']);
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWpGraphqlSource, POSTS_QUERY, WP_CACHE_MS, type WpGraphqlOptions } from './wpgraphql-source';

/** A WordPress with WPGraphQL as it answers: rendered titles and excerpts with entities, Gutenberg HTML. */
const WP_RESPONSE = {
  data: {
    posts: {
      nodes: [
        {
          title: 'Winter car shipping: what changes &#8211; and what doesn&#8217;t',
          slug: 'winter-car-shipping',
          date: '2026-11-20T09:30:00',
          excerpt:
            '<p>Snow, salt and shorter days slow carriers down. Here is how to plan around them [&hellip;]</p>\n',
          content:
            '<h1>Winter</h1><p class="lead" style="color:red">Plan <strong>early</strong>.</p><script>track()</script><figure class="wp-block-image"><img src="https://cms.example/wp-content/uploads/snow.jpg" width="800" height="450" alt="Snow on a carrier" srcset="x 2x" class="wp-image-9"></figure><p><a href="https://weather.example/">Forecast</a> <a href="javascript:alert(1)">bad</a> <a href="https://shipquote.example/services">Services</a></p>',
          featuredImage: {
            node: {
              sourceUrl: 'https://cms.example/wp-content/uploads/winter.jpg',
              altText: '',
              mediaDetails: { width: 1600, height: 900 },
            },
          },
          categories: {
            nodes: [
              { name: 'Shipping Tips', slug: 'tips' },
              { name: 'Seasonal &amp; Weather', slug: 'seasonal' },
            ],
          },
        },
        {
          title: 'Older post',
          slug: 'older-post',
          date: '2026-10-01T08:00:00',
          excerpt: '',
          content: '<p>Body text of the older post.</p>',
          featuredImage: null,
          categories: { nodes: [{ name: 'Costs and Pricing', slug: 'costs' }] },
        },
        { title: 'Draft without a slug', slug: null, date: '2026-11-21T00:00:00', excerpt: '', content: '' },
        {
          title: 'Caf&eacute; racers &amp; the winter',
          slug: 'newest',
          date: '2026-11-24T12:00:00',
          excerpt: '<p>Short &eacute;t&eacute; note&nbsp;&hellip;</p>',
          content: '<p>New.</p>',
          featuredImage: { node: { sourceUrl: 'javascript:alert(1)', altText: 'x', mediaDetails: null } },
          categories: { nodes: [] },
        },
      ],
    },
  },
};

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

interface Received {
  method: string | undefined;
  contentType: string | undefined;
  body: { query?: string; variables?: Record<string, unknown> };
}

let server: Server;
let url: string;
let handler: Handler;
let received: Received[];

const json =
  (value: unknown, status = 200): Handler =>
  (_request, _body, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(value));
  };

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method,
        contentType: request.headers['content-type'],
        body: body ? JSON.parse(body) : {},
      });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  handler = json(WP_RESPONSE);
});

/** A source on the fake server with a hand-wound clock and captured warnings. */
function source(options: Partial<WpGraphqlOptions> = {}) {
  const clock = { now: 1_000_000 };
  const warnings: string[] = [];
  const blog = createWpGraphqlSource({
    url,
    siteOrigin: 'https://shipquote.example',
    now: () => clock.now,
    warn: (line) => warnings.push(line),
    ...options,
  });
  return { blog, clock, warnings };
}

describe('WPGraphQL source', () => {
  it('POSTs one GraphQL query for the post fields as JSON', async () => {
    const { blog } = source();
    await blog.listPosts();
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.contentType).toBe('application/json');
    expect(received[0]?.body.query).toBe(POSTS_QUERY);
    expect(received[0]?.body.variables).toEqual({ first: 100, after: null });
    for (const field of ['title', 'slug', 'date', 'excerpt', 'content', 'sourceUrl', 'altText', 'mediaDetails']) {
      expect(POSTS_QUERY).toContain(field);
    }
    expect(POSTS_QUERY).toMatch(/categories \{\s+nodes \{\s+name\s+slug\s+\}\s+\}/);
  });

  it('normalises a realistic answer to Post: plain-text title and excerpt, sanitised HTML, image and category slugs', async () => {
    const { blog, warnings } = source();
    const posts = await blog.listPosts();
    expect(posts.map((post) => post.slug)).toEqual(['newest', 'winter-car-shipping', 'older-post']);
    const winter = posts[1]!;
    expect(winter.title).toBe('Winter car shipping: what changes – and what doesn’t');
    expect(winter.date).toBe('2026-11-20T09:30:00');
    expect(winter.excerpt).toBe('Snow, salt and shorter days slow carriers down. Here is how to plan around them…');
    expect(winter.contentHtml).toBe(
      '<h2>Winter</h2><p>Plan <strong>early</strong>.</p><figure><img src="https://cms.example/wp-content/uploads/snow.jpg" alt="Snow on a carrier" loading="lazy" width="800" height="450" /></figure><p><a href="https://weather.example/" rel="noopener noreferrer" target="_blank">Forecast</a> bad <a href="https://shipquote.example/services">Services</a></p>',
    );
    expect(winter.sections).toEqual([]);
    // No alt text in the CMS: the title describes the image.
    expect(winter.featuredImage).toEqual({
      src: 'https://cms.example/wp-content/uploads/winter.jpg',
      width: 1600,
      height: 900,
      alt: winter.title,
    });
    // The category route is the name lowercased with dashes, not the CMS's own slug.
    expect(winter.categories).toEqual([
      { name: 'Shipping Tips', slug: 'shipping-tips', sourceSlug: 'tips' },
      { name: 'Seasonal & Weather', slug: 'seasonal-weather', sourceSlug: 'seasonal' },
    ]);
    const older = posts[2]!;
    expect(older.excerpt).toBe('Body text of the older post.');
    expect(older.featuredImage).toBeUndefined();
    // Named entities beyond the common few decode too.
    expect(posts[0]?.title).toBe('Café racers & the winter');
    expect(posts[0]?.excerpt).toBe('Short été note …');
    // A featured image with a javascript: URL is dropped.
    expect(posts[0]?.featuredImage).toBeUndefined();
    expect(warnings).toEqual(['[blog] WPGraphQL: skipped 1 post(s) without a title, slug or date']);
  });

  it('reads dateGmt and modifiedGmt as UTC, and leaves out a time that is not a real one', async () => {
    handler = json({
      data: {
        posts: {
          nodes: [
            {
              title: 'Late',
              slug: 'late',
              date: '2026-11-24T22:30:00',
              dateGmt: '2026-11-25T04:30:00',
              modifiedGmt: '2026-11-26 13:56:18',
            },
            {
              title: 'Never published',
              slug: 'zero',
              date: '2026-03-01T10:00:00',
              dateGmt: '0000-00-00T00:00:00',
              modifiedGmt: '2026-02-31T00:00:00',
            },
            { title: 'No GMT', slug: 'no-gmt', date: '2026-02-01T10:00:00', dateGmt: null },
          ],
        },
      },
    });
    const { blog, warnings } = source();
    const times = (await blog.listPosts()).map(({ slug, date, published, modified }) => ({
      slug,
      date,
      published,
      modified,
    }));
    expect(times).toEqual([
      {
        slug: 'late',
        date: '2026-11-24T22:30:00',
        published: '2026-11-25T04:30:00Z',
        modified: '2026-11-26T13:56:18Z',
      },
      { slug: 'zero', date: '2026-03-01T10:00:00', published: undefined, modified: undefined },
      { slug: 'no-gmt', date: '2026-02-01T10:00:00', published: undefined, modified: undefined },
    ]);
    expect(warnings).toEqual([]);
  });

  it('keeps a post whose optional fields are odd, and drops only what is unusable', async () => {
    handler = json({
      errors: 'not a list, so not GraphQL errors',
      data: {
        posts: {
          nodes: [
            'not a post',
            42,
            null,
            { title: 7, slug: 'numeric-title', date: '2026-11-01' },
            {
              title: 'Odd fields',
              slug: 'odd-fields',
              date: '2026-11-02',
              excerpt: null,
              content: ['not', 'html'],
              featuredImage: {
                node: {
                  sourceUrl: 'https://cms.example/a.jpg',
                  altText: null,
                  mediaDetails: { width: 800, height: 0 },
                },
              },
              categories: { nodes: [null, { name: 'Shipping Tips' }, 'junk', { name: 5 }, { name: 'Shipping tips' }] },
            },
            {
              title: 'No categories list',
              slug: 'no-categories-list',
              date: '2026-11-03',
              featuredImage: { node: { sourceUrl: 12 } },
              categories: { nodes: 'none' },
            },
          ],
        },
      },
    });
    const { blog, warnings } = source();
    const posts = await blog.listPosts();
    expect(posts.map((post) => post.slug)).toEqual(['no-categories-list', 'odd-fields']);
    const odd = posts[1]!;
    expect(odd).toMatchObject({
      excerpt: '',
      contentHtml: '',
      categories: [{ name: 'Shipping Tips', slug: 'shipping-tips' }],
    });
    // Half a size is no size: the fallback box, and the title as the alt text.
    expect(odd.featuredImage).toEqual({
      src: 'https://cms.example/a.jpg',
      width: 1200,
      height: 630,
      alt: 'Odd fields',
    });
    expect(posts[0]?.featuredImage).toBeUndefined();
    expect(posts[0]?.categories).toEqual([]);
    expect(warnings).toEqual(['[blog] WPGraphQL: skipped 4 post(s) without a title, slug or date']);
  });

  it('answers posts by slug and category from the same data', async () => {
    const { blog } = source();
    expect((await blog.getPost('older-post'))?.title).toBe('Older post');
    expect(await blog.getPost('draft-without-a-slug')).toBeUndefined();
    expect((await blog.listCategories()).map((category) => category.slug)).toEqual([
      'shipping-tips',
      'seasonal-weather',
      'costs-and-pricing',
    ]);
    expect((await blog.postsInCategory('costs-and-pricing')).map((post) => post.slug)).toEqual(['older-post']);
    expect(await blog.postsInCategory('tips')).toEqual([]);
    expect(received).toHaveLength(1);
  });

  it('keeps the answer for five minutes, then asks again', async () => {
    const { blog, clock } = source();
    await blog.listPosts();
    clock.now += WP_CACHE_MS - 1;
    await blog.listPosts();
    expect(received).toHaveLength(1);
    clock.now += 1;
    await blog.listPosts();
    expect(received).toHaveLength(2);
  });

  it('sends one request for concurrent readers', async () => {
    const { blog } = source();
    await Promise.all([blog.listPosts(), blog.getPost('newest'), blog.listCategories()]);
    expect(received).toHaveLength(1);
  });
});

describe('WPGraphQL source when the CMS fails', () => {
  const SECRET = 'Confidential draft text';

  it('serves no posts and warns once, without throwing, when the server answers 500', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(500, { 'Content-Type': 'text/html' });
      response.end(`<h1>Error</h1><p>${SECRET}</p>`);
    };
    const { blog, warnings } = source();
    await expect(blog.listPosts()).resolves.toEqual([]);
    await expect(blog.getPost('newest')).resolves.toBeUndefined();
    await expect(blog.listCategories()).resolves.toEqual([]);
    expect(warnings).toEqual(['[blog] WPGraphQL request failed (HTTP 500); serving no posts']);
  });

  it('serves the last good posts after a failure, and retries only after the retry delay', async () => {
    const { blog, clock, warnings } = source({ retryMs: 30_000 });
    expect(await blog.listPosts()).toHaveLength(3);
    handler = json({ errors: [{ message: `Internal: ${SECRET}` }], data: null });
    clock.now += WP_CACHE_MS;
    expect((await blog.listPosts()).map((post) => post.slug)).toEqual(['newest', 'winter-car-shipping', 'older-post']);
    expect(warnings.at(-1)).toBe(
      '[blog] WPGraphQL request failed (the answer has 1 GraphQL error(s)); serving the 3 cached post(s)',
    );
    await blog.listPosts();
    expect(received).toHaveLength(2);
    clock.now += 30_000;
    handler = json(WP_RESPONSE);
    await blog.listPosts();
    expect(received).toHaveLength(3);
  });

  it('falls back on GraphQL errors that come with partial data', async () => {
    handler = json({ errors: [{ message: 'Cannot query field "x"' }], data: WP_RESPONSE.data });
    const { blog, warnings } = source();
    expect(await blog.listPosts()).toEqual([]);
    expect(warnings).toEqual(['[blog] WPGraphQL request failed (the answer has 1 GraphQL error(s)); serving no posts']);
  });

  it('falls back on a body that is not JSON', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(`{"data": {"posts": ${SECRET}`);
    };
    const { blog, warnings } = source();
    expect(await blog.listPosts()).toEqual([]);
    expect(warnings).toEqual(['[blog] WPGraphQL request failed (the answer is not valid JSON); serving no posts']);
  });

  it.each([
    ['an array', []],
    ['a string', 'posts'],
    ['posts without nodes', { data: { posts: {} } }],
    ['no posts field', { data: { page: { title: SECRET } } }],
    ['posts that are not a list', { data: { posts: { nodes: SECRET } } }],
    ['null data', { data: null }],
  ])('falls back on a malformed shape: %s', async (_name, body) => {
    handler = json(body);
    const { blog, warnings } = source();
    expect(await blog.listPosts()).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^\[blog\] WPGraphQL request failed \(the answer (is not a JSON object|has no data\.posts\.nodes list)\)/,
    );
  });

  it('falls back on a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { blog, warnings } = source({ url: `http://127.0.0.1:${port}/graphql` });
    expect(await blog.listPosts()).toEqual([]);
    expect(warnings).toEqual(['[blog] WPGraphQL request failed (network error ECONNREFUSED); serving no posts']);
  });

  it('gives up on a CMS that does not answer in time', async () => {
    handler = () => {
      // Never answers; the connection is closed by afterAll.
    };
    const { blog, warnings } = source({ timeoutMs: 100 });
    expect(await blog.listPosts()).toEqual([]);
    expect(warnings).toEqual(['[blog] WPGraphQL request failed (timed out); serving no posts']);
  });

  it('never writes CMS content into a warning', async () => {
    const warnings: string[] = [];
    for (const failing of [
      json({ errors: [{ message: SECRET }] }),
      json({ data: { posts: { nodes: SECRET } } }),
      json(SECRET, 503),
    ]) {
      handler = failing;
      const { blog, warnings: lines } = source();
      await blog.listPosts();
      warnings.push(...lines);
    }
    expect(warnings).toHaveLength(3);
    for (const line of warnings) expect(line).not.toContain('Confidential');
  });
});

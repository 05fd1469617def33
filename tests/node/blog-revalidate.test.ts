/**
 * The blog from WordPress through the app as the server builds it: WP_GRAPHQL_URL points at msw,
 * which answers in WPGraphQL's shape, and WordPress's publish hook calls POST /api/blog/revalidate.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_REVALIDATE_PATH, REVALIDATE_SECRET_HEADER } from '../../site/api/blog-revalidate-route';
import { type ConfiguredApp, createConfiguredApp } from '../support/configured-app';
import { fakeLookups } from '../support/fake-lookups';
import { memoryLog } from '../support/memory-log';
import {
  CMS_GRAPHQL_URL,
  EVERY_LAYOUT_ROWS,
  wpFeaturedImage,
  wpNode,
  wpPostsHandler,
} from '../support/wordpress-fixtures';

const SECRET = 'blog-revalidate-secret-0123456789';
const server = setupServer();
let nodes: ReturnType<typeof wpNode>[];
let opened: ConfiguredApp[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await Promise.all(opened.map((app) => app.close()));
  opened = [];
});
afterAll(() => server.close());

async function appWith(env: Record<string, string>): Promise<ConfiguredApp> {
  nodes = [
    wpNode({
      slug: 'winter-shipping',
      date: '2026-11-20T09:30:00',
      title: 'Winter shipping: caf&eacute; stops',
      sections: EVERY_LAYOUT_ROWS,
      featuredImage: wpFeaturedImage('winter'),
    }),
  ];
  server.use(wpPostsHandler(() => nodes));
  const configured = await createConfiguredApp({ lookups: fakeLookups(), env });
  opened.push(configured);
  return configured;
}

const cms = { WP_GRAPHQL_URL: CMS_GRAPHQL_URL, PUBLIC_URL: 'https://shipquote.example' };

function revalidate(app: ConfiguredApp['app'], body: unknown, secret: string | null = SECRET) {
  return app.request(BLOG_REVALIDATE_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(secret === null ? {} : { [REVALIDATE_SECRET_HEADER]: secret }),
    },
    body: JSON.stringify(body),
  });
}

describe('the blog read from WordPress', () => {
  it('renders a CMS article with its blocks, its index sidebar and responsive images', async () => {
    const { app } = await appWith(cms);
    const response = await app.request('/blog/winter-shipping');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Winter shipping: café stops');
    expect(html).toContain('In this article');
    for (const anchor of ['#whywinterisdifferent', '#pricesinwinter', '#winterquestions']) {
      expect(html).toContain(`href="${anchor}"`);
    }
    expect(html).toContain('<table');
    // React writes the attribute as srcSet; HTML attribute names are case-insensitive.
    expect(html).toMatch(
      /<img class="post-image"[^>]* srcset="[^"]*winter-300x169\.jpg 300w, [^"]*winter\.jpg 1600w"/i,
    );
    // How wide the article's column is, not how wide the upload is.
    expect(html).toMatch(
      /<img class="post-image"[^>]* sizes="[^"]*\(max-width: 1303px\) calc\(100vw - 644px\), 660px"/,
    );
    expect(html).toMatch(/<img[^>]*snowy-carrier\.jpg"[^>]*loading="lazy"/);
  });
});

describe('POST /api/blog/revalidate', () => {
  it('answers 401 in JSON to a wrong or missing secret, without quoting the secret', async () => {
    const { app } = await appWith({ ...cms, BLOG_REVALIDATE_SECRET: SECRET });
    for (const secret of ['wrong-secret-0123456789', null, `${SECRET}x`, '']) {
      const response = await revalidate(app, {}, secret);
      expect(response.status).toBe(401);
      expect(response.headers.get('Content-Type')).toContain('application/json');
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ statusCode: 401 });
      expect(text).not.toContain(SECRET);
    }
  });

  it('shows a newly published post on the very next request after the right secret', async () => {
    const { app } = await appWith({ ...cms, BLOG_REVALIDATE_SECRET: SECRET });
    expect((await app.request('/blog/spring-shipping')).status).toBe(404);
    nodes.unshift(wpNode({ slug: 'spring-shipping', date: '2026-11-25T08:00:00', title: 'Spring shipping' }));
    // Within the five minutes the cached list is served.
    expect((await app.request('/blog/spring-shipping')).status).toBe(404);
    const response = await revalidate(app, { slug: 'spring-shipping' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: { slug: 'spring-shipping' } });
    const page = await app.request('/blog/spring-shipping');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Spring shipping');
  });

  it('drops the lists with an empty body, so the blog index shows the new post', async () => {
    const { app } = await appWith({ ...cms, BLOG_REVALIDATE_SECRET: SECRET });
    expect(await (await app.request('/blog')).text()).not.toContain('Spring shipping');
    nodes.unshift(wpNode({ slug: 'spring-shipping', date: '2026-11-25T08:00:00', title: 'Spring shipping' }));
    expect((await revalidate(app, {})).status).toBe(200);
    expect(await (await app.request('/blog')).text()).toContain('Spring shipping');
  });

  it('refuses a body whose slug is not a slug with a JSON 400', async () => {
    const { app } = await appWith({ ...cms, BLOG_REVALIDATE_SECRET: SECRET });
    const response = await revalidate(app, { slug: '../../etc' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, errors: [{ path: 'slug' }] });
  });

  it('is not there with a CMS but no secret', async () => {
    const { app } = await appWith(cms);
    const response = await revalidate(app, {});
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
  });

  it('logs a wrong secret as one warning line through the server log, without the secret sent', async () => {
    const { log, lines } = memoryLog();
    server.use(wpPostsHandler(() => []));
    const configured = await createConfiguredApp({
      lookups: fakeLookups(),
      env: { ...cms, BLOG_REVALIDATE_SECRET: SECRET },
      log,
    });
    opened.push(configured);
    const guess = 'a-guess-of-the-revalidate-secret-0123';
    expect((await revalidate(configured.app, {}, guess)).status).toBe(401);
    const refused = lines.filter((line) => line.includes('revalidate'));
    expect(refused).toHaveLength(1);
    expect(JSON.parse(refused[0] ?? '{}')).toEqual({
      level: 'warn',
      message: '[blog] refused a revalidate call',
      reason: 'wrong secret',
      tries_left: 4,
    });
    expect(lines.join('\n')).not.toContain(guess);
  });
});

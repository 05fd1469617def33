/**
 * The PHP a broker copies from docs/wordpress/README.md, run by PHP itself: every snippet parses on its own
 * (`php -l`), and the revalidate mu-plugin, run in tests/support/wordpress-harness.php against a real socket,
 * sends one call per request after the editor's answer, names a trashed post by its published slug, and
 * gives up within its one-second timeout when the site hangs. Under CI a missing PHP fails the run; on a
 * developer machine without PHP the file is skipped with the reason printed once.
 */
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const README = fileURLToPath(new URL('../../docs/wordpress/README.md', import.meta.url));
const REVALIDATE_PLUGIN = fileURLToPath(
  new URL('../../docs/wordpress/mu-plugins/shipquote-revalidate.php', import.meta.url),
);
const HARNESS = fileURLToPath(new URL('../support/wordpress-harness.php', import.meta.url));
const SECRET = 'wordpress-revalidate-secret-0123456789';
/** The plugin's timeout is one second; PHP's start and a busy machine get the rest. */
const HUNG_SITE_LIMIT_MS = 1_500;
/** Long enough for a plugin that waits WordPress's default five seconds to fail on its timing, not time out. */
const PHP_RUN_TIMEOUT_MS = 20_000;

function whyNoPhp(): string | undefined {
  try {
    execFileSync('php', ['--version'], { stdio: 'ignore' });
    return undefined;
  } catch (error) {
    return `php cannot be run: ${error instanceof Error ? error.message : String(error)}`;
  }
}

const noPhp = whyNoPhp();
if (noPhp !== undefined) {
  if (process.env.CI) throw new Error(`PHP is required under CI (.ci/run installs php-cli): ${noPhp}`);
  console.warn(`WordPress PHP tests skipped: ${noPhp}`);
}

interface HarnessEvent {
  event: string;
  hook?: string;
  url?: string;
  timeout?: number;
  status?: number;
  error?: string;
}

interface HarnessRun {
  events: HarnessEvent[];
  shutdownMs: number;
  stderr: string;
}

interface WpPost {
  ID: number;
  post_type: string;
  post_status: string;
  post_name: string;
}

interface Scenario {
  siteUrl: string;
  posts: WpPost[];
  meta?: Record<number, Record<string, string>>;
  /** [hook, arguments]; `{ post: id }` stands for that post. */
  actions: [string, unknown[]][];
  finishRequest?: boolean;
}

async function runPlugin(scenario: Scenario): Promise<HarnessRun> {
  const input = {
    plugin: REVALIDATE_PLUGIN,
    constants: { SHIPQUOTE_SITE_URL: scenario.siteUrl, SHIPQUOTE_REVALIDATE_SECRET: SECRET },
    posts: Object.fromEntries(scenario.posts.map((post) => [post.ID, post])),
    meta: scenario.meta ?? {},
    actions: scenario.actions,
    finishRequest: scenario.finishRequest ?? false,
  };
  const { stdout, stderr } = await promisify(execFile)(
    'php',
    ['-d', 'display_errors=stderr', HARNESS, JSON.stringify(input)],
    { timeout: PHP_RUN_TIMEOUT_MS },
  );
  return { ...(JSON.parse(stdout) as Omit<HarnessRun, 'stderr'>), stderr };
}

interface Received {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A site that answers the revalidate call as the real one does, and keeps what it was sent. */
async function answeringSite(): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server: HttpServer = createHttpServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"revalidated":"lists"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, received };
}

/** A site that accepts the connection, reads the call and never answers. */
async function hangingSite(): Promise<{ url: string; received: () => string }> {
  let data = '';
  const sockets: Socket[] = [];
  const server: TcpServer = createTcpServer((socket) => {
    sockets.push(socket);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, received: () => data };
}

interface RecordedStep {
  request: string;
  answer?: { id: number; status: string; slug: string };
  revalidateCalls: { body: string }[];
}

/**
 * What the hook used to send from a real WordPress 6.1.9 while the block editor published a post, saved its
 * meta boxes, edited it, saved them again and trashed it (recorded in tests/fixtures/wordpress/).
 */
const recorded = JSON.parse(
  readFileSync(new URL('../fixtures/wordpress/revalidate-calls.json', import.meta.url), 'utf8'),
) as { steps: RecordedStep[] };
const recordedStep = (request: string) => recorded.steps.find((step) => step.request.startsWith(request))!;
const publishAnswer = recordedStep('POST /wp-json/wp/v2/posts/ID (publish)').answer!;
const trashAnswer = recordedStep('DELETE /wp-json/wp/v2/posts/ID (move to trash)').answer!;

const PUBLISHED: WpPost = {
  ID: publishAnswer.id,
  post_type: 'post',
  post_status: 'publish',
  post_name: publishAnswer.slug,
};
const TRASHED: WpPost = { ...PUBLISHED, post_status: 'trash', post_name: trashAnswer.slug };
const THE_POST = { post: PUBLISHED.ID };
/** WordPress keeps the slug a trashed post was published under, to give it back on restore. */
const TRASH_META = { [PUBLISHED.ID]: { _wp_desired_post_slug: PUBLISHED.post_name } };

/** Each editor request of the recording and the hooks WordPress fires in it, in order. */
const SESSION: { name: string; request: string; post: WpPost; actions: Scenario['actions'] }[] = [
  {
    name: 'the publish',
    request: 'POST /wp-json/wp/v2/posts/ID (publish)',
    post: PUBLISHED,
    actions: [['transition_post_status', ['publish', 'auto-draft', THE_POST]]],
  },
  {
    name: 'the meta-box save after publishing',
    request: 'POST /wp-admin/post.php?post=ID&action=edit&meta-box-loader=1 (ACF meta box, after publish)',
    post: PUBLISHED,
    actions: [
      ['transition_post_status', ['publish', 'publish', THE_POST]],
      ['acf/save_post', [PUBLISHED.ID]],
    ],
  },
  {
    name: 'the edit while published',
    request: 'POST /wp-json/wp/v2/posts/ID (edit the published post: new title)',
    post: PUBLISHED,
    actions: [['transition_post_status', ['publish', 'publish', THE_POST]]],
  },
  {
    name: 'the move to the trash',
    request: 'DELETE /wp-json/wp/v2/posts/ID (move to trash)',
    post: TRASHED,
    actions: [['transition_post_status', ['trash', 'publish', THE_POST]]],
  },
];

const hooksFired = (run: HarnessRun) => run.events.filter((event) => event.event !== 'action').map((e) => e.event);

describe.skipIf(noPhp !== undefined)('the PHP snippets of the WordPress guide', () => {
  const blocks = [...readFileSync(README, 'utf8').matchAll(/```php\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');

  it('has the three snippets a broker copies: the two mu-plugins and the wp-config.php lines', () => {
    expect(blocks).toHaveLength(3);
  });

  it.each(blocks.map((block, index) => [index + 1, block] as const))(
    'snippet %i is a whole file or a fragment with no opening tag, and php -l passes it',
    (_index, block) => {
      const openingTags = block.split('<?php').length - 1;
      if (openingTags > 0) {
        expect(block.startsWith('<?php\n')).toBe(true);
        expect(openingTags).toBe(1);
      }
      const source = openingTags > 0 ? block : `<?php\n${block}`;
      const output = execFileSync('php', ['-l'], { input: source, encoding: 'utf8' });
      expect(output).toContain('No syntax errors detected');
    },
  );
});

describe.skipIf(noPhp !== undefined)('the revalidate mu-plugin, run by PHP', { timeout: PHP_RUN_TIMEOUT_MS }, () => {
  it.each(SESSION)(
    'makes one call for $name, as the block editor sends it, naming the post by its published slug',
    async ({ request, post, actions }) => {
      expect(recordedStep(request).revalidateCalls.length).toBeGreaterThan(0);
      const site = await answeringSite();
      const run = await runPlugin({ siteUrl: site.url, posts: [post], meta: TRASH_META, actions });
      expect(site.received).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: '/api/blog/revalidate',
          body: JSON.stringify({ slug: PUBLISHED.post_name }),
        }),
      ]);
      expect(site.received[0]?.headers).toMatchObject({
        'content-type': 'application/json',
        'x-shipquote-revalidate-secret': SECRET,
      });
      expect(run.stderr).toBe('');
    },
  );

  it('strips the __trashed suffix when WordPress kept no published slug', async () => {
    const site = await answeringSite();
    await runPlugin({
      siteUrl: site.url,
      posts: [TRASHED],
      actions: [['transition_post_status', ['trash', 'publish', THE_POST]]],
    });
    expect(site.received.map((call) => call.body)).toEqual([JSON.stringify({ slug: PUBLISHED.post_name })]);
  });

  it('tells the site of a post put back to draft, and sends a numeric slug as a string', async () => {
    const site = await answeringSite();
    const drafted: WpPost = { ...PUBLISHED, post_status: 'draft', post_name: '2027' };
    await runPlugin({
      siteUrl: site.url,
      posts: [drafted],
      actions: [['transition_post_status', ['draft', 'publish', THE_POST]]],
    });
    expect(site.received.map((call) => call.body)).toEqual(['{"slug":"2027"}']);
  });

  it('sends {} for the lists, once, when a bulk action changes several posts', async () => {
    const site = await answeringSite();
    const other: WpPost = { ...TRASHED, ID: PUBLISHED.ID + 1, post_name: 'winter-rates__trashed' };
    await runPlugin({
      siteUrl: site.url,
      posts: [TRASHED, other],
      actions: [
        ['transition_post_status', ['trash', 'publish', THE_POST]],
        ['transition_post_status', ['trash', 'publish', { post: other.ID }]],
      ],
    });
    expect(site.received.map((call) => call.body)).toEqual(['{}']);
  });

  it('says nothing for drafts, pages and ACF options that were never published', async () => {
    const site = await answeringSite();
    const draft: WpPost = { ID: 82, post_type: 'post', post_status: 'draft', post_name: 'not-yet' };
    const page: WpPost = { ID: 83, post_type: 'page', post_status: 'publish', post_name: 'about' };
    const run = await runPlugin({
      siteUrl: site.url,
      posts: [draft, page],
      actions: [
        ['transition_post_status', ['draft', 'draft', { post: 82 }]],
        ['acf/save_post', [82]],
        ['transition_post_status', ['publish', 'publish', { post: 83 }]],
        ['acf/save_post', ['options']],
      ],
    });
    expect(hooksFired(run)).toEqual([]);
    expect(site.received).toEqual([]);
  });

  it('calls only on shutdown, after fastcgi_finish_request has handed the editor its answer', async () => {
    const site = await answeringSite();
    const run = await runPlugin({
      siteUrl: site.url,
      posts: [PUBLISHED],
      actions: [['transition_post_status', ['publish', 'draft', THE_POST]]],
      finishRequest: true,
    });
    expect(run.events.map((event) => event.hook ?? event.event)).toEqual([
      'transition_post_status',
      'shutdown',
      'fastcgi_finish_request',
      'wp_remote_post',
      'answer',
    ]);
    expect(run.events.find((event) => event.event === 'answer')?.status).toBe(200);
  });

  it('gives up on a site that hangs within its one-second timeout, and logs why', async () => {
    const site = await hangingSite();
    const run = await runPlugin({
      siteUrl: site.url,
      posts: [PUBLISHED],
      actions: [
        ['transition_post_status', ['publish', 'publish', THE_POST]],
        ['acf/save_post', [PUBLISHED.ID]],
      ],
    });
    // The call did reach the site, so the time was spent waiting for its answer.
    expect(site.received()).toContain(JSON.stringify({ slug: PUBLISHED.post_name }));
    expect(run.events.find((event) => event.event === 'wp_remote_post')?.timeout).toBeLessThanOrEqual(1);
    expect(run.shutdownMs).toBeLessThan(HUNG_SITE_LIMIT_MS);
    expect(run.stderr).toContain('ShipQuote revalidate failed: Operation timed out');
    expect(run.stderr).not.toContain(SECRET);
  });
});

/**
 * A stand-in for WPGraphQL that answers every query with the recorded WordPress answer
 * (tests/support/editor-blocks-fixture.ts) and one post more, with a row of every section layout
 * (every-layout-wordpress.ts), the CMS's origin rewritten to this server's; it serves every upload they name
 * as a 1×1 picture: enough for the page's layout, whose image boxes come from the width and height
 * attributes.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RECORDED_ANSWER_TEXT, RECORDED_CMS_ORIGIN } from '../../support/editor-blocks-fixture';
import { EVERY_LAYOUT_NODE } from './every-layout-wordpress';

const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The origin of the hand-written post's uploads (tests/support/wordpress-fixtures.ts). */
const FIXTURE_CMS_ORIGIN = 'https://cms.example/';

export interface RecordedWordPress {
  /** The GraphQL endpoint, for WP_GRAPHQL_URL. */
  url: string;
  close(): Promise<void>;
}

/** The answer with every upload on `origin`. */
function answerFrom(origin: string): string {
  // Inside `shipquoteSections`, JSON in a JSON string, the recorded origin is written with "\/".
  const escaped = (text: string) => text.replaceAll('/', '\\\\/');
  const recorded = JSON.parse(
    RECORDED_ANSWER_TEXT.replaceAll(RECORDED_CMS_ORIGIN, origin).replaceAll(
      escaped(RECORDED_CMS_ORIGIN),
      escaped(origin),
    ),
  ) as { data: { posts: { nodes: unknown[] } } };
  const extra = JSON.parse(JSON.stringify(EVERY_LAYOUT_NODE).replaceAll(FIXTURE_CMS_ORIGIN, `${origin}/`));
  recorded.data.posts.nodes.push(extra);
  return JSON.stringify(recorded);
}

export async function startRecordedWordPress(): Promise<RecordedWordPress> {
  let answer = '';
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.method === 'POST') {
        response.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' }).end(answer);
      } else if (request.url?.startsWith('/wp-content/uploads/')) {
        response.writeHead(200, { 'Content-Type': 'image/png' }).end(PIXEL);
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  answer = answerFrom(`http://127.0.0.1:${port}`);
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

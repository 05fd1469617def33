/**
 * A stand-in for WPGraphQL that answers every query with the recorded WordPress answer
 * (tests/support/editor-blocks-fixture.ts), its origin rewritten to this server's, and serves every
 * upload it names as a 1×1 picture: enough for the page's layout, whose image boxes come from the width
 * and height attributes.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RECORDED_ANSWER_TEXT, RECORDED_CMS_ORIGIN } from '../../support/editor-blocks-fixture';

const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface RecordedWordPress {
  /** The GraphQL endpoint, for WP_GRAPHQL_URL. */
  url: string;
  close(): Promise<void>;
}

export async function startRecordedWordPress(): Promise<RecordedWordPress> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      if (request.method === 'POST') {
        // Inside `shipquoteSections`, JSON in a JSON string, the origin is written with "\/".
        const escaped = (text: string) => text.replaceAll('/', '\\\\/');
        const body = RECORDED_ANSWER_TEXT.replaceAll(RECORDED_CMS_ORIGIN, origin).replaceAll(
          escaped(RECORDED_CMS_ORIGIN),
          escaped(origin),
        );
        response.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' }).end(body);
      } else if (request.url?.startsWith('/wp-content/uploads/')) {
        response.writeHead(200, { 'Content-Type': 'image/png' }).end(PIXEL);
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

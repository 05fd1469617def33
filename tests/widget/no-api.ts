/**
 * For a widget test file whose widgets ask the API nothing (the script as a partner page loads it, the
 * lazy chunks): unlike useRealApi (harness.ts) it loads no server code and builds no offline indexes,
 * which took seconds in each of these files, since the files of widget-isolated share nothing. A request
 * to the API fails the test that made it. Cleans up after every test as useRealApi does.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { API, cleanUpAfterTest } from './harness';

export function useNoApi(): void {
  const asked: string[] = [];
  const server = setupServer(
    http.all(`${API}/*`, ({ request }) => {
      asked.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.error();
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanUpAfterTest();
    expect(asked.splice(0), 'requests to the API, which this file does not serve').toEqual([]);
  });
  afterAll(() => server.close());
}

/**
 * The floor `npm run bench` measures the lookups against: a hello-world Hono app on @hono/node-server,
 * alone in its process as the real server is, that reads a small JSON body and answers a small JSON
 * body on the lookup's own path, so the same autocannon requests reach both. Nothing else: no
 * middleware, no validation, no search. It prints the line server-process.mjs waits for.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.post('*', async (c) => {
  const { input } = await c.req.json();
  return c.json({ data: [input] });
});

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  console.log(`ShipQuote running at http://localhost:${info.port}/ (the bench's floor: hello-world Hono)`);
});

/**
 * The real server for `npm run soak`: site/server.ts itself, in this process, unchanged, with one addition
 * that only the soak's own process can reach. Asked over the IPC channel Node opens between a parent and
 * the child it spawns (no port, no endpoint), it runs a full garbage collection (`gc()`, which node's
 * --expose-gc flag provides) and answers process.memoryUsage(): the heap that is still reachable after
 * collection, which is what grows when something leaks, and how much of it is compiled code. Started by scripts/soak.ts through
 * scripts/server-process.mjs with `ipc: true` and `--expose-gc`.
 */
import { getHeapSpaceStatistics } from 'node:v8';

const collect = /** @type {(() => void) | undefined} */ (globalThis.gc);
if (typeof collect !== 'function' || typeof process.send !== 'function') {
  console.error('soak-server.mjs is started by npm run soak: it needs node --expose-gc and an IPC channel.');
  process.exit(2);
}

process.on('message', (message) => {
  if (typeof message !== 'object' || message === null || message.type !== 'heap') return;
  collect();
  const { rss, heapUsed } = process.memoryUsage();
  // Compiled code lives on the heap too, and grows for a while as more of the server is optimised.
  const code = getHeapSpaceStatistics().find((space) => space.space_name === 'code_space')?.space_used_size ?? 0;
  process.send?.({ type: 'heap', id: message.id, rss, heapUsed, code });
});
// The IPC channel must not keep a server that is told to stop alive; the server's own socket does that.
process.channel?.unref();

await import('../site/server.ts');

/**
 * The real server for `npm run soak`: site/server.ts itself, in this process, unchanged, with one addition
 * that only the soak's own process can reach. Asked over the IPC channel Node opens between a parent and
 * the child it spawns (no port, no endpoint), it runs a full garbage collection (`gc()`, which node's
 * --expose-gc flag provides) and answers process.memoryUsage(): the heap that is still reachable after
 * collection, which is what grows when something leaks. Started by scripts/soak.ts through
 * scripts/server-process.mjs with `ipc: true` and `--expose-gc`.
 */

const collect = /** @type {(() => void) | undefined} */ (globalThis.gc);
if (typeof collect !== 'function' || typeof process.send !== 'function') {
  console.error('soak-server.mjs is started by npm run soak: it needs node --expose-gc and an IPC channel.');
  process.exit(2);
}

process.on('message', (message) => {
  if (typeof message !== 'object' || message === null || message.type !== 'heap') return;
  collect();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  process.send?.({ type: 'heap', id: message.id, rss, heapUsed, heapTotal, external });
});
// The IPC channel must not keep a server that is told to stop alive; the server's own socket does that.
process.channel?.unref();

await import('../site/server.ts');

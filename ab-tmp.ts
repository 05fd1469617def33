import { createConfiguredApp } from './tests/support/configured-app';
const off = await createConfiguredApp();
const on = await createConfiguredApp({ env: { METRICS_TOKEN: 'Metrics-Bench-Token-0123456789-abcdef' } });
const body = JSON.stringify({ input: 'toy' });
async function batch(app: typeof off.app, n: number) {
  const t = performance.now();
  for (let i = 0; i < n; i++) {
    const r = await app.request('/api/makeLookup', { method: 'POST', body, headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) } });
    await r.arrayBuffer();
  }
  return ((performance.now() - t) * 1000) / n;
}
await batch(off.app, 3000); await batch(on.app, 3000);
const res: Record<string, number[]> = { off: [], on: [] };
for (let round = 0; round < 8; round++) {
  res.off.push(await batch(off.app, 5000));
  res.on.push(await batch(on.app, 5000));
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
console.log('µs/request off', res.off.map((x) => x.toFixed(1)).join(' '), 'median', med(res.off).toFixed(1));
console.log('µs/request on ', res.on.map((x) => x.toFixed(1)).join(' '), 'median', med(res.on).toFixed(1));
await off.close(); await on.close();

/**
 * Lazy chunks: the first script renders a complete, working form; the lookup comboboxes and the
 * calendar arrive as separate scripts from the widget's own origin (issue #2 size budget). Each
 * chunk is a classic script that registers itself here, so it works on pages whose CSP is
 * `script-src 'self'` plus our origin, and it shares this script's Preact (rollup.config.mjs).
 */
import type { DatePickerChunk } from './date-picker/chunk';
import type { LookupChunk } from './lookup/chunk';
import type { StepsChunk } from './steps/chunk';

export interface Chunks {
  lookup: LookupChunk;
  'date-picker': DatePickerChunk;
  steps: StepsChunk;
}
export type ChunkName = keyof Chunks;

declare global {
  interface Window {
    __quoteWidgetChunks?: Partial<Chunks>;
  }
}

/** Called by each chunk when its script runs. */
export function registerChunk<N extends ChunkName>(name: N, value: Chunks[N]): void {
  window.__quoteWidgetChunks ??= {};
  window.__quoteWidgetChunks[name] = value;
}

export function loadedChunk<N extends ChunkName>(name: N): Chunks[N] | undefined {
  return window.__quoteWidgetChunks?.[name] as Chunks[N] | undefined;
}

const pending = new Map<ChunkName, Promise<unknown>>();

export function loadChunk<N extends ChunkName>(name: N, scriptBase: string): Promise<Chunks[N]> {
  const ready = loadedChunk(name);
  if (ready) return Promise.resolve(ready);
  const inFlight = pending.get(name);
  if (inFlight) return inFlight as Promise<Chunks[N]>;
  const promise = new Promise<Chunks[N]>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL(__QW_CHUNKS__[name] ?? `chunks/${name}.js`, scriptBase).href;
    script.async = true;
    script.onload = () => {
      const loaded = loadedChunk(name);
      if (loaded) resolve(loaded);
      else reject(new Error(`The ${name} chunk did not register`));
    };
    script.onerror = () => reject(new Error(`The ${name} chunk failed to load`));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    // Let a later attempt try again: a flaky connection should not disable the feature for good.
    pending.delete(name);
    throw error;
  });
  pending.set(name, promise);
  return promise;
}

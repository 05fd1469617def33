/**
 * Lazy chunks: the first script renders a complete, working form; the lookup comboboxes and the
 * calendar arrive as separate scripts from the widget's own origin, so the first
 * script stays within its size budget (scripts/size.mjs). Each
 * chunk is a classic script that registers itself here, so it works on pages whose CSP is
 * `script-src 'self'` plus our origin, and it shares this script's Preact (rollup.config.mjs).
 */
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { adoptCss } from './styles';

declare global {
  /**
   * Each chunk.ts adds its own entry, so this module needs no import of the chunks,
   * which import it to register.
   */
  interface QuoteWidgetChunks {}
  interface Window {
    __quoteWidgetChunks?: Partial<QuoteWidgetChunks>;
    /** Trusted Types, where the browser has them (TypeScript's DOM library does not declare them yet). */
    trustedTypes?: {
      createPolicy(
        name: string,
        rules: { createScriptURL(url: string): string },
      ): {
        createScriptURL(url: string): string;
      };
    };
  }
}

export type Chunks = QuoteWidgetChunks;
export type ChunkName = keyof Chunks;

/** Called by each chunk when its script runs. */
export function registerChunk<N extends ChunkName>(name: N, value: Chunks[N]): void {
  window.__quoteWidgetChunks ??= {};
  window.__quoteWidgetChunks[name] = value;
}

export function loadedChunk<N extends ChunkName>(name: N): Chunks[N] | undefined {
  return window.__quoteWidgetChunks?.[name] as Chunks[N] | undefined;
}

const pending = new Map<ChunkName, Promise<unknown>>();

/**
 * A page whose CSP says `require-trusted-types-for 'script'` refuses a plain string as a script's
 * address. The widget makes its one policy, named `quote-widget`, the first time it loads a chunk; a
 * partner allows it with `trusted-types quote-widget`. The policy object never leaves this module, so
 * it turns only the chunk addresses built below into trusted ones. Where the policy cannot be made (no
 * Trusted Types, or a page that does not allow the name), the address stays a plain string: browsers without
 * enforcement accept it, and an enforcing page that left the name out gets the retry message.
 */
let policy: { createScriptURL(url: string): string } | undefined;

function scriptUrl(url: string): string {
  try {
    policy ??= window.trustedTypes?.createPolicy('quote-widget', { createScriptURL: (u) => u });
  } catch {}
  return policy ? policy.createScriptURL(url) : url;
}

function loadChunk<N extends ChunkName>(name: N, scriptBase: string): Promise<Chunks[N]> {
  const ready = loadedChunk(name);
  if (ready) return Promise.resolve(ready);
  const inFlight = pending.get(name);
  if (inFlight) return inFlight as Promise<Chunks[N]>;
  const promise = new Promise<Chunks[N]>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl(new URL(__QW_CHUNKS__[name] ?? `chunks/${name}.js`, scriptBase).href);
    script.async = true;
    // The reason is never shown: a failed chunk only offers the visitor another try.
    script.onload = () => {
      const loaded = loadedChunk(name);
      loaded ? resolve(loaded) : reject();
    };
    script.onerror = reject;
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    // Let a later attempt try again: a flaky connection should not disable the feature for good.
    pending.delete(name);
    throw error;
  });
  pending.set(name, promise);
  return promise;
}

/**
 * A lazy chunk in a component: [the chunk once it is here (its stylesheet adopted into the widget's
 * shadow root), whether the last attempt failed, `load` to ask for it (again)]. `eager` asks on mount;
 * `onArrive` runs just before the chunk replaces what was rendered without it. A tuple, because the
 * first script's bytes are counted.
 */
export function useChunk<N extends ChunkName>(
  name: N,
  root: ShadowRoot,
  scriptBase: string,
  eager?: boolean,
  onArrive?: () => void,
): [Chunks[N] | undefined, boolean, () => void] {
  const [chunk, setChunk] = useState(() => loadedChunk(name));
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    loadChunk(name, scriptBase).then(
      (loaded) => {
        onArrive?.();
        setChunk(loaded);
      },
      () => setFailed(true),
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked for once, on mount
  useEffect(() => {
    if (eager && !chunk) load();
  }, []);
  // Before the browser paints: an effect runs after the next frame, which would draw the chunk's elements
  // once without their stylesheet (an empty note taking a row of its field) and then move them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `root` is fixed for the widget's life
  useLayoutEffect(() => {
    if (chunk) adoptCss(root, chunk.css);
  }, [chunk]);
  return [chunk, failed, load];
}

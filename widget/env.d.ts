declare module '*.css?raw' {
  const css: string;
  export default css;
}

/** Lazy chunk file names, filled in by rollup (rollup.config.mjs). */
declare const __QW_CHUNKS__: Record<string, string>;

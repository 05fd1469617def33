export const SITE_LAYERS: readonly string[];
/** The funnel's stages in the visitor's order. */
export const FUNNEL_STAGES: readonly string[];
export const SITE_LEAVES: readonly string[];
export function checkImports(root: string, extra?: Record<string, string>): string[];

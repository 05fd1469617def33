export const SITE_LAYERS: readonly string[];
export const SITE_LEAVES: readonly string[];
export function checkImports(root: string, extra?: Record<string, string>): string[];

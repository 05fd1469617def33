export const SITE_LAYERS: readonly string[];
/** The funnel's stages in the visitor's order. */
export const FUNNEL_STAGES: readonly string[];
export const SITE_LEAVES: readonly string[];
/** A tree read once: its root and each source file's imports, by path relative to the root. */
export interface SourceTree {
  readonly root: string;
  readonly imports: ReadonlyMap<string, readonly { specifier: string; line: number }[]>;
}
export function readSourceTree(root: string): SourceTree;
export function checkImports(root: string | SourceTree, extra?: Record<string, string>): string[];

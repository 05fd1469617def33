export interface DevelopmentBuildsUnread {
  name: string;
  /** A development build's `require`s alone, null (read as usual) for any other file. */
  load(id: string): string | null;
}

export const DEVELOPMENT_BUILD: RegExp;
export function requiresOnly(code: string): string;
export function developmentBuildsUnread(): DevelopmentBuildsUnread;

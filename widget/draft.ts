/**
 * The visitor's unfinished quote, kept in sessionStorage so a reload loses nothing.
 * Storage can be missing, full or blocked (private modes, sandboxed iframes): every access is
 * guarded and a failure only means the draft is not kept.
 */
export function loadDraft<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept: storage blocked or full.
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

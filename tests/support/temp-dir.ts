/** Test helper: a fresh temporary folder per test, removed afterwards (nothing is written under ./data). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

/** Registers the hooks; call `dir()` inside a test for that test's folder. */
export function withTempDir(): { dir: () => string } {
  let current: string | undefined;
  beforeEach(() => {
    current = mkdtempSync(join(tmpdir(), 'shipquote-leads-'));
  });
  afterEach(() => {
    if (current) rmSync(current, { recursive: true, force: true });
    current = undefined;
  });
  return {
    dir: () => {
      if (!current) throw new Error('withTempDir: no test is running');
      return current;
    },
  };
}

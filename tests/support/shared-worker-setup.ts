/**
 * Setup file of every vitest project (vitest.config.ts). The test files of a project share their worker
 * (isolate: false): modules, globals and the environment stay from one file to the next, and vitest itself
 * restores only spies between files. What a file could leave behind for the next one is put back when the
 * file ends: the real clock, stubbed globals and environment variables.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

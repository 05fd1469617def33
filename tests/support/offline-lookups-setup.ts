/**
 * Setup file of the unit and storage projects (vitest.config.ts): builds the offline indexes before the
 * worker's first test file is collected. Their files share a worker, so the indexes are built once per
 * worker, and not inside the hook or test of whichever file first asks the real lookups, under a timeout
 * meant for that hook or test: the build takes seconds when the machine is busy with other work.
 */

// A file with a browser-like environment of its own (a `@vitest-environment` comment) runs in a worker of
// its own, asks no lookups, and must not even import them: there the global URL is the page's, which the
// lookups' `new URL(…, import.meta.url)` file paths cannot be made from.
if (typeof window === 'undefined') {
  const { loadLookups } = await import('../../site/lookup');
  loadLookups();
}

export {};

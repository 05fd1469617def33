/** Reads a JSON file of ./data/ (this folder's own copies, never ../shared: see data/PROVENANCE.md). */
import { readFileSync } from 'node:fs';

export function readDataFile(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8'));
}

/** Start-up fails loudly on a damaged data file rather than answering every lookup with nothing. */
export function assertArray(value: unknown, what: string): asserts value is unknown[] {
  if (!Array.isArray(value) || value.length === 0) throw new Error(`site/lookup/data: ${what} is missing or empty`);
}

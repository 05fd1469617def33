/**
 * Reads a rate file from disk (RATE_TABLE_FILE, or a file the pricing command is given): its text, its
 * JSON, then its rules (rate-table-schema.ts). Each problem is one line that names the file and, for a
 * rule, the field.
 */
import { readFileSync } from 'node:fs';
import { type RateTableRead, readRateTable } from './rate-table-schema';

export type RateFileRead = (RateTableRead & { ok: true; json: unknown }) | { ok: false; problem: string };

export function readRateTableFile(path: string): RateFileRead {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, problem: `${path}: cannot be read (${code ?? 'unreadable'})` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `${path}: is not JSON (${(error as Error).message})` };
  }
  const read = readRateTable(json);
  return read.ok ? { ...read, json } : { ok: false, problem: `${path}: ${read.problem}` };
}

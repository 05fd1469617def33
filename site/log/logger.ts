/**
 * The server's log: a message and a few flat fields, one JSON object per line. Callers pass lead numbers,
 * statuses and error names only, never a name, email or phone: logs are read by more people and kept
 * longer than the database.
 */
import { redactUrls } from './redact-url';

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Readonly<Record<string, string | number | boolean | null>>;
export type Logger = (level: LogLevel, message: string, fields?: LogFields) => void;

/**
 * Characters JSON.stringify leaves as they are but some log viewers break lines at (line and paragraph
 * separators, next line): escaped too, so one entry is always one line wherever it is read.
 */
const LINE_BREAKS_JSON_KEEPS = /[\u0085\u2028\u2029]/g;

/**
 * One entry as one line of JSON: `level` and `message` first (a field cannot overwrite them), every text
 * with its addresses cut to their origin (redact-url.ts), every line break escaped.
 */
export function formatLogLine(level: LogLevel, message: string, fields: LogFields = {}): string {
  const entry: Record<string, string | number | boolean | null> = { level, message: redactUrls(message) };
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'level' || key === 'message') continue;
    entry[key] = typeof value === 'string' ? redactUrls(value) : value;
  }
  return JSON.stringify(entry).replace(
    LINE_BREAKS_JSON_KEEPS,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Errors to stderr, the rest to stdout, easy to ship to any log store. */
export const consoleLogger: Logger = (level, message, fields = {}) => {
  const line = formatLogLine(level, message, fields);
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
};

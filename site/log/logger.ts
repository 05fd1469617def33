/**
 * The server's log: a message and a few flat fields, one JSON object per line, written by pino. Callers
 * pass lead numbers, statuses and error names only, never a name, email or phone: logs are read by more
 * people and kept longer than the database.
 */
import pino, { type DestinationStream } from 'pino';
import { redactUrls } from './redact-url';

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Readonly<Record<string, string | number | boolean | null>>;

/** pino's levels, each taking a message and flat fields. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** The same log with `fields` on every entry (pino's child logger), for one part of the server. */
  child(fields: LogFields): Logger;
}

/**
 * Characters JSON leaves as they are but some log viewers break lines at (line and paragraph separators,
 * next line): escaped too, so one entry is always one line wherever it is read.
 */
const LINE_BREAKS_JSON_KEEPS = /[\u0085\u2028\u2029]/g;

/**
 * `level` (by name) and `message` first, no time, pid or host name: the log store adds its own. Every
 * top-level text has its addresses cut to their origin (redact-url.ts), the message included.
 */
const OPTIONS: pino.LoggerOptions = {
  base: null,
  timestamp: false,
  formatters: { level: (label) => ({ level: label }) },
  redact: { paths: ['*'], censor: (value) => (typeof value === 'string' ? redactUrls(value) : value) },
  hooks: {
    streamWrite: (line) =>
      line.replace(LINE_BREAKS_JSON_KEEPS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
  },
};

/** The entry pino writes: the message among the fields, first, so a field cannot overwrite it or the level. */
function entry(message: string, fields: LogFields): Record<string, string | number | boolean | null> {
  const result: Record<string, string | number | boolean | null> = { message };
  for (const [key, value] of Object.entries(fields)) {
    if (key !== 'level' && key !== 'message') result[key] = value;
  }
  return result;
}

function wrap(log: pino.Logger): Logger {
  return {
    info: (message, fields = {}) => log.info(entry(message, fields)),
    warn: (message, fields = {}) => log.warn(entry(message, fields)),
    error: (message, fields = {}) => log.error(entry(message, fields)),
    child: (fields) => wrap(log.child(fields)),
  };
}

/** A log written to `destination`, one line per entry: the console's below, a test's own array. */
export function createLogger(destination: DestinationStream): Logger {
  return wrap(pino(OPTIONS, destination));
}

/** Errors and warnings to stderr, the rest to stdout, easy to ship to any log store; written at once. */
export const consoleLogger: Logger = createLogger(
  pino.multistream(
    [
      { level: 'info', stream: pino.destination({ dest: 1, sync: true }) },
      { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
    ],
    { dedupe: true },
  ),
);

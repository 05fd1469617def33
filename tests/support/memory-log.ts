/**
 * Test helper: the server's real log (site/log/logger.ts, pino) written to memory, so a test reads the
 * lines exactly as they would be written, and each entry read back.
 */
import { createLogger, type LogFields, type Logger, type LogLevel } from '../../site/log/logger';

export interface LogEntry {
  level: LogLevel;
  message: string;
  /** Every other key of the entry, a child logger's included. */
  fields: LogFields;
}

export interface MemoryLog {
  log: Logger;
  /** Each entry's line, without its newline. */
  lines: string[];
  entries: LogEntry[];
}

/** `onEntry`, when given, is told each entry as it is written. */
export function memoryLog(onEntry?: (entry: LogEntry, line: string) => void): MemoryLog {
  const lines: string[] = [];
  const entries: LogEntry[] = [];
  const log = createLogger({
    write(text: string) {
      const line = text.replace(/\n$/, '');
      lines.push(line);
      const { level, message, ...fields } = JSON.parse(line) as { level: LogLevel; message: string } & LogFields;
      const entry = { level, message, fields };
      entries.push(entry);
      onEntry?.(entry, line);
    },
  });
  return { log, lines, entries };
}

/** One entry as the log writes it: one line of JSON. */
export function logLine(level: LogLevel, message: string, fields?: LogFields): string {
  const { log, lines } = memoryLog();
  log[level](message, fields);
  return lines[0] ?? '';
}

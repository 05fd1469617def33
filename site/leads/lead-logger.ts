/**
 * The leads modules' log: a message and a few flat fields. Callers pass lead numbers, statuses and error
 * names only, never a name, email or phone: logs are read by more people and kept longer than the
 * database.
 */

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Readonly<Record<string, string | number | boolean | null>>;
export type LeadLogger = (level: LogLevel, message: string, fields?: LogFields) => void;

/** One JSON line per entry on the console, easy to ship to any log store. */
export const consoleLeadLogger: LeadLogger = (level, message, fields = {}) => {
  const line = JSON.stringify({ level, message, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
};

/**
 * The last word of a process that hits an exception nobody caught: one log line (Node's own report spreads
 * the stack over many lines and prints the message, which can quote personal data), then exit 1.
 */

import { errorLogFields } from './error-log-fields';
import type { Logger } from './logger';

export function logCrashAndExit(log: Logger, exit: (code: number) => void): (error: unknown) => void {
  return (error) => {
    log.error('uncaught exception; exiting', errorLogFields(error));
    exit(1);
  };
}

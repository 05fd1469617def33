/**
 * The last word of a process that hits an exception nobody caught: one log line (Node's own report spreads
 * the stack over many lines and prints the message, which can quote personal data), then exit 1.
 */

import type { Logger } from '../leads';
import { errorLogFields } from './error-log-fields';

export function logCrashAndExit(log: Logger, exit: (code: number) => void): (error: unknown) => void {
  return (error) => {
    log('error', 'uncaught exception; exiting', errorLogFields(error));
    exit(1);
  };
}

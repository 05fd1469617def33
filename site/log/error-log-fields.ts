/**
 * What the log keeps of an unexpected error: its class name and where it was thrown, as flat fields of one
 * log line (site/log/logger.ts).
 */
import type { LogFields } from './logger';

/** Enough frames to find the throwing line and its callers; the rest is framework plumbing. */
const MAX_FRAMES = 7;

/**
 * `name` and `frames` ("at f (file:1:2) | at g (file:3:4)"). Never the message: it can quote the input the
 * code choked on (a name, an email). Only the stack's `at …` lines are kept, because a message with line
 * breaks continues onto the lines after the first one.
 */
export function errorLogFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { name: typeof error, frames: '' };
  const frames = (error.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, MAX_FRAMES);
  return { name: error.name, frames: frames.join(' | ') };
}

/**
 * Runs one of the broker's commands (scripts/*-command.ts) in the test's own process and keeps what it
 * printed: its exit code, and its stdout and stderr lines joined by newlines.
 */
import type { CommandOutput } from '../../scripts/command-output';

export interface CommandRun {
  code: number;
  out: string;
  err: string;
}

export async function runCommand(command: (io: CommandOutput) => Promise<number>): Promise<CommandRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command({ out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

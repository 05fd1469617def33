/** What the broker's commands (scripts/*-command.ts) share: where their lines go and how they refuse a wrong call. */

export interface CommandOutput {
  /** A line for stdout. */
  out(line: string): void;
  /** A line for stderr. */
  err(line: string): void;
}

/** The exit code of every command called wrongly (a missing or unknown argument). */
export const BAD_USAGE = 2;

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Says what is wrong with the call, then how to call it; returns BAD_USAGE. */
export function refuseUsage(io: CommandOutput, usage: string, problem: string): number {
  io.err(problem);
  io.err('');
  io.err(usage);
  return BAD_USAGE;
}

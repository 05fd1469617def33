/**
 * The command line of the broker's commands (scripts/*-command.ts), read by `node:util` parseArgs. It reads
 * leniently (tokens: true, strict: false) so that each mistake is named here in the commands' own words,
 * with the argument quoted back safely, rather than in parseArgs' messages: an unknown option, an option
 * given twice (parseArgs keeps the last), a value missing or given to a switch.
 */
import { parseArgs } from 'node:util';
import { withoutUnprinted } from './printable-text';

/** A command's options by long name: `string` takes a value, `boolean` is a switch. */
export type OptionTypes = Readonly<Record<string, 'string' | 'boolean'>>;

export type OptionValues<O extends OptionTypes> = { -readonly [K in keyof O]?: O[K] extends 'string' ? string : true };

export type CommandLine<O extends OptionTypes> =
  | { kind: 'help' }
  | { kind: 'wrong'; problem: string }
  | { kind: 'read'; values: OptionValues<O>; positionals: string[] };

/** An argument quoted back: without what does not print, and short, since it may be anything pasted. */
export const quoted = (arg: string) => JSON.stringify(withoutUnprinted(arg).slice(0, 40));

/**
 * Reads `args` against `options`; `--name=value` is read like `--name value`, values are trimmed, and
 * everything after `--` is a positional. `--help`, `-h` or `help` as the first positional asks for the
 * usage, whatever else the line holds. Positionals are refused unless `allowPositionals`.
 */
export function readCommandLine<O extends OptionTypes>(
  args: readonly string[],
  options: O,
  { allowPositionals = false } = {},
): CommandLine<O> {
  const { tokens } = parseArgs({
    args: [...args],
    options: {
      ...Object.fromEntries(Object.entries(options).map(([name, type]) => [name, { type }])),
      help: { type: 'boolean', short: 'h' },
    },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const positionals = tokens.flatMap((token) => (token.kind === 'positional' ? [token.value] : []));
  if (positionals[0] === 'help' || tokens.some((token) => token.kind === 'option' && token.name === 'help')) {
    return { kind: 'help' };
  }

  const wrong = (problem: string): CommandLine<O> => ({ kind: 'wrong', problem });
  const values: Record<string, string | true> = {};
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      if (!allowPositionals) return wrong(`Unknown argument ${quoted(token.value)}.`);
      continue;
    }
    const type = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (type === undefined) return wrong(`Unknown argument ${quoted(args[token.index] ?? token.rawName)}.`);
    const name = `--${token.name}`;
    if (token.name in values) return wrong(`${name} is given twice.`);
    if (type === 'boolean') {
      if (token.value !== undefined) return wrong(`${name} takes no value.`);
      values[token.name] = true;
      continue;
    }
    // parseArgs hands a string option the next argument whatever it is; "--from --to 2026-11-30" must
    // name the missing value rather than read "--to" as a day.
    const swallowedOption = !token.inlineValue && token.value?.startsWith('-');
    const value = token.value?.trim();
    if (value === undefined || value === '' || swallowedOption) return wrong(`Give a value after ${name}.`);
    values[token.name] = value;
  }
  return { kind: 'read', values: values as OptionValues<O>, positionals };
}

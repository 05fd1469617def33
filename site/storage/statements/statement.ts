/**
 * One SQL text for both stores. A statement is written once, its parameters named `@name`, and where the
 * dialects differ a piece for each (`{ sqlite, postgres }`) stands in the template. SQLite keeps the
 * `@name` markers, which better-sqlite3 binds from an object by name. PostgreSQL's text numbers them
 * `$1`, `$2`… in the order they first appear, and `postgresValues` lists an object's values in that order.
 * Booleans need no piece: SQLite reads TRUE and FALSE as 1 and 0, the values its flag columns hold.
 */

/** A piece of SQL each dialect spells its own way: a function's name, a clause. */
export interface DialectPiece {
  readonly sqlite: string;
  readonly postgres: string;
}

export interface Statement {
  /** With the `@name` markers as written. */
  readonly sqlite: string;
  /** With `$1`, `$2`…: `$1` is `names[0]`. */
  readonly postgres: string;
  readonly names: readonly string[];
}

type Dialect = keyof DialectPiece;

/** A quoted literal is matched whole and left as it is, so an `@` inside one is not a parameter. */
const LITERAL_OR_MARKER = /'(?:[^']|'')*'|@([A-Za-z_]\w*)/g;

/** A tagged template: a plain string stands in both texts as it is, a DialectPiece by its dialect's side. */
export function sql(parts: TemplateStringsArray, ...pieces: readonly (string | DialectPiece)[]): Statement {
  const textIn = (dialect: Dialect) =>
    parts.reduce((text, part, index) => {
      const piece = pieces[index - 1] ?? '';
      return text + (typeof piece === 'string' ? piece : piece[dialect]) + part;
    });
  const names: string[] = [];
  const postgres = textIn('postgres').replace(LITERAL_OR_MARKER, (match, name: string | undefined) => {
    if (name === undefined) return match;
    const index = names.indexOf(name);
    return `$${index < 0 ? names.push(name) : index + 1}`;
  });
  return { sqlite: textIn('sqlite'), postgres, names };
}

/** The values of PostgreSQL's `$1`, `$2`…, taken from `params` by name; a name it lacks is an error, not NULL. */
export function postgresValues(statement: Statement, params: object): unknown[] {
  return statement.names.map((name) => {
    if (!(name in params)) throw new Error(`No value for the parameter @${name}`);
    return (params as Record<string, unknown>)[name];
  });
}

/** `@a, @b, …`: an INSERT's VALUES for these columns, each parameter named as its column. */
export const parametersFor = (columns: readonly string[]) => columns.map((column) => `@${column}`).join(', ');

/** The larger of its arguments: SQLite's max() with several arguments is PostgreSQL's greatest(). */
export const GREATEST: DialectPiece = { sqlite: 'max', postgres: 'greatest' };

/**
 * A file of named columns: lists of strings, typed arrays and numbers, with a JSON header that says what the
 * file was made from. Columns rather than one JSON document or `v8.serialize`: those took seconds to read back
 * for the lookups' 300,000 places, where one decoded text split at a separator and typed arrays copied out of
 * the file take tens of milliseconds.
 *
 * Layout: MAGIC (8 bytes), the header's length (uint32, little-endian), the header (UTF-8 JSON), then each
 * column's bytes, each starting at a multiple of 8 so a typed array can be read straight from the file.
 */

const MAGIC = 'SQLKUP01';
const HEADER_AT = 12;
/** Between the strings of a text column; no place name, label or key holds it (the writer checks). */
const SEPARATOR = '\u0000';

type ArrayType = 'int32' | 'uint32' | 'float64';
type Column =
  | { type: 'text'; at: number; bytes: number; count: number }
  | { type: 'codes'; values: string[]; indexes: string }
  | { type: ArrayType; at: number; length: number };

interface Header {
  about: unknown;
  columns: Record<string, Column>;
  numbers: Record<string, number>;
}

const ARRAYS = { int32: Int32Array, uint32: Uint32Array, float64: Float64Array } as const;
type ArrayOf<K extends ArrayType> = InstanceType<(typeof ARRAYS)[K]>;

export class ColumnWriter {
  readonly #chunks: Buffer[] = [];
  #size = 0;
  readonly #header: Header = { about: undefined, columns: {}, numbers: {} };

  /** Strings as they are, each a UTF-8 run between separators. */
  strings(name: string, values: readonly string[]): void {
    for (const value of values) {
      if (value.includes(SEPARATOR)) throw new Error(`snapshot column ${name}: a value holds the separator`);
    }
    const text = Buffer.from(values.join(SEPARATOR), 'utf8');
    this.#header.columns[name] = { type: 'text', at: this.#append(text), bytes: text.length, count: values.length };
  }

  /** Strings of which few are distinct (a country, a state): each distinct string once, and a number per value. */
  codes(name: string, values: readonly string[]): void {
    const numberOf = new Map<string, number>();
    const numbers = Int32Array.from(values, (value) => {
      let number = numberOf.get(value);
      if (number === undefined) {
        number = numberOf.size;
        numberOf.set(value, number);
      }
      return number;
    });
    this.array(`${name}#`, 'int32', numbers);
    this.#header.columns[name] = { type: 'codes', values: [...numberOf.keys()], indexes: `${name}#` };
  }

  array(name: string, type: ArrayType, values: Int32Array | Uint32Array | Float64Array): void {
    const bytes = Buffer.from(values.buffer, values.byteOffset, values.byteLength);
    this.#header.columns[name] = { type, at: this.#append(bytes), length: values.length };
  }

  number(name: string, value: number): void {
    this.#header.numbers[name] = value;
  }

  /** The whole file, its header saying `about`. */
  toBuffer(about: unknown): Buffer {
    const header = Buffer.from(JSON.stringify({ ...this.#header, about }), 'utf8');
    const start = HEADER_AT + header.length;
    const padding = (8 - (start % 8)) % 8;
    const head = Buffer.alloc(start + padding);
    head.write(MAGIC, 0, 'latin1');
    head.writeUInt32LE(header.length + padding, 8);
    header.copy(head, HEADER_AT);
    // The padding is spaces, which JSON reads past.
    head.fill(' ', start);
    return Buffer.concat([head, ...this.#chunks]);
  }

  #append(bytes: Buffer): number {
    const at = this.#size;
    const padding = (8 - (bytes.length % 8)) % 8;
    this.#chunks.push(bytes, Buffer.alloc(padding));
    this.#size += bytes.length + padding;
    return at;
  }
}

export class ColumnReader {
  readonly #file: Buffer;
  readonly #header: Header;
  readonly #dataAt: number;

  /** Throws on a file that is not one of these, or is cut short. */
  constructor(file: Buffer) {
    if (file.length < HEADER_AT || file.toString('latin1', 0, 8) !== MAGIC) throw new Error('not a snapshot file');
    const headerBytes = file.readUInt32LE(8);
    this.#dataAt = HEADER_AT + headerBytes;
    if (this.#dataAt > file.length) throw new Error('snapshot file cut short');
    this.#header = JSON.parse(file.toString('utf8', HEADER_AT, this.#dataAt)) as Header;
    this.#file = file;
  }

  get about(): unknown {
    return this.#header.about;
  }

  strings(name: string): string[] {
    const column = this.#column(name, 'text');
    if (column.count === 0) return [];
    const start = this.#dataAt + column.at;
    const values = this.#file.toString('utf8', start, this.#bytesEnd(start, column.bytes)).split(SEPARATOR);
    if (values.length !== column.count) throw new Error(`snapshot column ${name}: ${values.length} strings`);
    return values;
  }

  codes(name: string): string[] {
    const column = this.#column(name, 'codes');
    return Array.from(this.array(column.indexes, 'int32'), (number) => {
      const value = column.values[number];
      if (value === undefined) throw new Error(`snapshot column ${name}: code ${number} out of range`);
      return value;
    });
  }

  /** A copy, so the file's buffer is not kept alive by the arrays taken from it. */
  array<K extends ArrayType>(name: string, type: K): ArrayOf<K> {
    const column = this.#header.columns[name];
    if (column?.type !== type || !('length' in column)) throw new Error(`snapshot column ${name} is missing`);
    const start = this.#dataAt + column.at;
    const bytes = column.length * ARRAYS[type].BYTES_PER_ELEMENT;
    const copy = new ARRAYS[type](column.length) as ArrayOf<K>;
    new Uint8Array(copy.buffer).set(this.#file.subarray(start, this.#bytesEnd(start, bytes)));
    return copy;
  }

  number(name: string): number {
    const value = this.#header.numbers[name];
    if (typeof value !== 'number') throw new Error(`snapshot number ${name} is missing`);
    return value;
  }

  #column<T extends 'text' | 'codes'>(name: string, type: T): Extract<Column, { type: T }> {
    const column = this.#header.columns[name];
    if (column?.type !== type) throw new Error(`snapshot column ${name} is missing`);
    return column as Extract<Column, { type: T }>;
  }

  #bytesEnd(start: number, bytes: number): number {
    if (start + bytes > this.#file.length) throw new Error('snapshot file cut short');
    return start + bytes;
  }
}

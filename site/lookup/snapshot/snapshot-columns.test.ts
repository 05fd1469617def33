import { describe, expect, it } from 'vitest';
import { ColumnReader, ColumnWriter } from './snapshot-columns';

function roundTrip(write: (out: ColumnWriter) => void, about: unknown = { made: 'here' }): ColumnReader {
  const out = new ColumnWriter();
  write(out);
  return new ColumnReader(out.toBuffer(about));
}

describe('a snapshot file of columns', () => {
  it('gives back strings as written, accents, emoji and empty ones too', () => {
    const values = ['Montréal', '', 'São Paulo', '東京', '🚢 port', 'a'];
    const from = roundTrip((out) => {
      out.strings('names', values);
      out.strings('none', []);
      out.strings('one empty', ['']);
    });
    expect(from.strings('names')).toEqual(values);
    expect(from.strings('none')).toEqual([]);
    expect(from.strings('one empty')).toEqual(['']);
  });

  it('gives back repeated strings as codes, each distinct string one and the same', () => {
    const from = roundTrip((out) => out.codes('countries', ['Canada', 'France', 'Canada', 'Canada']));
    const countries = from.codes('countries');
    expect(countries).toEqual(['Canada', 'France', 'Canada', 'Canada']);
  });

  it('gives back typed arrays of every size as written, and numbers', () => {
    const from = roundTrip((out) => {
      out.array('odd', 'int32', Int32Array.from([-1, 2, 3]));
      out.array('hashes', 'uint32', Uint32Array.from([0, 2 ** 32 - 1, 7]));
      out.array('coordinates', 'float64', Float64Array.from([40.7484, -73.9967, -0, Number.MIN_VALUE]));
      out.number('shift', 12);
    });
    expect(from.array('odd', 'int32')).toEqual(Int32Array.from([-1, 2, 3]));
    expect(from.array('hashes', 'uint32')).toEqual(Uint32Array.from([0, 2 ** 32 - 1, 7]));
    expect(Array.from(from.array('coordinates', 'float64'))).toEqual([40.7484, -73.9967, -0, Number.MIN_VALUE]);
    expect(from.number('shift')).toBe(12);
  });

  it('says what its header was given', () => {
    expect(roundTrip(() => {}, { inputs: { 'a.ts': 'hash' } }).about).toEqual({ inputs: { 'a.ts': 'hash' } });
  });

  it('refuses a string holding the separator, which would read back as two', () => {
    expect(() => new ColumnWriter().strings('names', ['a\u0000b'])).toThrow('holds the separator');
  });

  it('throws for a column it does not hold, or holds as another kind', () => {
    const from = roundTrip((out) => out.strings('names', ['a']));
    expect(() => from.strings('labels')).toThrow('snapshot column labels is missing');
    expect(() => from.array('names', 'int32')).toThrow('snapshot column names is missing');
    expect(() => from.number('shift')).toThrow('snapshot number shift is missing');
  });

  it('throws for a file that is not one, or is cut short', () => {
    const out = new ColumnWriter();
    out.strings('names', ['Toronto', 'Vancouver']);
    const file = out.toBuffer({});
    expect(() => new ColumnReader(Buffer.from('{"not":"a snapshot"}'))).toThrow('not a snapshot file');
    expect(() => new ColumnReader(file.subarray(0, 20))).toThrow();
    expect(() => new ColumnReader(file.subarray(0, file.length - 8)).strings('names')).toThrow('cut short');
  });
});

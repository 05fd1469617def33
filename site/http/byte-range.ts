/**
 * The one byte range of a `Range: bytes=…` header a file is answered with. Only a single range is
 * served: a multi-range answer (multipart/byteranges) is something no browser needs for media, and the
 * whole file with 200 is a correct answer to it.
 */

/** Inclusive byte offsets, as Content-Range writes them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * A range within a file of `size` bytes; `unsatisfiable` when it asks for nothing the file has (416);
 * undefined when the header is absent, not a single bytes range, or malformed, which all get the whole file.
 */
export function parseByteRange(
  header: string | null | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes (all of them when the file is shorter).
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  // "5-2" is not a range at all (ignored); one that starts past the end asks for nothing there is.
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

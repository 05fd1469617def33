/**
 * The text lines a PDF shows, page by page, for the PDF tests, read the way a PDF reader copies text: each
 * `<hex> Tj` string is decoded through its font's ToUnicode map (the font set by the last `Tf`), and the
 * strings drawn at the same height make one line, left to right. Spaces are kept as drawn: nothing is
 * collapsed or trimmed, so a test can compare the text character for character. Lines run top to bottom;
 * a line the PDF leaves empty is not there.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFPage,
  PDFRawStream,
  type PDFRef,
  PDFString,
} from 'pdf-lib';

function streamText(stream: unknown): string {
  if (!(stream instanceof PDFRawStream)) return '';
  return new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
}

/** UTF-16BE hex ("00E9", "D83DDE97") as text. */
function utf16Hex(hex: string): string {
  const units: number[] = [];
  for (let i = 0; i < hex.length; i += 4) units.push(Number.parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
}

/** A font's ToUnicode map: character code (as hex, upper case) to text. */
function toUnicodeMap(document: PDFDocument, font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const source = streamText(document.context.lookup(font.get(PDFName.of('ToUnicode'))));
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set((code ?? '').toUpperCase(), utf16Hex(text ?? ''));
    }
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, text] of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const start = Number.parseInt(from ?? '', 16);
      const first = Number.parseInt(text ?? '', 16);
      for (let code = start; code <= Number.parseInt(to ?? '', 16); code++) {
        map.set(
          code
            .toString(16)
            .toUpperCase()
            .padStart((from ?? '').length, '0'),
          String.fromCodePoint(first + code - start),
        );
      }
    }
  }
  return map;
}

function pageLines(document: PDFDocument, page: PDFPage): string[] {
  const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  const mapOf = (name: string) => {
    let map = maps.get(name);
    if (!map) {
      const font = fontDict?.lookupMaybe(PDFName.of(name), PDFDict);
      map = font ? toUnicodeMap(document, font) : new Map();
      maps.set(name, map);
    }
    return map;
  };
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref as PDFRef)) : [contents];
  const source = streams.map(streamText).join('\n');
  const pieces: { x: number; y: number; text: string }[] = [];
  let font = '';
  let at = { x: 0, y: 0 };
  const operators = /\/(\S+)\s+[-\d.]+\s+Tf|1 0 0 1 ([-\d.]+) ([-\d.]+) Tm|<([0-9A-Fa-f]*)>\s*Tj/g;
  for (const [, fontName, x, y, hex] of source.matchAll(operators)) {
    if (fontName !== undefined) font = fontName;
    else if (x !== undefined && y !== undefined) at = { x: Number(x), y: Number(y) };
    else if (hex !== undefined) {
      const map = mapOf(font);
      let text = '';
      for (let i = 0; i < hex.length; i += 4) text += map.get(hex.slice(i, i + 4).toUpperCase()) ?? '\ufffd';
      pieces.push({ ...at, text });
    }
  }
  const rows = new Map<number, { x: number; text: string }[]>();
  for (const piece of pieces) {
    const row = Math.round(piece.y * 100);
    rows.set(row, [...(rows.get(row) ?? []), piece]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((piece) => piece.text)
        .join(''),
    );
}

export async function pdfTextLines(bytes: Uint8Array): Promise<string[][]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => pageLines(document, page));
}

/**
 * The lines a PDF reader copies out of a PDF, page by page: pdf.js's text, in the order the page draws it,
 * a new line where pdf.js sees the end of one. pdf.js turns runs of spaces into one and drops a line's
 * leading and trailing spaces.
 */
export async function pdfReaderLines(bytes: Uint8Array): Promise<string[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent({ disableNormalization: true });
    let line = '';
    const lines: string[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    pages.push(line === '' ? lines : [...lines, line]);
  }
  await document.destroy();
  return pages;
}

/** The files attached to a PDF (its EmbeddedFiles name tree, one level), by name, as UTF-8 text. */
export async function pdfAttachments(bytes: Uint8Array): Promise<Record<string, string>> {
  const document = await PDFDocument.load(bytes);
  const names = document.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const list = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)?.lookupMaybe(PDFName.of('Names'), PDFArray);
  const files: Record<string, string> = {};
  for (let i = 0; list && i < list.size(); i += 2) {
    const name = list.lookup(i);
    const spec = list.lookup(i + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
    if (!(name instanceof PDFHexString || name instanceof PDFString) || !(stream instanceof PDFRawStream)) continue;
    files[name.decodeText()] = new TextDecoder().decode(decodePDFRawStream(stream).decode());
  }
  return files;
}

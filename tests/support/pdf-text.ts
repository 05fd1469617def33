/**
 * The text lines a PDF shows, page by page, for the PDF tests: pdf-lib writes each line as one
 * `<hex> Tj` operator in a Flate-compressed content stream, its bytes in the font's WinAnsi encoding.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  type PDFRef,
  PDFString,
} from 'pdf-lib';

/**
 * WinAnsi's 0x80–0x9F, where it differs from Latin-1 (unused codes as U+FFFD). Written out because Node's
 * TextDecoder reads "windows-1252" as Latin-1 on some builds.
 */
const WIN_ANSI_80_9F = '€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ';

function hexToText(hex: string): string {
  let text = '';
  for (let i = 0; i < hex.length; i += 2) {
    const byte = Number.parseInt(hex.slice(i, i + 2), 16);
    text += byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

export async function pdfTextLines(bytes: Uint8Array): Promise<string[][]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => document.context.lookup(ref as PDFRef))
        : [contents];
    const source = streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
      .join('\n');
    return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) => hexToText(match[1] ?? ''));
  });
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

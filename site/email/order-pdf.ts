/**
 * The signed order as a PDF: a header (order number, who signed, when) and then the agreement text exactly as
 * the customer signed it, wrapped to the page and carried over as many pages as it takes.
 *
 * The standard Helvetica font needs no font file, but it only has the WinAnsi characters (Western European):
 * anything else (an emoji, a name in another script) is printed as "?" rather than stopping the PDF. So
 * that nothing of what was signed is lost, the text itself is also attached to the PDF as UTF-8.
 *
 * The same order always gives the same bytes: the dates inside are the signing time and the producer is
 * fixed, so a copy made again later can be compared with the one that was sent.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { brand } from '../content/brand';

export interface SignedOrder {
  /** "SQ-261125-482193". */
  orderNumber: string;
  /** The name the customer signed with. */
  signedBy: string;
  /** ISO 8601 timestamp of the signature. */
  signedAt: string;
  /** The exact text the customer signed, line breaks included. */
  agreementText: string;
}

/** The name of the UTF-8 copy of the agreement inside the PDF. */
export const AGREEMENT_ATTACHMENT_NAME = 'agreement.txt';

/** US Letter, in points. */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const BODY_SIZE = 10;
const BODY_LEADING = 14;
const FOOTER_SIZE = 8;
/** The body stops above the footer line. */
const BODY_BOTTOM = MARGIN + 2 * BODY_LEADING;
const TAB = '    ';
const MUTED = rgb(0.35, 0.35, 0.35);

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * `text` with what `font` cannot encode replaced: a letter with an accent the font lacks loses the accent
 * ("ř" → "r"); any other character, emoji sequences included, becomes one "?" each. Control characters are
 * dropped and tabs become spaces.
 */
export function fontSafeText(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  const encodable = (part: string) => [...part].every((char) => supported.has(char.codePointAt(0) ?? -1));
  let out = '';
  for (const { segment } of segmenter.segment(text.normalize('NFC').replaceAll('\t', TAB))) {
    if (/^[\p{Cc}\p{Cf}]+$/u.test(segment)) continue;
    if (encodable(segment)) {
      out += segment;
      continue;
    }
    const unaccented = segment.normalize('NFKD').replace(/\p{M}/gu, '');
    out += unaccented !== '' && encodable(unaccented) ? unaccented : '?';
  }
  return out;
}

/** Cuts a word wider than the line into pieces that fit. */
function splitLongWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && !fits(piece + char)) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece === '' ? pieces : [...pieces, piece];
}

/**
 * One line of the agreement as the lines of the page, words kept whole where they fit; a line that starts
 * indented keeps its indent on the lines it wraps onto.
 */
export function wrapLine(line: string, width: number, measure: (text: string) => number): string[] {
  const indent = /^ */.exec(line)?.[0] ?? '';
  const words = line
    .slice(indent.length)
    .split(/ +/)
    .filter((word) => word !== '');
  if (words.length === 0) return [''];
  const fits = (text: string) => measure(text) <= width;
  const lines: string[] = [];
  let current = indent;
  for (const word of words) {
    const candidate = current.trim() === '' ? current + word : `${current} ${word}`;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current.trim() !== '') lines.push(current);
    const pieces = fits(indent + word) ? [word] : splitLongWord(word, (text) => fits(indent + text));
    for (const piece of pieces.slice(0, -1)) lines.push(indent + piece);
    current = indent + (pieces.at(-1) ?? '');
  }
  lines.push(current);
  return lines;
}

/** "2026-11-21 09:28:43 UTC". */
function utcStamp(time: Date): string {
  return `${time.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

interface Line {
  text: string;
  font: PDFFont;
  size: number;
  leading: number;
}

export async function signedOrderPdf(order: SignedOrder): Promise<Uint8Array> {
  const signedAt = new Date(order.signedAt);
  if (Number.isNaN(signedAt.getTime())) throw new Error('The signed order has no readable signing time.');
  const document = await PDFDocument.create({ updateMetadata: false });
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);

  const lines: Line[] = [];
  const add = (text: string, font: PDFFont, size: number, leading: number) => {
    const safe = fontSafeText(text, font);
    for (const wrapped of wrapLine(safe, TEXT_WIDTH, (part) => font.widthOfTextAtSize(part, size))) {
      lines.push({ text: wrapped, font, size, leading });
    }
  };
  add(`${brand.name}: signed vehicle transport order`, bold, 16, 22);
  add('', regular, BODY_SIZE, 6);
  add(`Order number: ${order.orderNumber}`, bold, BODY_SIZE, BODY_LEADING);
  add(`Signed by: ${order.signedBy}`, regular, BODY_SIZE, BODY_LEADING);
  add(`Signed at: ${utcStamp(signedAt)}`, regular, BODY_SIZE, BODY_LEADING);
  add(
    `The text below is the agreement as signed. Characters this PDF's font cannot show are printed as "?"; the text as signed is attached to this file as ${AGREEMENT_ATTACHMENT_NAME}.`,
    regular,
    FOOTER_SIZE,
    12,
  );
  add('', regular, BODY_SIZE, BODY_LEADING);
  for (const paragraph of order.agreementText.split(/\r\n|\r|\n/)) add(paragraph, regular, BODY_SIZE, BODY_LEADING);

  const pages: PDFPage[] = [];
  let page: PDFPage | undefined;
  let y = 0;
  for (const line of lines) {
    if (!page || y - line.leading < BODY_BOTTOM) {
      page = document.addPage([PAGE.width, PAGE.height]);
      pages.push(page);
      y = PAGE.height - MARGIN;
    }
    y -= line.leading;
    if (line.text.trim() !== '') page.drawText(line.text, { x: MARGIN, y, font: line.font, size: line.size });
  }
  pages.forEach((each, index) => {
    const footer = fontSafeText(`Order ${order.orderNumber} · page ${index + 1} of ${pages.length}`, regular);
    each.drawText(footer, { x: MARGIN, y: MARGIN, font: regular, size: FOOTER_SIZE, color: MUTED });
  });

  await document.attach(new TextEncoder().encode(order.agreementText), AGREEMENT_ATTACHMENT_NAME, {
    mimeType: 'text/plain',
    description: 'The agreement text as signed (UTF-8)',
    creationDate: signedAt,
    modificationDate: signedAt,
  });
  document.setTitle(`Order ${order.orderNumber}`);
  document.setSubject('Signed vehicle transport order');
  document.setAuthor(brand.name);
  document.setCreator(brand.name);
  document.setProducer(`${brand.name} order-pdf`);
  document.setCreationDate(signedAt);
  document.setModificationDate(signedAt);
  return document.save();
}

/**
 * The signed order as a PDF: on every page the broker's wordmark, name, address and operating authority
 * and "Page 1 of 2"; then the order number, the agreement text exactly as the customer signed it, and the
 * signature block with the signing time in UTC and in the broker's time zone.
 *
 * The text is set in embedded Unicode fonts (site/notify/email/pdf/pdf-fonts.ts), chosen character by character: DejaVu
 * Sans, and Noto Sans SC for what DejaVu lacks. Both are embedded as subsets, only the glyphs used, so a
 * PDF stays small. Wrapping breaks lines only after a space and keeps that space at the end of the line,
 * and a wrapped line's indent is drawn as space, not as characters: so the text a reader copies out of the
 * PDF, line after line, is the signed text character for character. A character neither font has is drawn
 * as the font's empty box; the text as signed is attached to the PDF as UTF-8 all the same.
 *
 * The same order always gives the same bytes: the dates inside are the signing time, the producer is fixed
 * and pdf-lib's font tags come from a seeded generator, so a copy made again later can be compared with
 * the one that was sent.
 */
import fontkit from '@pdf-lib/fontkit';
import { type Color, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { brand } from '../../../content/brand';
import { orderPdfCopy } from './order-pdf-copy';
import { pdfFontBytes } from './pdf-fonts';

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
const SMALL_SIZE = 8;
const SMALL_LEADING = 11;
/** The header's wordmark, name and address and its rule sit above this. */
const BODY_TOP = PAGE.height - MARGIN - 44;
/** The footer's three lines (broker, authority, page number) sit below this. */
const BODY_BOTTOM = MARGIN + 3 * SMALL_LEADING + 10;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.33, 0.33, 0.36);
/** The site's accent colour, #0b5cab. */
const ACCENT = rgb(11 / 255, 92 / 255, 171 / 255);

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A stretch of a line drawn in one font. */
interface Run {
  text: string;
  font: PDFFont;
}

/** Picks, for each character, the first of its fonts that has a glyph for it. */
class FontChoice {
  private readonly sets: Set<number>[];

  constructor(private readonly fonts: readonly PDFFont[]) {
    this.sets = fonts.map((font) => new Set(font.getCharacterSet()));
  }

  private fontFor(segment: string): PDFFont {
    const codes = [...segment].map((char) => char.codePointAt(0) ?? 0);
    const index = this.sets.findIndex((set) => codes.every((code) => set.has(code)));
    return this.fonts[index === -1 ? 0 : index] as PDFFont;
  }

  runs(text: string): Run[] {
    const runs: Run[] = [];
    for (const { segment } of graphemes.segment(text)) {
      const font = segment === ' ' ? (runs.at(-1)?.font ?? this.fontFor(segment)) : this.fontFor(segment);
      const last = runs.at(-1);
      if (last?.font === font) last.text += segment;
      else runs.push({ text: segment, font });
    }
    return runs;
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  /** Whether one of `fonts` lacks some character of `text`, line breaks aside (they are never drawn). */
  static lacks(fonts: readonly PDFFont[], text: string): boolean {
    const sets = fonts.map((font) => new Set(font.getCharacterSet()));
    return [...text.replace(/[\r\n]/g, '')].some((char) => sets.some((set) => !set.has(char.codePointAt(0) ?? 0)));
  }
}

/** One line of the page: its text and how far right of the margin it starts. */
export interface PlacedLine {
  text: string;
  indent: number;
}

/**
 * One line of the agreement as the lines of the page. The pieces, put together, are `line` exactly: a
 * break comes after a space, which stays at the end of its line (past the margin, unseen), and a word wider
 * than the line is cut between characters. A line that starts indented has its wrapped lines start at the
 * same indent, drawn as space.
 */
export function wrapLine(line: string, width: number, measure: (text: string) => number): PlacedLine[] {
  const leading = /^ */.exec(line)?.[0] ?? '';
  const hanging = Math.min(measure(leading), width / 2);
  const lines: PlacedLine[] = [];
  let current = leading;
  let limit = width;
  const fits = (text: string) => measure(text.trimEnd()) <= limit;
  const breakLine = () => {
    lines.push({ text: current, indent: lines.length === 0 ? 0 : hanging });
    current = '';
    limit = width - hanging;
  };
  for (const unit of line.slice(leading.length).match(/[^ ]+ *| +/g) ?? []) {
    if (fits(current + unit)) {
      current += unit;
      continue;
    }
    if (current.trim() !== '') breakLine();
    for (const { segment } of graphemes.segment(unit)) {
      if (current.trim() !== '' && segment !== ' ' && !fits(current + segment)) breakLine();
      current += segment;
    }
  }
  lines.push({ text: current, indent: lines.length === 0 ? 0 : hanging });
  return lines;
}

/** "2026-11-21 09:28:43". */
function utcStamp(time: Date): string {
  return time.toISOString().slice(0, 19).replace('T', ' ');
}

/** "Saturday, November 21, 2026, 3:28:43 AM CST", in the broker's time zone. */
function localStamp(time: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: brand.timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).format(time);
}

interface Line extends PlacedLine {
  bold: boolean;
  size: number;
  leading: number;
  color: Color;
  /** Starts a block that must not be split from the lines after it up to `keep` lines. */
  keep?: number;
}

interface Typesetter {
  regular: FontChoice;
  bold: FontChoice;
}

async function typesetter(document: PDFDocument, everything: string): Promise<Typesetter> {
  document.registerFontkit(fontkit);
  const regular = await document.embedFont(pdfFontBytes('regular'), { subset: true });
  const bold = await document.embedFont(pdfFontBytes('bold'), { subset: true });
  if (!FontChoice.lacks([regular, bold], everything)) {
    return { regular: new FontChoice([regular]), bold: new FontChoice([bold]) };
  }
  const fallback = await document.embedFont(pdfFontBytes('fallback'), { subset: true });
  return { regular: new FontChoice([regular, fallback]), bold: new FontChoice([bold, fallback]) };
}

function drawLine(
  page: PDFPage,
  fonts: FontChoice,
  line: PlacedLine,
  at: { x: number; y: number },
  style: Omit<Line, keyof PlacedLine | 'bold'>,
) {
  let x = at.x + line.indent;
  for (const run of fonts.runs(line.text)) {
    page.drawText(run.text, { x, y: at.y, font: run.font, size: style.size, color: style.color });
    x += run.font.widthOfTextAtSize(run.text, style.size);
  }
}

export async function signedOrderPdf(order: SignedOrder): Promise<Uint8Array> {
  const signedAt = new Date(order.signedAt);
  if (Number.isNaN(signedAt.getTime())) throw new Error('The signed order has no readable signing time.');
  const copy = orderPdfCopy;
  const document = await PDFDocument.create({ updateMetadata: false });
  const signature = [
    copy.signedBy(order.signedBy),
    copy.signedAtUtc(utcStamp(signedAt)),
    copy.signedAtLocal(localStamp(signedAt)),
  ];
  const fonts = await typesetter(document, [order.agreementText, ...signature, order.orderNumber].join('\n'));
  const fontsOf = (line: { bold: boolean }) => (line.bold ? fonts.bold : fonts.regular);

  const lines: Line[] = [];
  const add = (text: string, style: Omit<Line, keyof PlacedLine>) => {
    const measure = (part: string) => fontsOf(style).width(part, style.size);
    for (const placed of wrapLine(text, TEXT_WIDTH, measure)) lines.push({ ...placed, ...style });
  };
  const body = { bold: false, size: BODY_SIZE, leading: BODY_LEADING, color: INK };
  add(copy.title, { bold: true, size: 16, leading: 22, color: INK });
  add(copy.orderNumber(order.orderNumber), { ...body, bold: true });
  add('', { ...body, leading: 8 });
  for (const paragraph of order.agreementText.split(/\r\n|\r|\n/)) add(paragraph, body);
  add('', body);
  add(copy.signatureHeading, { ...body, bold: true, size: 12, leading: 18, keep: 5 });
  for (const line of signature) add(line, body);
  add(copy.attachmentNote(AGREEMENT_ATTACHMENT_NAME), {
    ...body,
    size: SMALL_SIZE,
    leading: SMALL_LEADING,
    color: MUTED,
  });

  const pages: PDFPage[] = [];
  let page: PDFPage | undefined;
  let y = 0;
  lines.forEach((line, index) => {
    const block = lines.slice(index, index + (line.keep ?? 1));
    const height = block.reduce((sum, each) => sum + each.leading, 0);
    if (!page || y - height < BODY_BOTTOM) {
      page = document.addPage([PAGE.width, PAGE.height]);
      pages.push(page);
      y = BODY_TOP;
    }
    y -= line.leading;
    if (line.text !== '') drawLine(page, fontsOf(line), line, { x: MARGIN, y }, line);
  });
  pages.forEach((each, index) => {
    drawFrame(each, fonts, copy.pageNumber(order.orderNumber, index + 1, pages.length));
  });

  await document.attach(new TextEncoder().encode(order.agreementText), AGREEMENT_ATTACHMENT_NAME, {
    mimeType: 'text/plain',
    description: copy.attachmentDescription,
    creationDate: signedAt,
    modificationDate: signedAt,
  });
  document.setTitle(`Order ${order.orderNumber}`);
  document.setSubject(copy.subject);
  document.setAuthor(brand.authority.legalName);
  document.setCreator(brand.name);
  document.setProducer(`${brand.name} order-pdf`);
  document.setCreationDate(signedAt);
  document.setModificationDate(signedAt);
  return document.save();
}

/** The header and footer every page carries: the wordmark, the broker and its authority, the page number. */
function drawFrame(page: PDFPage, fonts: Typesetter, pageNumber: string) {
  const top = PAGE.height - MARGIN;
  const small = { size: SMALL_SIZE, leading: SMALL_LEADING, color: MUTED };
  const right = (text: string, y: number) => {
    const x = PAGE.width - MARGIN - fonts.regular.width(text, SMALL_SIZE);
    drawLine(page, fonts.regular, { text, indent: 0 }, { x, y }, small);
  };
  drawLine(
    page,
    fonts.bold,
    { text: brand.name, indent: 0 },
    { x: MARGIN, y: top - 18 },
    { size: 20, leading: 24, color: ACCENT },
  );
  right(orderPdfCopy.brokerLine, top - 8);
  right(orderPdfCopy.contactLine, top - 8 - SMALL_LEADING);
  page.drawLine({
    start: { x: MARGIN, y: top - 28 },
    end: { x: PAGE.width - MARGIN, y: top - 28 },
    thickness: 1,
    color: ACCENT,
  });
  const bottom = MARGIN;
  const rule = bottom + 3 * SMALL_LEADING;
  page.drawLine({
    start: { x: MARGIN, y: rule },
    end: { x: PAGE.width - MARGIN, y: rule },
    thickness: 0.5,
    color: MUTED,
  });
  drawLine(
    page,
    fonts.regular,
    { text: orderPdfCopy.brokerNotCarrier, indent: 0 },
    { x: MARGIN, y: bottom + 2 * SMALL_LEADING },
    small,
  );
  drawLine(
    page,
    fonts.regular,
    { text: orderPdfCopy.authority, indent: 0 },
    { x: MARGIN, y: bottom + SMALL_LEADING },
    small,
  );
  right(pageNumber, bottom);
}

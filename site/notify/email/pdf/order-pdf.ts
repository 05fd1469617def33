/**
 * The signed order as a PDF: on every page the broker's wordmark, name, address and operating authority
 * and "Page 1 of 2"; then the order number, the agreement text exactly as the customer signed it, and the
 * signature block with the signing time in UTC and in the broker's time zone.
 *
 * The text is set so that what a reader copies out of the PDF is the signed text character for character
 * (pdf-typesetting.ts says how, in which fonts); the text as signed is attached to the PDF as UTF-8 all the
 * same, for a character neither font has.
 *
 * The same order always gives the same bytes: the dates inside are the signing time, the producer is fixed
 * and pdf-lib's font tags come from a seeded generator, so a copy made again later can be compared with
 * the one that was sent.
 */
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { brand } from '../../../content/brand';
import { siteNumber } from '../email-values';
import { orderPdfCopy } from './order-pdf-copy';
import { drawLine, type PlacedLine, type TextStyle, type Typesetter, typesetter, wrapLine } from './pdf-typesetting';

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

/** "order-SQ-261125-482193.pdf": the PDF's name, attached to the confirmation and downloaded. */
export function signedOrderFileName(orderNumber: string): string {
  return `order-${siteNumber(orderNumber)}.pdf`;
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

interface Line extends PlacedLine, TextStyle {
  bold: boolean;
  /** Starts a block that must not be split from the lines after it up to `keep` lines. */
  keep?: number;
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

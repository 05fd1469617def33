import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { LEAD_NUMBER } from '../../tests/support/a-lead';
import { AGREEMENT_TEXT } from '../../tests/support/email-fixtures';
import { pdfAttachments, pdfTextLines } from '../../tests/support/pdf-text';
import { AGREEMENT_ATTACHMENT_NAME, fontSafeText, type SignedOrder, signedOrderPdf, wrapLine } from './order-pdf';

const ORDER: SignedOrder = {
  orderNumber: LEAD_NUMBER,
  signedBy: 'Ada Lovelace',
  signedAt: '2026-11-21T09:28:43.123Z',
  agreementText: AGREEMENT_TEXT,
};

/** The agreement's lines, page after page: past the header's note, without the footers. */
function agreementLines(pages: string[][]): string[] {
  const all = pages.flat().filter((line) => !line.startsWith(`Order ${LEAD_NUMBER} · page`));
  return all.slice(all.findIndex((line) => line.endsWith(`${AGREEMENT_ATTACHMENT_NAME}.`)) + 1);
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the signed order PDF', () => {
  it('starts with the order number, the signer and the signing time in UTC', async () => {
    const [first] = await pdfTextLines(await signedOrderPdf(ORDER));
    expect(first?.slice(0, 4)).toEqual([
      'ShipQuote: signed vehicle transport order',
      `Order number: ${LEAD_NUMBER}`,
      'Signed by: Ada Lovelace',
      'Signed at: 2026-11-21 09:28:43 UTC',
    ]);
  });

  it('holds the agreement text line for line, and a footer with the page count', async () => {
    const pages = await pdfTextLines(await signedOrderPdf(ORDER));
    expect(pages).toHaveLength(1);
    expect(words(agreementLines(pages).join(' '))).toBe(words(AGREEMENT_TEXT));
    expect(agreementLines(pages)[0]).toBe('VEHICLE TRANSPORT ORDER');
    expect(pages[0]?.at(-1)).toBe(`Order ${LEAD_NUMBER} · page 1 of 1`);
  });

  it('wraps long lines to the page and carries a long agreement over several pages, in order', async () => {
    const paragraphs = Array.from(
      { length: 120 },
      (_, i) => `Clause ${i + 1}. ${'The carrier delivers the vehicle in the condition noted at pickup. '.repeat(3)}`,
    );
    const pdf = await signedOrderPdf({ ...ORDER, agreementText: paragraphs.join('\n') });
    const document = await PDFDocument.load(pdf);
    const pages = await pdfTextLines(pdf);
    expect(document.getPageCount()).toBeGreaterThan(5);
    expect(pages).toHaveLength(document.getPageCount());
    pages.forEach((lines, index) => {
      expect(lines.at(-1)).toBe(`Order ${LEAD_NUMBER} · page ${index + 1} of ${pages.length}`);
    });
    expect(words(agreementLines(pages).join(' '))).toBe(words(paragraphs.join('\n')));
    const font = await document.embedFont(StandardFonts.Helvetica);
    const widest = Math.max(...agreementLines(pages).map((line) => font.widthOfTextAtSize(line, 10)));
    expect(widest).toBeLessThanOrEqual(612 - 2 * 56);
  });

  it('prints what Helvetica cannot show as "?" instead of failing, and attaches the text as signed', async () => {
    const signedBy = '山田 太郎 🚗 Zoë Dvořák';
    const agreementText = `Emoji 👍🏽 and a family 👨‍👩‍👧 and Łódź.\nPrice: 1 330 € — “quoted”`;
    const pdf = await signedOrderPdf({ ...ORDER, signedBy, agreementText });
    const [first] = await pdfTextLines(pdf);
    expect(first).toContain('Signed by: ?? ?? ? Zoë Dvorák');
    expect(first).toContain('Emoji ? and a family ? and ?ódz.');
    expect(first).toContain('Price: 1 330 € — “quoted”');
    const document = await PDFDocument.load(pdf);
    expect(document.getTitle()).toBe(`Order ${LEAD_NUMBER}`);
    expect(await pdfAttachments(pdf)).toEqual({ 'agreement.txt': agreementText });
  });

  it('makes the same bytes for the same order, dated by the signature, whatever the clock says', async () => {
    const once = await signedOrderPdf(ORDER);
    const again = await signedOrderPdf({ ...ORDER });
    expect(Buffer.from(again).equals(Buffer.from(once))).toBe(true);
    const document = await PDFDocument.load(once, { updateMetadata: false });
    expect(document.getCreationDate()?.toISOString()).toBe('2026-11-21T09:28:43.000Z');
    expect(document.getModificationDate()?.toISOString()).toBe('2026-11-21T09:28:43.000Z');
    expect(document.getProducer()).toBe('ShipQuote order-pdf');
    const later = await signedOrderPdf({ ...ORDER, signedAt: '2026-11-22T09:28:43.123Z' });
    expect(Buffer.from(later).equals(Buffer.from(once))).toBe(false);
  });

  it('refuses a signing time it cannot read', async () => {
    await expect(signedOrderPdf({ ...ORDER, signedAt: 'today' })).rejects.toThrow(/signing time/);
  });
});

describe('fontSafeText', () => {
  it('keeps WinAnsi text, drops control characters and turns tabs into spaces', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(fontSafeText('Crème brûlée – 100 €', font)).toBe('Crème brûlée – 100 €');
    expect(fontSafeText('a\tb\u0007c\u200bd', font)).toBe('a    bcd');
    expect(fontSafeText('Ωmega ŝ', font)).toBe('?mega s');
  });
});

describe('wrapLine', () => {
  const measure = (text: string) => text.length;

  it('keeps words whole and the indent on wrapped lines', () => {
    expect(wrapLine('  one two three four', 10, measure)).toEqual(['  one two', '  three', '  four']);
    expect(wrapLine('', 10, measure)).toEqual(['']);
  });

  it('cuts a word longer than the line', () => {
    expect(wrapLine('abcdefghijklmnop xy', 6, measure)).toEqual(['abcdef', 'ghijkl', 'mnop', 'xy']);
  });
});

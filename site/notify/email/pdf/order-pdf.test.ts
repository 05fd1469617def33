import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { LEAD_NUMBER } from '../../../../tests/support/a-lead';
import { AGREEMENT_TEXT } from '../../../../tests/support/email-fixtures';
import { pdfAttachments, pdfReaderLines, pdfTextLines } from '../../../../tests/support/pdf-text';
import { signedAgreementFor } from '../../../../tests/support/signed-agreement';
import { brand } from '../../../content/brand';
import { AGREEMENT_ATTACHMENT_NAME, type SignedOrder, signedOrderPdf } from './order-pdf';
import { orderPdfCopy } from './order-pdf-copy';

const ORDER: SignedOrder = {
  orderNumber: LEAD_NUMBER,
  signedBy: 'Ada Lovelace',
  signedAt: '2026-11-21T09:28:43.123Z',
  agreementText: AGREEMENT_TEXT,
};

/**
 * Lines each page's header and footer take: the broker and contact lines and the wordmark; the broker
 * statement, its authority and the page number.
 */
const HEADER_LINES = 3;
const FOOTER_LINES = 3;

function bodyLines(pages: string[][]): string[] {
  return pages.flatMap((lines) => lines.slice(HEADER_LINES, lines.length - FOOTER_LINES));
}

/**
 * The agreement as the PDF shows it, rebuilt line by line: past the title and the order number, each line
 * of `expected` must be made of whole lines of the PDF, in order (a blank line takes none). Returns the
 * text so rebuilt, for a comparison with the signed text.
 */
function rebuildFrom(lines: string[], expected: string): string {
  const wanted = expected.split('\n');
  let at = 2;
  const rebuilt: string[] = [];
  for (const line of wanted) {
    let text = '';
    while (text.length < line.length && at < lines.length) text += lines[at++];
    rebuilt.push(text);
  }
  return rebuilt.join('\n');
}

/** The fonts embedded in a PDF, by their names (pdf-lib numbers each subset). */
async function fontNames(pdf: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(pdf);
  return document.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFDict =>
        object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
    )
    .map((descriptor) => descriptor.get(PDFName.of('FontName'))?.toString().slice(1) ?? '')
    .sort();
}

describe('the signed order PDF', () => {
  it('shows exactly the signed agreement for a customer named José Ñúñez-Østergård 王, in embedded fonts', async () => {
    const { text, signedBy, signedAt, orderNumber } = signedAgreementFor('José Ñúñez-Østergård 王');
    const pdf = await signedOrderPdf({ orderNumber, signedBy, signedAt, agreementText: text });
    const pages = await pdfTextLines(pdf);
    expect(text).toContain('José Ñúñez-Østergård 王');
    expect(rebuildFrom(bodyLines(pages), text)).toBe(text);
    expect(bodyLines(pages)).toContain('Signed electronically by: José Ñúñez-Østergård 王');
    expect(pages.flat().join('\n')).not.toMatch(/\?|\ufffd/);
    expect(await pdfAttachments(pdf)).toEqual({ [AGREEMENT_ATTACHMENT_NAME]: text });
    expect(await fontNames(pdf)).toEqual([
      expect.stringMatching(/^DejaVuSans-\d+$/),
      expect.stringMatching(/^DejaVuSans-Bold-\d+$/),
      expect.stringMatching(/^NotoSansSC-Regular-\d+$/),
    ]);
  });

  it('reads the same in a PDF reader: pdf.js finds the agreement, the name and every word in order', async () => {
    const { text, signedBy, signedAt, orderNumber } = signedAgreementFor('José Ñúñez-Østergård 王');
    const pages = await pdfReaderLines(await signedOrderPdf({ orderNumber, signedBy, signedAt, agreementText: text }));
    const frame = (page: number) => [
      brand.name,
      orderPdfCopy.brokerLine,
      orderPdfCopy.contactLine,
      orderPdfCopy.brokerNotCarrier,
      orderPdfCopy.authority,
      orderPdfCopy.pageNumber(orderNumber, page, pages.length),
    ];
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const body = pages
      .map((lines, index) =>
        // Longest first, so that the wordmark goes after the lines that hold the broker's name.
        frame(index + 1)
          .sort((a, b) => b.length - a.length)
          .reduce((text, part) => {
            expect(text).toContain(part);
            // The frame is drawn after the body: its last occurrence.
            const at = text.lastIndexOf(part);
            return text.slice(0, at) + text.slice(at + part.length);
          }, lines.join('\n')),
      )
      .join('\n');
    const words = (value: string) => value.replace(/\s+/g, ' ').trim();
    expect(words(body)).toContain(words(text));
    expect(body).toContain('Customer: José Ñúñez-Østergård 王');
  });

  it('reads as signed when other PDFs were made before it in the same process', async () => {
    const { text, signedBy, signedAt, orderNumber } = signedAgreementFor('José Ñúñez-Østergård 王');
    await signedOrderPdf({ orderNumber, signedBy, signedAt, agreementText: text });
    await signedOrderPdf({ ...ORDER, agreementText: 'Ÿ É Ê Ë Ì Í Î Ï Ò Ó Ô Õ Ö Ù Ú Û Ü Ý À Á Â Ã Ä Å Ç È' });
    const lines = bodyLines(await pdfTextLines(await signedOrderPdf(ORDER)));
    expect(rebuildFrom(lines, AGREEMENT_TEXT)).toBe(AGREEMENT_TEXT);
  });

  it('keeps a wrapped line, its spaces and its indent character for character', async () => {
    const agreementText = [
      'Header',
      `  Notes:  ${'Kiefer Straße 12, Zürich — “fragile” ½ tank; '.repeat(6)}end.`,
      'Ελληνικά, русский, עברית, 日本語のかな.',
      `${'x'.repeat(140)} tail`,
    ].join('\n');
    const pages = await pdfTextLines(await signedOrderPdf({ ...ORDER, agreementText }));
    const lines = bodyLines(pages);
    expect(lines.length).toBeGreaterThan(agreementText.split('\n').length + 2);
    expect(rebuildFrom(lines, agreementText)).toBe(agreementText);
  });

  it('carries a long agreement over several pages, each with the broker, its authority and "Page n of m"', async () => {
    const paragraphs = Array.from(
      { length: 120 },
      (_, i) => `Clause ${i + 1}. ${'The carrier delivers the vehicle in the condition noted at pickup. '.repeat(3)}`,
    );
    const agreementText = paragraphs.join('\n');
    const pdf = await signedOrderPdf({ ...ORDER, agreementText });
    const pages = await pdfTextLines(pdf);
    expect(pages.length).toBeGreaterThan(5);
    expect(pages).toHaveLength((await PDFDocument.load(pdf)).getPageCount());
    const { legalName, mcNumber, usdotNumber } = brand.authority;
    pages.forEach((lines, index) => {
      expect(lines.slice(0, HEADER_LINES)).toEqual([
        `${legalName} · ${brand.address.oneLine}`,
        brand.name,
        expect.stringContaining(brand.phones.support.display),
      ]);
      expect(lines.slice(-3, -1)).toEqual([
        `${legalName} arranges the transport as a broker; it is not the carrier.`,
        `Broker authority: MC ${mcNumber} · USDOT ${usdotNumber}`,
      ]);
      expect(lines.at(-1)).toBe(`Order ${LEAD_NUMBER} · Page ${index + 1} of ${pages.length}`);
    });
    expect(rebuildFrom(bodyLines(pages), agreementText)).toBe(agreementText);
  });

  it('ends with the signature: who signed, and when in UTC and in Central Time', async () => {
    const lines = bodyLines(await pdfTextLines(await signedOrderPdf(ORDER)));
    const signature = lines.indexOf('Electronic signature');
    expect(signature).toBeGreaterThan(lines.indexOf('2. Changes. Dates and addresses are changed by phone.'));
    expect(lines.slice(0, 2)).toEqual(['Signed vehicle transport order', `Order number: ${LEAD_NUMBER}`]);
    expect(lines.slice(signature + 1, signature + 4)).toEqual([
      'Signed electronically by: Ada Lovelace',
      'Signed at: 2026-11-21 09:28:43 (UTC)',
      'In Central Time: Saturday, November 21, 2026 at 3:28:43 AM CST',
    ]);
  });

  it('gives the signing time in Central daylight time in summer', async () => {
    const lines = bodyLines(await pdfTextLines(await signedOrderPdf({ ...ORDER, signedAt: '2026-07-04T17:05:09Z' })));
    expect(lines).toContain('In Central Time: Saturday, July 4, 2026 at 12:05:09 PM CDT');
  });

  it('makes the same bytes for the same order, dated by the signature, whatever the clock says', async () => {
    const once = await signedOrderPdf(ORDER);
    const again = await signedOrderPdf({ ...ORDER });
    expect(Buffer.from(again).equals(Buffer.from(once))).toBe(true);
    const document = await PDFDocument.load(once, { updateMetadata: false });
    expect(document.getTitle()).toBe(`Order ${LEAD_NUMBER}`);
    expect(document.getCreationDate()?.toISOString()).toBe('2026-11-21T09:28:43.000Z');
    expect(document.getModificationDate()?.toISOString()).toBe('2026-11-21T09:28:43.000Z');
    expect(document.getProducer()).toBe('ShipQuote order-pdf');
    // No character needs the Chinese font: it is left out.
    expect(await fontNames(once)).toEqual([
      expect.stringMatching(/^DejaVuSans-\d+$/),
      expect.stringMatching(/^DejaVuSans-Bold-\d+$/),
    ]);
    const later = await signedOrderPdf({ ...ORDER, signedAt: '2026-11-22T09:28:43.123Z' });
    expect(Buffer.from(later).equals(Buffer.from(once))).toBe(false);
  });

  it('refuses a signing time it cannot read', async () => {
    await expect(signedOrderPdf({ ...ORDER, signedAt: 'today' })).rejects.toThrow(/signing time/);
  });
});

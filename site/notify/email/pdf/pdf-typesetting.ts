/**
 * Text on a PDF page, set so that what a reader copies out of it is the text as given. It is set in
 * embedded Unicode fonts (pdf-fonts.ts), chosen character by character: DejaVu Sans, and Noto Sans SC for
 * what DejaVu lacks. Both are embedded as subsets, only the glyphs used, so a PDF stays small. Wrapping
 * breaks lines only after a space and keeps that space at the end of the line, and a wrapped line's indent
 * is drawn as space, not as characters: so the text copied out of the PDF, line after line, is the text
 * character for character. A character neither font has is drawn as the font's empty box.
 */
import fontkit from '@pdf-lib/fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { pdfFontBytes } from './pdf-fonts';

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

/** How a line is drawn: its size, the distance to the line above, its colour. */
export interface TextStyle {
  size: number;
  leading: number;
  color: Color;
}

/**
 * One line of text as the lines of the page. The pieces, put together, are `line` exactly: a break comes
 * after a space, which stays at the end of its line (past the margin, unseen), and a word wider than the
 * line is cut between characters. A line that starts indented has its wrapped lines start at the same
 * indent, drawn as space.
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

export interface Typesetter {
  regular: FontChoice;
  bold: FontChoice;
}

/** The document's fonts, regular and bold, with the fallback embedded only when `everything` needs it. */
export async function typesetter(document: PDFDocument, everything: string): Promise<Typesetter> {
  document.registerFontkit(fontkit);
  const regular = await document.embedFont(pdfFontBytes('regular'), { subset: true });
  const bold = await document.embedFont(pdfFontBytes('bold'), { subset: true });
  if (!FontChoice.lacks([regular, bold], everything)) {
    return { regular: new FontChoice([regular]), bold: new FontChoice([bold]) };
  }
  const fallback = await document.embedFont(pdfFontBytes('fallback'), { subset: true });
  return { regular: new FontChoice([regular, fallback]), bold: new FontChoice([bold, fallback]) };
}

export function drawLine(
  page: PDFPage,
  fonts: FontChoice,
  line: PlacedLine,
  at: { x: number; y: number },
  style: TextStyle,
) {
  let x = at.x + line.indent;
  for (const run of fonts.runs(line.text)) {
    page.drawText(run.text, { x, y: at.y, font: run.font, size: style.size, color: style.color });
    x += run.font.widthOfTextAtSize(run.text, style.size);
  }
}

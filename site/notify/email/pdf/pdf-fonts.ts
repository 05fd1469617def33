/**
 * The fonts the signed order PDF is set in, read from the font packages in node_modules: DejaVu Sans
 * (Latin, Greek, Cyrillic, Hebrew, Arabic and most symbols) and, for the Chinese and Japanese characters it
 * lacks, Noto Sans SC. Resolved from this module as Node resolves a package, so the same path holds under
 * `npm start`, tsx and the tests wherever the repository is installed. Each file is read once per process,
 * but parsed again for each PDF: a parsed fontkit font keeps the glyphs it has decoded, and a glyph first
 * decoded as part of another glyph's outline (an accented letter's) comes back without its character, so a
 * later PDF's text map would leave that character out.
 * Their licences: docs/orders.md, "The signed order PDF".
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  fallback: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
} as const;

export type PdfFontName = keyof typeof FILES;

const resolve = createRequire(import.meta.url).resolve;
const loaded = new Map<PdfFontName, Uint8Array>();

export function pdfFontBytes(name: PdfFontName): Uint8Array {
  let bytes = loaded.get(name);
  if (!bytes) {
    bytes = readFileSync(resolve(FILES[name]));
    loaded.set(name, bytes);
  }
  return bytes;
}

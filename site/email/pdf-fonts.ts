/**
 * The fonts the signed order PDF is set in, read from the font packages in node_modules: DejaVu Sans
 * (Latin, Greek, Cyrillic, Hebrew, Arabic and most symbols) and, for the Chinese and Japanese characters it
 * lacks, Noto Sans SC. Resolved from this module as Node resolves a package, so the same path holds under
 * `npm start`, tsx and the tests wherever the repository is installed. Each file is read once per process.
 * Their licences: docs/orders.md, "The signed order PDF".
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';

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

type FontkitFont = ReturnType<typeof fontkit.create>;
const parsed = new Map<Uint8Array, FontkitFont>();

/**
 * fontkit for pdf-lib's `registerFontkit`, parsing each font file once per process rather than once per
 * PDF: pdf-lib only reads the parsed font (each PDF makes its own subset of it), and the Chinese fallback
 * alone is 10 MB.
 */
export const pdfFontkit = {
  create(bytes: Uint8Array): FontkitFont {
    let font = parsed.get(bytes);
    if (!font) {
      font = fontkit.create(bytes);
      parsed.set(bytes, font);
    }
    return font;
  },
};

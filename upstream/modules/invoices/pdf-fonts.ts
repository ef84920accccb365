// The fonts of every PDF the upstream makes: Noto Sans (SIL Open Font License, from the npm
// package @expo-google-fonts/noto-sans) in regular, bold and italic, embedded in the document
// (pdfkit writes only the glyphs used: a subset) instead of the standard Helvetica, which a PDF
// only names (no font file, WinAnsi only) and which PDF/A forbids. Noto Sans covers Latin with
// its extensions (Polish, Vietnamese, ...), Greek and Cyrillic: "Łukasz Nguyễn" prints as written.
// The font files are read once per process; openPdf() hands them to each document.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  italic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
} as const;
export type TFontFace = keyof typeof FILES;

/** The names to pass to `doc.font()`: `doc.font(FONT.bold)`. */
export const FONT: Record<TFontFace, string> = { regular: 'Sans', bold: 'Sans-Bold', italic: 'Sans-Italic' };

let bytes: Record<TFontFace, Buffer> | null = null;
function fontFiles(): Record<TFontFace, Buffer> {
  if (!bytes) {
    const require = createRequire(import.meta.url);
    const read = (face: TFontFace) => readFileSync(require.resolve(FILES[face]));
    bytes = { regular: read('regular'), bold: read('bold'), italic: read('italic') };
  }
  return bytes;
}

/** The regular face's bytes: a new document's default font (no Helvetica is ever loaded). */
export const defaultFont = (): Buffer => fontFiles().regular;

/** Registers the three faces under FONT's names on a new document. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const files = fontFiles();
  for (const face of Object.keys(FILES) as TFontFace[]) doc.registerFont(FONT[face], files[face]);
}

let coverage: fontkit.Font | null = null;
/** Whether the fonts draw this code point (the three faces cover the same characters). */
export function hasGlyph(codePoint: number): boolean {
  coverage ??= fontkit.create(fontFiles().regular) as fontkit.Font;
  return coverage.hasGlyphForCodePoint(codePoint);
}

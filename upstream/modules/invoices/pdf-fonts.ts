// The fonts of every PDF the upstream makes: Noto Sans (SIL Open Font License, from the npm
// package @expo-google-fonts/noto-sans) in regular, bold and italic, embedded in the document
// (pdfkit writes only the glyphs used: a subset) instead of the standard Helvetica, which a PDF
// only names (no font file, WinAnsi only) and which PDF/A forbids. Noto Sans covers Latin with
// its extensions (Polish, Vietnamese, ...), Greek and Cyrillic: "Łukasz Nguyễn" prints as written.
// The fonts are read and parsed once per process; openPdf() hands them to each document.
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

// Parsed once per process (fontkit, pdfkit's font library): pdfkit takes the parsed font as it
// takes the file and keeps the tables, glyphs and layouts it has read for the next document
// (parsing per document cost a PDF ~8x the CPU time of Helvetica). Each document still makes its
// own subset. Safe to share: JavaScript runs one document's drawing at a time.
let fonts: Record<TFontFace, fontkit.Font> | null = null;
function parsedFonts(): Record<TFontFace, fontkit.Font> {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const parse = (face: TFontFace) => fontkit.create(readFileSync(require.resolve(FILES[face]))) as fontkit.Font;
    fonts = { regular: parse('regular'), bold: parse('bold'), italic: parse('italic') };
  }
  return fonts;
}

/** The regular face: a new document's default font (no Helvetica is ever loaded). */
export const defaultFont = (): fontkit.Font => parsedFonts().regular;

/** Registers the three faces under FONT's names on a new document. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const parsed = parsedFonts();
  for (const face of Object.keys(FILES) as TFontFace[]) doc.registerFont(FONT[face], parsed[face] as unknown as string);
}

/** Whether the fonts draw this code point (the three faces cover the same characters). */
export const hasGlyph = (codePoint: number): boolean => parsedFonts().regular.hasGlyphForCodePoint(codePoint);

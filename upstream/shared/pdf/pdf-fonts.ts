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

// The shaped words, shared by every document of the process (issue 32 bench: shaping a word
// with Noto Sans' OpenType tables was a fifth of an invoice's CPU, and pdfkit keeps its word cache
// per document). pdfkit's own cache (EmbeddedFont.layoutCache, words split at spaces) holds
// read-only runs of one parsed font at its fixed scale, so a cache per parsed font serves every
// document; pdfkit copies a run's positions before it changes them. Bounded: a cache that grew
// past MAX_WORDS (guest names, numbers) starts again.
const MAX_WORDS = 20_000;
type TLayoutCache = Record<string, unknown>;
const shaped = new WeakMap<fontkit.Font, { cache: TLayoutCache; size: number }>();
type TDocFont = { font?: fontkit.Font; layoutCache?: TLayoutCache; layoutRun?: (text: string, features?: unknown) => unknown };

function shareLayout(doc: PDFKit.PDFDocument): void {
  const current = (doc as unknown as { _font?: TDocFont })._font;
  if (!current?.font || !current.layoutCache || !current.layoutRun) return;
  let entry = shaped.get(current.font);
  if (!entry || entry.size > MAX_WORDS) shaped.set(current.font, (entry = { cache: Object.create(null) as TLayoutCache, size: 0 }));
  if (current.layoutCache === entry.cache) return;
  current.layoutCache = entry.cache;
  const run = current.layoutRun.bind(current);
  const counted = entry;
  current.layoutRun = (text, features) => { if (!features) counted.size++; return run(text, features); };
}

/** Registers the three faces under FONT's names on a new document; every face it draws with
 *  shares the process's shaped words (shareLayout). */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const parsed = parsedFonts();
  for (const face of Object.keys(FILES) as TFontFace[]) doc.registerFont(FONT[face], parsed[face] as unknown as string);
  shareLayout(doc);
  const font = doc.font.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  doc.font = ((...args: unknown[]) => { font(...args); shareLayout(doc); return doc; }) as typeof doc.font;
}

/** Whether the fonts draw this code point (the three faces cover the same characters). */
export const hasGlyph = (codePoint: number): boolean => parsedFonts().regular.hasGlyphForCodePoint(codePoint);

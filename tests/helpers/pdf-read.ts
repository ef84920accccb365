// Reads a generated PDF back with Mozilla's pdf.js (pdfjs-dist): fails on an invalid file, and
// answers the text of every page (items joined by spaces) and the page count.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string; info: Record<string, unknown> }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl: FONTS }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    text += `${content.items.map((it) => ('str' in it ? it.str : '')).join(' ')}\n`;
  }
  const meta = await doc.getMetadata();
  const pages = doc.numPages;
  await doc.cleanup();
  return { pages, text, info: meta.info as Record<string, unknown> };
}

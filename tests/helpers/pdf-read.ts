// Reads a generated PDF back with Mozilla's pdf.js (pdfjs-dist): fails on an invalid file, and
// answers the text of every page (items joined by spaces), the same items one a line (`items`:
// a table's cells in the order drawn) and the page count.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string; items: string; info: Record<string, unknown> }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl: FONTS }).promise;
  let text = '';
  const items: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    const strs = content.items.map((it) => ('str' in it ? it.str : ''));
    text += `${strs.join(' ')}\n`;
    items.push(...strs.filter((x) => x.trim()));
  }
  const meta = await doc.getMetadata();
  const pages = doc.numPages;
  await doc.cleanup();
  return { pages, text, items: items.join('\n'), info: meta.info as Record<string, unknown> };
}

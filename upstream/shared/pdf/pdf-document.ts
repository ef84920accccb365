// Opening a printout (pdfkit, A4) and collecting it into one buffer: every PDF of the upstream
// (invoices, booking documents, reports, lists, the agency, customer, guest form, manifest and
// log book printouts) starts here, so each is titled and marked the same way and draws with the
// embedded fonts of pdf-fonts.ts (regular by default; FONT.bold and FONT.italic registered).
import PDFDocument from 'pdfkit';
import { defaultFont, registerFonts } from './pdf-fonts';

export { FONT } from './pdf-fonts';

export type TPdfLayout = Pick<PDFKit.PDFDocumentOptions, 'layout' | 'margin' | 'bufferPages'>;

/** A new document titled `title` (already printable); `end()` closes it and answers its bytes. */
export function openPdf(title: string, layout: TPdfLayout): { doc: PDFKit.PDFDocument; end: () => Promise<Buffer> } {
  // pdfkit takes the parsed default font here (its types say a name only): no Helvetica is loaded.
  const doc = new PDFDocument({ size: 'A4', ...layout, font: defaultFont() as unknown as string, info: { Title: title, Producer: 'tourbook' } });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, end: () => { doc.end(); return done; } };
}

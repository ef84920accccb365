// Opening a printout (pdfkit, A4) and collecting it into one buffer: every PDF of the upstream
// (invoices, booking documents, reports, lists, the agency, customer, guest form, manifest and
// log book printouts) starts here, so each is titled and marked the same way.
import PDFDocument from 'pdfkit';

export type TPdfLayout = Pick<PDFKit.PDFDocumentOptions, 'layout' | 'margin' | 'bufferPages'>;

/** A new document titled `title` (already printable); `end()` closes it and answers its bytes. */
export function openPdf(title: string, layout: TPdfLayout): { doc: PDFKit.PDFDocument; end: () => Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', ...layout, info: { Title: title, Producer: 'tourbook' } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, end: () => { doc.end(); return done; } };
}

// The log book as a printable PDF (pdfkit, A4 portrait): the diver's name, the number of dives
// and the deepest, then one row per dive, numbered, with a column for the guide's signature.
import PDFDocument from 'pdfkit';
import type { TLogBook, TLogEntry } from '../../../lib/contract/dive-more';

/** The standard PDF fonts only know WinAnsi; other characters would print as garbage. */
const printable = (s: string) => s.normalize('NFC').replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

const COLUMNS: { label: string; width: number; value: (e: TLogEntry) => string }[] = [
  { label: '#', width: 28, value: (e) => String(e.number) },
  { label: 'Date', width: 58, value: (e) => e.date },
  { label: 'Time', width: 58, value: (e) => [e.start, e.end].filter(Boolean).join('-') },
  { label: 'Site', width: 105, value: (e) => e.site ?? '' },
  { label: 'Type', width: 60, value: (e) => e.type ?? '' },
  { label: 'Depth', width: 38, value: (e) => (e.depth == null ? '' : `${e.depth} m`) },
  { label: 'Gas / tank', width: 58, value: (e) => [e.airMix, e.tankSize ? `${e.tankSize} l` : ''].filter(Boolean).join(' ') },
  { label: 'Guide', width: 70, value: (e) => e.guide ?? '' },
  { label: 'Signature', width: 60, value: () => '' },
];

export function renderLogBookPdf(book: TLogBook, printedOn: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: printable(`Dive log book: ${book.name}`), Producer: 'tourbook' } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(printable(`Dive log book: ${book.name}`));
  doc.font('Helvetica').fontSize(10)
    .text(printable(`Logged dives: ${book.total}${book.maxDepth != null ? `   Deepest: ${book.maxDepth} m` : ''}   Printed: ${printedOn}`));
  doc.moveDown();
  const left = doc.page.margins.left;
  const row = (values: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    COLUMNS.forEach((c, i) => {
      doc.text(printable(values[i] ?? ''), x, y, { width: c.width - 4, lineBreak: false, ellipsis: true });
      x += c.width;
    });
    doc.x = left;
    doc.y = y + 13;
  };
  row(COLUMNS.map((c) => c.label), true);
  for (const e of book.entries) {
    row(COLUMNS.map((c) => c.value(e)));
    if (e.comment) {
      doc.font('Helvetica-Oblique').fontSize(7).text(printable(e.comment), left + 28, doc.y - 2, { width: 480, lineBreak: false, ellipsis: true });
      doc.x = left;
      doc.y += 2;
    }
  }
  if (!book.entries.length) doc.font('Helvetica-Oblique').fontSize(9).text('No dives logged yet.');
  doc.end();
  return done;
}

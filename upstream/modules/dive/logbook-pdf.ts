// The log book as a printable PDF (pdfkit, A4 portrait): the diver's name, the number of dives
// and the deepest, then one row per dive, numbered, with a column for the guide's signature.
import type { TLogBook, TLogEntry } from '../../../lib/contract/dive-more';
import { FONT, openPdf } from '../../shared/pdf/pdf-document';
import { tableRow } from '../../shared/pdf/pdf-table';
import { printable } from '../../shared/pdf/pdf-text';

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
  const { doc, end } = openPdf(printable(`Dive log book: ${book.name}`), { margin: 36 });
  doc.font(FONT.bold).fontSize(16).text(printable(`Dive log book: ${book.name}`));
  doc.font(FONT.regular).fontSize(10)
    .text(printable(`Logged dives: ${book.total}${book.maxDepth != null ? `   Deepest: ${book.maxDepth} m` : ''}   Printed: ${printedOn}`));
  doc.moveDown();
  const left = doc.page.margins.left;
  const row = (values: string[], bold = false) => tableRow(doc, COLUMNS, values.map((v) => printable(v)), { left, fontSize: 8, lineHeight: 13, room: 30, pad: 4, bold });
  row(COLUMNS.map((c) => c.label), true);
  for (const e of book.entries) {
    row(COLUMNS.map((c) => c.value(e)));
    if (e.comment) {
      doc.font(FONT.italic).fontSize(7).text(printable(e.comment), left + 28, doc.y - 2, { width: 480, lineBreak: false, ellipsis: true });
      doc.x = left;
      doc.y += 2;
    }
  }
  if (!book.entries.length) doc.font(FONT.italic).fontSize(9).text('No dives logged yet.');
  return end();
}

// One line of a printed table (pdfkit) at the cursor, as the lists, reports, manifest and log book
// draw them: the cells side by side on one line, each cut to its column with an ellipsis, a new
// page first when the line would come within `room` points of the bottom margin.
import { FONT } from './pdf-fonts';

export type TPdfColumn = { width: number; right?: boolean };
export type TPdfRowStyle = {
  /** The page's left edge (the cursor returns there) and where the first cell starts. */
  left: number; indent?: number;
  fontSize: number; lineHeight: number; room: number;
  /** Space kept free at the right of every cell. */
  pad: number;
};

export function tableRow(doc: PDFKit.PDFDocument, columns: readonly TPdfColumn[], values: string[], style: TPdfRowStyle & { bold?: boolean }): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - style.room) doc.addPage();
  const y = doc.y;
  let x = style.left + (style.indent ?? 0);
  doc.font(style.bold ? FONT.bold : FONT.regular).fontSize(style.fontSize);
  columns.forEach((c, i) => {
    doc.text(values[i] ?? '', x, y, { width: c.width - style.pad, lineBreak: false, ellipsis: true, align: c.right ? 'right' : 'left' });
    x += c.width;
  });
  doc.x = style.left;
  doc.y = y + style.lineHeight;
}

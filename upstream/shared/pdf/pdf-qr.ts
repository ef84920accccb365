// A QR code drawn into a PDF as vector squares (one rectangle per run of dark modules in a row),
// straight from the code's module matrix: no PNG to encode and decode again, which was most of
// an invoice PDF's CPU time (bench workload 11), and sharp at any print size.
import QRCode from 'qrcode';

/** Draws `text` as a QR code (error correction M) of `size` points at x, y, with a quiet zone of 2 modules. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / (n + 4);
  const dark = (r: number, c: number) => qr.modules.get(r, c) === 1 || (qr.modules.get(r, c) as unknown) === true;
  doc.save();
  for (let r = 0; r < n; r++) {
    let c = 0;
    while (c < n) {
      if (!dark(r, c)) { c++; continue; }
      const start = c;
      while (c < n && dark(r, c)) c++;
      doc.rect(x + (start + 2) * cell, y + (r + 2) * cell, (c - start) * cell, cell);
    }
  }
  doc.fillColor('black').fill();
  doc.restore();
}

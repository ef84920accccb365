// The vector QR code of the PDFs: its rectangles cover exactly the dark modules of the code
// (error correction M), inside the quiet zone, and nothing else.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { drawQr } from '../../upstream/shared/pdf/pdf-qr';

function record() {
  const rects: [number, number, number, number][] = [];
  let filled = 0;
  const doc = { save: () => doc, restore: () => doc, fillColor: () => doc, fill: () => { filled++; return doc; }, rect: (x: number, y: number, w: number, h: number) => { rects.push([x, y, w, h]); return doc; } };
  return { doc: doc as unknown as PDFKit.PDFDocument, rects, filled: () => filled };
}

describe('drawQr', () => {
  it.each(['BCD\n002\n1\nSCT\nCOBADEFFXXX\nTauchbasis\nDE89370400440532013000\nEUR1234.50\n\n\nRE-2031-00007 B-100', 'B-2027-000123'])('covers exactly the dark modules of %#', (text) => {
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    const size = (n + 4) * 2;
    const r = record();
    drawQr(r.doc, text, 10, 20, size);
    const covered = new Set<string>();
    for (const [x, y, w, h] of r.rects) {
      expect(h).toBeCloseTo(2);
      const row = Math.round((y - 20) / 2) - 2;
      for (let c = Math.round((x - 10) / 2) - 2; c < Math.round((x - 10 + w) / 2) - 2; c++) covered.add(`${row},${c}`);
    }
    const dark = new Set<string>();
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (qr.modules.get(i, j)) dark.add(`${i},${j}`);
    expect(covered).toEqual(dark);
    expect(r.filled()).toBe(1);
  });
});

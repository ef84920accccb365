// The receipt of a ticket as a PDF (POST /api/pos/{id}/print): a narrow page like a counter
// printer's roll (80 mm) at the top of the page, the lines, the total, the tax per rate and how it was paid.
import type { TPosTicket } from '../../../lib/contract/pos';
import { FONT, openPdf } from '../../shared/pdf/pdf-document';
import { money, printable } from '../../shared/pdf/pdf-text';
import type { TDocLang } from '../../shared/pdf/texts';

const T = {
  de: { receipt: 'Beleg', open: 'offen (nicht bezahlt)', total: 'Summe', tax: 'enth. MwSt.', cash: 'Bar', card: 'Karte', room: 'Zimmerrechnung', given: 'Gegeben', change: 'Rückgeld', void: 'STORNIERT' },
  en: { receipt: 'Receipt', open: 'open (not paid)', total: 'Total', tax: 'incl. VAT', cash: 'Cash', card: 'Card', room: 'Room bill', given: 'Given', change: 'Change', void: 'VOID' },
};

export async function receiptPdf(t: TPosTicket, shop: string, lang: TDocLang): Promise<Buffer> {
  const L = T[lang];
  const m = (n: number) => money(n, t.currency, lang);
  const { doc, end } = openPdf(`${L.receipt} ${t.receiptNo ?? ''}`.trim(), { margin: 12 });
  const w = 203; // the width of an 80 mm counter roll, at the top left of the page
  doc.font(FONT.bold).fontSize(11).text(printable(shop), { width: w, align: 'center' });
  doc.font(FONT.regular).fontSize(8).text(`${L.receipt} ${t.receiptNo ?? L.open}${t.paidAt ? `  ${t.paidAt.slice(0, 16).replace('T', ' ')} UTC` : ''}`, { width: w, align: 'center' });
  if (t.status === 'void') doc.font(FONT.bold).text(L.void, { width: w, align: 'center' }).font(FONT.regular);
  doc.moveDown(0.5);
  for (const l of t.lines) {
    doc.text(`${l.quantity} × ${printable(l.text, 80)}`, { width: w - 60, continued: false });
    doc.moveUp().text(m(l.amount), { width: w, align: 'right' });
  }
  doc.moveDown(0.3).font(FONT.bold).text(L.total, { width: w - 60 }).moveUp().text(m(t.total), { width: w, align: 'right' }).font(FONT.regular);
  const rates = new Map<number, number>();
  for (const l of t.lines) rates.set(l.taxPercent, (rates.get(l.taxPercent) ?? 0) + l.amount);
  for (const [rate, gross] of rates) {
    const tax = gross - Math.round((gross * 100) / (100 + rate));
    doc.text(`${L.tax} ${rate} %`, { width: w - 60 }).moveUp().text(m(tax), { width: w, align: 'right' });
  }
  for (const x of t.payments.filter((y) => y.amount > 0)) {
    doc.text(x.method === 'room' && t.bookingNo ? `${L.room} ${t.bookingNo}` : L[x.method], { width: w - 60 }).moveUp().text(m(x.amount), { width: w, align: 'right' });
    if (x.method === 'cash' && x.given !== null && t.change !== null) {
      doc.text(L.given, { width: w - 60 }).moveUp().text(m(x.given), { width: w, align: 'right' });
      doc.text(L.change, { width: w - 60 }).moveUp().text(m(t.change), { width: w, align: 'right' });
    }
  }
  return end();
}

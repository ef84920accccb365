// The invoice and credit note as PDF (pdfkit, A4): the company's logo and address, the recipient,
// number, dates and service period, the lines, the tax breakdown, totals, the payments already
// made and what is due by when, an EPC (SEPA) QR code for the transfer, and the footer with the
// company's register, tax and bank data. In the invoice's language; all text through printable().
import type { TInvoice } from '../../../lib/contract/invoices';
import { epcPayload } from './epc-qr';
import { FONT, openPdf } from '../../shared/pdf/pdf-document';
import { drawQr } from '../../shared/pdf/pdf-qr';
import { day, money, printable, rate } from '../../shared/pdf/pdf-text';
import { docLabel, docLang } from '../../shared/pdf/texts';

export type TLogo = { data: Buffer; mimeType: string } | null;
type TCompany = Record<string, string | number | null | undefined>;

export async function renderInvoicePdf(inv: TInvoice, logo: TLogo): Promise<Buffer> {
  const lang = docLang(inv.language);
  const L = (k: string, v?: Record<string, unknown>) => printable(docLabel(lang, k, v));
  const co = inv.company as TCompany;
  const s = (k: string) => printable(String(co[k] ?? ''));
  const title = inv.kind === 'credit_note' ? L('creditNote') : L('invoice');
  const { doc, end } = openPdf(`${title} ${printable(inv.number)}`, { margin: 50, bufferPages: true });
  const left = 50;
  const width = doc.page.width - 100;

  if (logo && /^image\/(png|jpeg)$/.test(logo.mimeType)) {
    try { doc.image(logo.data, doc.page.width - 50 - 140, 40, { fit: [140, 60] }); } catch { /* an unreadable picture: no logo */ }
  }
  doc.font(FONT.bold).fontSize(12).text(s('name'), left, 50, { width: 300 });
  doc.font(FONT.regular).fontSize(9).text([s('street'), [s('zip'), s('city')].filter(Boolean).join(' '), s('country')].filter(Boolean).join(', '), { width: 300 });
  // Recipient block (window envelope position).
  const r = inv.recipient;
  doc.fontSize(10).text([r.name, r.street, [r.zip, r.city].filter(Boolean).join(' '), r.country].filter(Boolean).map((x) => printable(x, 120)).join('\n'), left, 140, { width: 250, height: 80, ellipsis: true });
  // Heading and facts.
  doc.font(FONT.bold).fontSize(16).text(`${title} ${printable(inv.number)}`, left, 240);
  doc.font(FONT.regular).fontSize(9).moveDown(0.3);
  const facts: [string, string][] = [[L('date'), day(inv.issueDate, lang)], [L('booking'), printable(inv.bookingNo ?? '')]];
  if (inv.serviceFrom) facts.push([L('servicePeriod'), `${day(inv.serviceFrom, lang)} - ${day(inv.serviceTo, lang)}`]);
  if (inv.kind === 'credit_note' && inv.referencesNumber) facts.push([L('references'), printable(inv.referencesNumber)]);
  if (inv.kind === 'invoice') facts.push([L('dueDate'), day(inv.dueDate, lang)]);
  if (r.vatId) facts.push([L('vatId'), printable(r.vatId)]);
  for (const [k, v] of facts) doc.text(`${k}: ${v}`);
  doc.moveDown();

  // Lines.
  const cols = [{ w: 30, a: 'left' }, { w: width - 30 - 40 - 80 - 45 - 85, a: 'left' }, { w: 40, a: 'right' }, { w: 80, a: 'right' }, { w: 45, a: 'right' }, { w: 85, a: 'right' }] as const;
  const row = (vals: string[], bold = false) => {
    if (doc.y > doc.page.height - 130) doc.addPage();
    const y = doc.y;
    let x = left;
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(9);
    let h = 12;
    vals.forEach((v, i) => {
      const opts = { width: cols[i].w - 4, align: cols[i].a, height: 36, ellipsis: true } as const;
      h = Math.max(h, Math.min(36, doc.heightOfString(v, opts)));
      doc.text(v, x, y, opts);
      x += cols[i].w;
    });
    doc.x = left;
    doc.y = y + h + 3;
  };
  row([L('pos'), L('description'), L('qty'), L('unitPrice'), L('taxRate'), L('amount')], true);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).stroke();
  doc.moveDown(0.2);
  for (const l of inv.lines) {
    row([String(l.position), printable(l.text, 300), String(l.quantity), money(l.unitPrice, inv.currency, lang), rate(l.taxRate, lang), money(l.amount, inv.currency, lang)]);
  }
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).stroke();
  doc.moveDown(0.5);

  // Totals and tax breakdown.
  const sum = (label: string, value: string, bold = false) => {
    if (doc.y > doc.page.height - 110) doc.addPage();
    const y = doc.y;
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(9.5);
    doc.text(label, left + width - 330, y, { width: 240, align: 'right' });
    doc.text(value, left + width - 90, y, { width: 90, align: 'right' });
    doc.x = left;
  };
  sum(L('net'), money(inv.net, inv.currency, lang));
  for (const t of inv.taxBreakdown) {
    if (t.rate > 0) sum(L(t.inclusive ? 'taxIncluded' : 'taxAdded', { rate: rate(t.rate, lang), net: money(t.net, inv.currency, lang) }), money(t.tax, inv.currency, lang));
  }
  sum(L('total'), money(inv.total, inv.currency, lang), true);
  if (inv.kind === 'invoice') {
    if (inv.paidAmount) sum(L('paid'), money(-inv.paidAmount, inv.currency, lang));
    sum(L('due'), money(inv.amountDue, inv.currency, lang), true);
  }
  doc.moveDown();
  if (inv.exemptionNote) doc.font(FONT.regular).fontSize(9).text(printable(inv.exemptionNote, 300), left, doc.y, { width });
  if (inv.kind === 'credit_note' && inv.reason) doc.font(FONT.regular).fontSize(9).text(`${L('reason')}: ${printable(inv.reason, 300)}`, left, doc.y, { width });

  // Payment request with the EPC QR code.
  const epc = inv.kind === 'invoice' && inv.amountDue > 0
    ? epcPayload({ name: String(co.accountHolder || co.name || ''), iban: String(co.iban ?? ''), bic: String(co.bic ?? ''), amount: inv.amountDue, currency: inv.currency, remittance: `${inv.number} ${inv.bookingNo ?? ''}` })
    : null;
  if (inv.kind === 'invoice' && inv.amountDue > 0) {
    if (doc.y > doc.page.height - 200) doc.addPage();
    const y = doc.y + 6;
    doc.font(FONT.regular).fontSize(9).text(L('payBy', { amount: money(inv.amountDue, inv.currency, lang), date: day(inv.dueDate, lang), number: printable(inv.number) }), left, y, { width: width - 110 });
    if (co.iban) doc.text(`IBAN ${s('iban')}${co.bic ? `  BIC ${s('bic')}` : ''}${co.bankName ? `  ${s('bankName')}` : ''}`, { width: width - 110 });
    if (epc) {
      drawQr(doc, epc, left + width - 95, y, 95);
      doc.fontSize(7).text(L('qrHint'), left + width - 95, y + 97, { width: 95, align: 'center' });
      doc.x = left;
    }
  }

  // Footer on every page: invoice footer text, company register, tax and bank data.
  const footer = [s('invoiceFooter'), [s('name'), s('register'), s('managingDirectors') && `${L('managingDirectors')}: ${s('managingDirectors')}`].filter(Boolean).join(' · '),
    [co.vatId && `${L('vatIdOwn')}: ${s('vatId')}`, co.taxNumber && `${L('taxNumber')}: ${s('taxNumber')}`, co.iban && `IBAN ${s('iban')}`, co.bic && `BIC ${s('bic')}`].filter(Boolean).join(' · ')]
    .filter(Boolean).join('\n');
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.font(FONT.regular).fontSize(7).fillColor('#555').text(footer, left, doc.page.height - 60, { width, align: 'center', height: 40, ellipsis: true });
    doc.fillColor('black');
  }
  return end();
}

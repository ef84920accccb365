// The agency's printouts as PDF (pdfkit, the fonts and text helpers of the invoice documents):
// 'datasheet' (master data, contact, address, terms, credit balances) and 'statement' (the
// bookings arriving in the period that owe money, with gross, commission, net, paid and open, the
// totals per currency, and the payments received in the period). The company's name, address and
// logo head both, like the booking documents. Labels in the caller's language.
import type { TAgencyPrintTemplate } from '../../../lib/contract/agency-print';
import type { TAgencyPayments } from '../../../lib/contract/reports';
import type { TCompanySettings } from '../../../lib/contract/invoices';
import type { TLogo } from '../invoices/pdf';
import { FONT, openPdf } from '../../shared/pdf/pdf-document';
import { day, money, printable } from '../../shared/pdf/pdf-text';
import { AGENCY_PRINT_LABELS as LABELS } from './print-labels';

export type TAgencySheet = Record<string, string | number | null> & { name: string };
type TLang = 'de' | 'en';
export type TAgencyPrint = {
  template: TAgencyPrintTemplate; lang: TLang; printedOn: string; company: TCompanySettings; logo: TLogo;
  agency: TAgencySheet; credits: { currency: string; balance: number }[]; statement: TAgencyPayments | null;
};

export function renderAgencyPdf(p: TAgencyPrint): Promise<Buffer> {
  const L = LABELS[p.lang];
  const { doc, end } = openPdf(printable(`${L[p.template]}: ${p.agency.name}`), { margin: 50 });
  const left = 50;
  const width = doc.page.width - 100;
  if (p.logo && /^image\/(png|jpeg)$/.test(p.logo.mimeType)) {
    try { doc.image(p.logo.data, doc.page.width - 190, 40, { fit: [140, 60] }); } catch { /* an unreadable logo prints no logo */ }
  }
  const co = p.company;
  doc.font(FONT.bold).fontSize(12).text(printable(co.name), left, 50, { width: 300 });
  doc.font(FONT.regular).fontSize(9).text([co.street, [co.zip, co.city].filter(Boolean).join(' '), co.email, co.phone].filter(Boolean).map((x) => printable(x)).join(', '), { width: 300 });
  doc.font(FONT.bold).fontSize(18).text(printable(`${L[p.template]}: ${p.agency.name}`), left, 130, { width });
  const period = p.statement ? `${L.period} ${day(p.statement.from, p.lang)} - ${day(p.statement.to, p.lang)} - ` : '';
  doc.font(FONT.regular).fontSize(9).fillColor('#555').text(printable(`${period}${L.printedOn} ${day(p.printedOn, p.lang)}`)).fillColor('#000').moveDown();
  if (p.template === 'datasheet') datasheet(doc, p);
  else if (p.statement) statement(doc, p, p.statement);
  return end();
}

type TDoc = PDFKit.PDFDocument;

function datasheet(doc: TDoc, p: TAgencyPrint) {
  const L = LABELS[p.lang];
  const a = p.agency;
  const rows: [string, unknown][] = [
    [L.name, a.name], [L.type, a.type], [L.contact, a.contactName], [L.email, a.email], [L.phone, a.phone],
    [L.address, [a.street, [a.zip, a.city].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ')],
    [L.website, a.website], [L.vatId, a.vatId], [L.commission, a.commissionName], [L.terms, a.termsName],
    [L.currency, a.currency], [L.language, a.language],
    [L.creditLimit, typeof a.creditLimit === 'number' ? money(a.creditLimit, String(a.currency ?? 'EUR'), p.lang) : null],
  ];
  doc.fontSize(10);
  for (const [k, v] of rows) {
    doc.font(FONT.bold).text(printable(k), 50, doc.y, { continued: true, width: 495 }).font(FONT.regular).text(printable(`  ${v === null || v === undefined || v === '' ? '-' : String(v)}`));
  }
  doc.moveDown().font(FONT.bold).fontSize(12).text(printable(L.credits)).font(FONT.regular).fontSize(10);
  if (!p.credits.length) doc.text(printable(L.noCredits));
  for (const c of p.credits) doc.text(money(c.balance, c.currency, p.lang));
}

const COLS = [0, 80, 150, 225, 300, 375, 445] as const;

function statement(doc: TDoc, p: TAgencyPrint, s: TAgencyPayments) {
  const L = LABELS[p.lang];
  const left = 50;
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 80) doc.addPage();
    const y = doc.y;
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(8.5);
    cells.forEach((c, i) => doc.text(printable(c, 60), left + COLS[i], y, { width: (COLS[i + 1] ?? 495) - COLS[i] - 4, align: i >= 2 ? 'right' : 'left', lineBreak: false, ellipsis: true }));
    doc.x = left;
    doc.y = y + 13;
  };
  doc.font(FONT.bold).fontSize(12).text(printable(L.bookings), left, doc.y).moveDown(0.3);
  row([L.booking, L.arrival, L.gross, L.commissionCol, L.net, L.paid, L.open], true);
  if (!s.statement.length) row([L.noBookings]);
  for (const r of s.statement) {
    row([r.booking.bookingNo ?? '-', day(r.booking.dateFrom, p.lang), ...[r.gross, r.commission, r.net, r.paid, r.open].map((v) => money(v, r.currency, p.lang))]);
  }
  for (const t of s.statementTotals) row([L.total, t.currency, ...[t.gross, t.commission, t.net, t.paid, t.open].map((v) => money(v, t.currency, p.lang))], true);
  doc.moveDown().font(FONT.bold).fontSize(12).text(printable(L.payments), left, doc.y).moveDown(0.3);
  row([L.date, L.booking, L.amount, L.status], true);
  if (!s.payments.length) row([L.noPayments]);
  for (const pm of s.payments) row([day(pm.paidAt ?? pm.createdAt, p.lang), pm.booking.bookingNo ?? '-', money(pm.amount, pm.currency, p.lang), pm.status]);
  doc.moveDown().font(FONT.bold).fontSize(10).text(printable(L.credits), left, doc.y).font(FONT.regular);
  if (!s.credits.length) doc.text(printable(L.noCredits));
  for (const c of s.credits) doc.text(money(c.balance, c.currency, p.lang));
}

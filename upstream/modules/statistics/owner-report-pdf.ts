// The owner's monthly report as a PDF (owner-report.ts): the month beside the same month a year
// before, the strongest countries and agencies, and the next months on the books; A4, the
// report's language (de or en), the documents' fonts and table lines (shared/pdf).
import { FONT, openPdf } from '../../shared/pdf/pdf-document';
import { tableRow, type TPdfColumn } from '../../shared/pdf/pdf-table';
import { money, printable } from '../../shared/pdf/pdf-text';
import type { TDocLang } from '../../shared/pdf/texts';
import type { TMonthFigures, TOwnerReport } from './owner-report';

const T = {
  de: {
    title: 'Monatsbericht', month: 'Monat', lastYear: 'Vorjahr', change: 'Veränderung', figure: 'Kennzahl',
    bookings: 'Buchungen', guests: 'Gäste', revenue: 'Umsatz (nach Anreise)', cancellations: 'Stornierungen', cancellationFees: 'Stornogebühren',
    received: 'Zahlungseingang', bedNights: 'Belegte Bettnächte', rate: 'Auslastung', countries: 'Stärkste Herkunftsländer', agencies: 'Stärkste Agenturen',
    ahead: 'Auf den Büchern (kommende Monate)', guestNights: 'Gästenächte', unknown: 'unbekannt', none: 'Keine.', name: 'Name',
    note: 'Umsatz nach Anreisetag, in der Basiswährung zu den aktuellen Kursen; Begriffe wie in den Statistiken.',
  },
  en: {
    title: 'Monthly report', month: 'Month', lastYear: 'Year before', change: 'Change', figure: 'Figure',
    bookings: 'Bookings', guests: 'Guests', revenue: 'Revenue (by arrival)', cancellations: 'Cancellations', cancellationFees: 'Cancellation fees',
    received: 'Money received', bedNights: 'Bed-nights sold', rate: 'Utilization', countries: 'Strongest countries', agencies: 'Strongest agencies',
    ahead: 'On the books (coming months)', guestNights: 'Guest-nights', unknown: 'unknown', none: 'None.', name: 'Name',
    note: 'Revenue by arrival day, in the base currency at today\'s rates; the figures mean what they mean in the statistics.',
  },
};
const ROWS: (keyof TMonthFigures)[] = ['bookings', 'guests', 'revenue', 'cancellations', 'cancellationFees', 'received', 'bedNights', 'rate'];
const MONEY = new Set<keyof TMonthFigures>(['revenue', 'cancellationFees', 'received']);

export async function ownerReportPdf(r: TOwnerReport, company: string, lang: TDocLang): Promise<Buffer> {
  const L = T[lang];
  const tag = lang === 'de' ? 'de-DE' : 'en-GB';
  const num = new Intl.NumberFormat(tag);
  const pct = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const monthName = (m: string) => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-01T00:00:00Z`));
  const show = (k: keyof TMonthFigures, v: number | null) => (v === null ? '–' : MONEY.has(k) ? money(v, r.currency, lang) : k === 'rate' ? pct.format(v) : num.format(v));
  const change = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? '–' : `${a >= b ? '+' : ''}${pct.format((a - b) / Math.abs(b))}`);
  const { doc, end } = openPdf(printable(`${L.title} ${monthName(r.month)} – ${company}`), { margin: 50 });
  const left = doc.page.margins.left;
  const style = { left, fontSize: 10, lineHeight: 16, room: 40, pad: 8 };
  const heading = (text: string) => { doc.moveDown(0.8).font(FONT.bold).fontSize(13).text(text, left); doc.moveDown(0.3); };

  doc.font(FONT.bold).fontSize(18).text(`${L.title} ${monthName(r.month)}`, left);
  doc.font(FONT.regular).fontSize(11).text(printable(company, 200));
  const four: TPdfColumn[] = [{ width: 190 }, { width: 105, right: true }, { width: 105, right: true }, { width: 95, right: true }];
  doc.moveDown(0.8);
  tableRow(doc, four, [L.figure, monthName(r.month), L.lastYear, L.change], { ...style, bold: true });
  for (const k of ROWS) tableRow(doc, four, [L[k], show(k, r.now[k]), show(k, r.lastYear[k]), change(r.now[k], r.lastYear[k])], style);

  const three: TPdfColumn[] = [{ width: 250 }, { width: 100, right: true }, { width: 145, right: true }];
  const countries = new Intl.DisplayNames([lang], { type: 'region' });
  heading(L.countries);
  if (!r.countries.length) doc.font(FONT.regular).fontSize(10).text(L.none, left);
  else {
    tableRow(doc, three, [L.name, L.bookings, L.revenue], { ...style, bold: true });
    for (const c of r.countries) tableRow(doc, three, [c.key ? (countries.of(c.key) ?? c.key) : L.unknown, num.format(c.bookings), money(c.revenue, r.currency, lang)], style);
  }
  heading(L.agencies);
  if (!r.agencies.length) doc.font(FONT.regular).fontSize(10).text(L.none, left);
  else {
    tableRow(doc, three, [L.name, L.bookings, L.revenue], { ...style, bold: true });
    for (const a of r.agencies) tableRow(doc, three, [printable(a.name, 80), num.format(a.bookings), money(a.revenue, r.currency, lang)], style);
  }

  heading(L.ahead);
  const five: TPdfColumn[] = [{ width: 115 }, { width: 95, right: true }, { width: 95, right: true }, { width: 95, right: true }, { width: 95, right: true }];
  tableRow(doc, five, [L.month, L.bookings, `${L.bookings} (${L.lastYear})`, L.guestNights, `${L.guestNights} (${L.lastYear})`], { ...style, bold: true });
  for (const a of r.ahead) {
    tableRow(doc, five, [monthName(a.month), num.format(a.now.bookings), num.format(a.lastYear.bookings), num.format(a.now.guestNights), num.format(a.lastYear.guestNights)], style);
  }
  doc.moveDown(1).font(FONT.italic).fontSize(8).text(L.note, left);
  return end();
}

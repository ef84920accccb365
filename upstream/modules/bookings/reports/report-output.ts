// A list report (report/{templateId}) as CSV (UTF-8 with byte-order mark, amounts in minor units,
// formula-looking cells neutralised, like csvExport) or as a landscape PDF table with the totals per
// currency. Headings in the report's language (messages namespace bookingReport, the states' names
// from enums), via the documents' text helpers.
import { csvDocument } from '../../../../lib/validation/csv-writer';
import type { TReport, TReportRow } from '../../../../lib/contract/booking-reports';
import { FONT, openPdf } from '../../../shared/pdf/pdf-document';
import { tableRow } from '../../../shared/pdf/pdf-table';
import { day, money, printable } from '../../../shared/pdf/pdf-text';
import { text, type TDocLang } from '../../../shared/pdf/texts';

const COLUMNS = ['number', 'state', 'title', 'asset', 'agency', 'dateFrom', 'dateTo', 'pax', 'currency', 'total', 'paid', 'open'] as const;
const L = (lang: TDocLang, key: string, values?: Record<string, unknown>) => text(lang, `bookingReport.${key}`, values);
const stateName = (lang: TDocLang, s: string) => { const t = text(lang, `enums.${s}`); return t === `enums.${s}` ? s : t; };

export function reportCsv(r: TReport, lang: TDocLang): string {
  const head = COLUMNS.map((c) => L(lang, `col.${c}`));
  return csvDocument(head, r.rows.map((row) => COLUMNS.map((c) => (c === 'state' ? stateName(lang, row.state) : row[c]))));
}

/** Columns of the PDF: width in points (landscape A4 leaves 762) and alignment. */
const PDF_COLUMNS: { key: keyof TReportRow; width: number; right?: boolean }[] = [
  { key: 'number', width: 80 }, { key: 'state', width: 62 }, { key: 'title', width: 150 }, { key: 'asset', width: 92 },
  { key: 'dateFrom', width: 58 }, { key: 'dateTo', width: 58 }, { key: 'pax', width: 28, right: true },
  { key: 'total', width: 78, right: true }, { key: 'paid', width: 78, right: true }, { key: 'open', width: 78, right: true },
];

function cell(row: TReportRow, key: keyof TReportRow, lang: TDocLang): string {
  if (key === 'state') return stateName(lang, row.state);
  if (key === 'dateFrom' || key === 'dateTo') return day(row[key], lang);
  if (key === 'total' || key === 'paid' || key === 'open') return money(row[key], row.currency, lang);
  return printable(String(row[key] ?? ''), 120);
}

export function reportPdf(r: TReport, lang: TDocLang, printedOn: string): Promise<Buffer> {
  const title = L(lang, `template.${r.template}`);
  const { doc, end } = openPdf(printable(title), { layout: 'landscape', margin: 40 });
  const left = doc.page.margins.left;
  doc.font(FONT.bold).fontSize(16).text(printable(title), left, 40);
  doc.font(FONT.regular).fontSize(10).fillColor('#555')
    .text(printable(L(lang, 'period', { from: day(r.from, lang), to: day(r.to, lang), printed: day(printedOn, lang), count: r.rows.length })))
    .fillColor('#000').moveDown();
  const line = (values: string[], bold = false) => tableRow(doc, PDF_COLUMNS, values.map((v) => printable(v)), { left, fontSize: 8.5, lineHeight: 13, room: 20, pad: 6, bold });
  const header = PDF_COLUMNS.map((c) => L(lang, `col.${c.key}`));
  line(header, true);
  for (const row of r.rows) line(PDF_COLUMNS.map((c) => cell(row, c.key, lang)));
  if (!r.rows.length) doc.font(FONT.italic).fontSize(9).text(printable(L(lang, 'none')), left, doc.y + 4);
  doc.moveDown();
  for (const t of r.totals) {
    line(PDF_COLUMNS.map((c) => {
      if (c.key === 'number') return L(lang, 'totalFor', { currency: t.currency });
      if (c.key === 'title') return L(lang, 'bookingCount', { count: t.bookings });
      if (c.key === 'pax') return String(t.pax);
      if (c.key === 'total' || c.key === 'paid' || c.key === 'open') return money(t[c.key], t.currency, lang);
      return '';
    }), true);
  }
  return end();
}

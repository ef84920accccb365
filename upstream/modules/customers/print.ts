// POST {customer}/print/{template}: the customer's data sheet as a PDF (pdfkit). Templates:
// 'datasheet' (master data, contact, address, passport and the stays) and 'stays' (the stays
// only, e.g. for a repeater's certificate). Labels in the caller's language; the standard PDF
// fonts know WinAnsi only, so other letters are transliterated or printed as '?' (pdf-text.ts).
import type { TCustomerView } from '../../../lib/contract/customers';
import { FONT, openPdf } from '../../shared/pdf/pdf-document';
import { perLanguage } from '../../shared/pdf/texts';
import { printable } from '../../shared/pdf/pdf-text';

export const PRINT_TEMPLATES = ['datasheet', 'stays'] as const;
export type TPrintTemplate = (typeof PRINT_TEMPLATES)[number];

const LABELS = perLanguage({
  datasheet: { de: 'Kundendatenblatt', en: 'Customer data sheet' },
  stays: { de: 'Aufenthalte', en: 'Stays' },
  name: { de: 'Name', en: 'Name' },
  birthday: { de: 'Geburtsdatum', en: 'Birthday' },
  age: { de: 'Alter', en: 'Age' },
  gender: { de: 'Geschlecht', en: 'Gender' },
  nationality: { de: 'Staatsangehörigkeit', en: 'Nationality' },
  email: { de: 'E-Mail', en: 'E-mail' },
  phone: { de: 'Telefon', en: 'Phone' },
  address: { de: 'Adresse', en: 'Address' },
  passport: { de: 'Reisepass', en: 'Passport' },
  expires: { de: 'gültig bis', en: 'valid until' },
  booking: { de: 'Buchung', en: 'Booking' },
  dates: { de: 'Zeitraum', en: 'Dates' },
  nights: { de: 'Nächte', en: 'Nights' },
  room: { de: 'Zimmer', en: 'Room' },
  none: { de: 'Keine Aufenthalte.', en: 'No stays.' },
});

type TObj = Record<string, string | number | null | undefined>;

export function renderCustomerPdf(view: TCustomerView, template: TPrintTemplate, lang: 'de' | 'en', printedOn: string): Promise<Buffer> {
  const L = LABELS[lang];
  const c = view.customer as TObj & { masterData?: TObj; contact?: TObj; address?: TObj; passport?: TObj };
  const { doc, end } = openPdf(printable(`${L[template]}: ${c.fullName}`), { margin: 48 });
  doc.font(FONT.bold).fontSize(16).text(printable(L[template]));
  doc.font(FONT.regular).fontSize(10).fillColor('#555').text(printable(`${c.fullName} - ${printedOn}`)).fillColor('#000').moveDown();
  if (template === 'datasheet') {
    const md = c.masterData ?? {};
    const ct = c.contact ?? {};
    const ad = c.address ?? {};
    const pp = c.passport ?? {};
    const rows: [string, unknown][] = [
      [L.name, [md.title, md.firstName, md.middleName, md.lastName].filter(Boolean).join(' ') || c.fullName],
      [L.birthday, md.birthday], [L.age, view.age], [L.gender, md.gender], [L.nationality, md.nationality],
      [L.email, ct.email ?? c.email], [L.phone, ct.phone],
      [L.address, [ad.street, [ad.zip, ad.city].filter(Boolean).join(' '), ad.state, ad.country].filter(Boolean).join(', ')],
      [L.passport, [pp.number, pp.nationality, pp.expires ? `${L.expires} ${pp.expires}` : null].filter(Boolean).join(', ')],
    ];
    for (const [k, v] of rows) {
      doc.font(FONT.bold).text(printable(k), { continued: true, width: 500 }).font(FONT.regular).text(printable(`  ${v ?? '-'}`));
    }
    doc.moveDown().font(FONT.bold).fontSize(12).text(printable(L.stays)).fontSize(10).font(FONT.regular);
  }
  if (!view.stays.length) doc.text(printable(L.none));
  for (const s of view.stays) {
    doc.text(printable(`${s.bookingNo ?? '-'}   ${s.dateFrom ?? ''} - ${s.dateTo ?? ''}   ${s.nights} ${L.nights}   ${s.room ?? ''}`));
  }
  return end();
}

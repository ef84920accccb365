// The printed guest list of a departure as a PDF (pdfkit): a heading with the departure, then
// every cabin with its guests. The template picks the title and the guest columns: the built-in
// 'cabins' and 'manifest', or a vessel list (/api/vessellist) of the vessel, whose columns are
// used where they name a guest field (name, gender, birthday, nationality, booking).
import type { TScheduleCabin, TScheduleCustomer } from '../../../lib/contract/schedules';
import { FONT, openPdf } from '../../shared/pdf/pdf-document';
import { tableRow } from '../../shared/pdf/pdf-table';
import { printable } from '../../shared/pdf/pdf-text';

export const GUEST_COLUMNS = ['name', 'gender', 'birthday', 'nationality', 'booking'] as const;
export type TGuestColumn = (typeof GUEST_COLUMNS)[number];

export type TPrintList = {
  title: string;
  columns: TGuestColumn[];
  schedule: { name: string; dateFrom: string; dateTo: string; vesselName: string | null; tourName: string | null };
  cabins: TScheduleCabin[];
  guests: TScheduleCustomer[];
};

const LABEL: Record<TGuestColumn, string> = { name: 'Name', gender: 'Gender', birthday: 'Birthday', nationality: 'Nationality', booking: 'Booking' };
const WIDTH: Record<TGuestColumn, number> = { name: 190, gender: 50, birthday: 75, nationality: 70, booking: 110 };

function cell(g: TScheduleCustomer, c: TGuestColumn): string {
  switch (c) {
    case 'name': return g.name;
    case 'gender': return g.gender;
    case 'birthday': return g.birthday ?? '';
    case 'nationality': return g.nationality ?? '';
    case 'booking': return g.bookingNumber ?? '';
  }
}

export function renderPrintList(list: TPrintList): Promise<Buffer> {
  const { doc, end } = openPdf(printable(`${list.title}: ${list.schedule.name}`), { margin: 40 });
  const s = list.schedule;
  doc.font(FONT.bold).fontSize(16).text(printable(list.title));
  doc.font(FONT.regular).fontSize(11)
    .text(printable([s.tourName, s.name].filter(Boolean).join(': ')))
    .text(printable(`${s.vesselName ?? ''}  ${s.dateFrom} - ${s.dateTo}  (${list.guests.length} guests)`));
  doc.moveDown();
  const left = doc.page.margins.left;
  const columns = list.columns.map((c) => ({ width: WIDTH[c] }));
  const row = (values: string[], bold = false) => tableRow(doc, columns, values.map((v) => printable(v)), { left, indent: 15, fontSize: 9, lineHeight: 14, room: 20, pad: 6, bold });
  for (const cabin of list.cabins) {
    const guests = list.guests.filter((g) => g.cabin.id === cabin.id);
    if (doc.y > doc.page.height - doc.page.margins.bottom - 50) doc.addPage();
    doc.font(FONT.bold).fontSize(11).text(printable(`${cabin.name}${cabin.roomTypeName ? ` (${cabin.roomTypeName})` : ''}`), left);
    if (guests.length === 0) {
      doc.font(FONT.italic).fontSize(9).text('free', left + 15);
    } else {
      row(list.columns.map((c) => LABEL[c]), true);
      for (const g of guests) row(list.columns.map((c) => cell(g, c)));
    }
    doc.moveDown(0.5);
  }
  return end();
}

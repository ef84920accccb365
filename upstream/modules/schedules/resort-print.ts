// The front desk's printed lists of a resort (GET /api/resort/{asset}/print/{list}): arrivals,
// departures or both of a day or a range, one table per direction, by day then time, in the
// caller's language. The rows are those of GET /api/arrivaldeparture/date/... (arrivals.ts), so
// the screen /resort/lists and the printout agree.
import type { TArrivalDepartureRow } from '../../../lib/contract/schedules';
import type { TResortPrintList } from '../../../lib/contract/resort';
import { FONT, openPdf } from '../../shared/pdf/pdf-document';
import { tableRow } from '../../shared/pdf/pdf-table';
import { day, printable } from '../../shared/pdf/pdf-text';
import { perLanguage, type TDocLang } from '../../shared/pdf/texts';

export const RESORT_PRINT_LABELS = perLanguage({
  arrivals: { de: 'Anreisen', en: 'Arrivals' },
  departures: { de: 'Abreisen', en: 'Departures' },
  arrivalsDepartures: { de: 'An- und Abreisen', en: 'Arrivals and departures' },
  date: { de: 'Datum', en: 'Date' },
  time: { de: 'Zeit', en: 'Time' },
  guest: { de: 'Gast', en: 'Guest' },
  pax: { de: 'Pers.', en: 'Pax' },
  room: { de: 'Zimmer', en: 'Room' },
  flight: { de: 'Flug', en: 'Flight' },
  transfer: { de: 'Transfer', en: 'Transfer' },
  booking: { de: 'Buchung', en: 'Booking' },
  none: { de: 'Keine.', en: 'None.' },
  yes: { de: 'ja', en: 'yes' },
  guests: { de: 'Gäste', en: 'guests' },
});

export type TResortSheet = {
  list: TResortPrintList; lang: TDocLang; resort: string; from: string; to: string;
  arrivals: TArrivalDepartureRow[]; departures: TArrivalDepartureRow[];
};

const COLUMNS = [{ width: 62 }, { width: 38 }, { width: 150 }, { width: 30, right: true }, { width: 70 }, { width: 60 }, { width: 42 }, { width: 63 }];

export function renderResortList(s: TResortSheet): Promise<Buffer> {
  const L = RESORT_PRINT_LABELS[s.lang];
  const period = s.from === s.to ? day(s.from, s.lang) : `${day(s.from, s.lang)} - ${day(s.to, s.lang)}`;
  const { doc, end } = openPdf(printable(`${L[s.list]}: ${s.resort} ${period}`), { margin: 40 });
  doc.font(FONT.bold).fontSize(16).text(printable(L[s.list]));
  doc.font(FONT.regular).fontSize(11).text(printable(`${s.resort}  ${period}`));
  const left = doc.page.margins.left;
  const row = (values: string[], bold = false) => tableRow(doc, COLUMNS, values.map((v) => printable(v)), { left, fontSize: 9, lineHeight: 14, room: 20, pad: 6, bold });
  const tables = s.list === 'arrivals' ? ['arrivals'] as const : s.list === 'departures' ? ['departures'] as const : ['arrivals', 'departures'] as const;
  for (const which of tables) {
    const rows = s[which];
    doc.moveDown();
    doc.font(FONT.bold).fontSize(12).text(printable(`${L[which]} (${rows.reduce((n, r) => n + r.noOfPax, 0)} ${L.guests})`), left);
    if (rows.length === 0) {
      doc.font(FONT.italic).fontSize(9).text(L.none, left);
      continue;
    }
    row([L.date, L.time, L.guest, L.pax, L.room, L.flight, L.transfer, L.booking], true);
    for (const r of rows) {
      row([day(r.date, s.lang), r.time ?? '', r.guestName, String(r.noOfPax), r.room?.name ?? '', r.flightNo ?? '', r.transfer ? L.yes : '', r.bookingNumber ?? '']);
    }
  }
  return end();
}

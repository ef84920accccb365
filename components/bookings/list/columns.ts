// The booking list's columns (issue 14: what an operator scans) as one table: the header's
// message key, the cell's text (names, never ids) and whether it is a number. The screen and the
// CSV export of the current view both read it, so the export holds exactly what the list shows.
import { formatDate, formatMoney } from '@/lib/format';

export type TBookingListRow = {
  id: string; bookingNo: string | null; reservationNo: string | null; offerNo: string | null; title: string | null;
  state: string; resolved: boolean; dateFrom: string | null; dateTo: string | null; noOfPax: number; type: string;
  currency: string; createdAt: string; deletedDate: string | null;
  assetName: string | null; agencyName: string | null; sourceName: string | null; guests: string | null;
  amount: number; paid: number; open: number;
};

export type TBookingColumn = {
  id: string;
  /** Message key of the header. */
  label: string;
  numeric?: boolean;
  /** Only for staff (agencies see their own bookings only). */
  staffOnly?: boolean;
  text: (r: TBookingListRow, ctx: { locale: 'de' | 'en'; state: (s: string) => string }) => string;
};

const money = (v: number, r: TBookingListRow, locale: 'de' | 'en') => formatMoney(v, r.currency || 'EUR', locale);

export const BOOKING_COLUMNS: TBookingColumn[] = [
  { id: 'number', label: 'bookings.list.number', text: (r) => r.bookingNo ?? r.reservationNo ?? r.offerNo ?? '–' },
  { id: 'title', label: 'bookings.list.title', text: (r) => r.title ?? '' },
  { id: 'state', label: 'bookings.list.state', text: (r, c) => c.state(r.state) },
  { id: 'dates', label: 'bookings.fields.dates', text: (r) => `${formatDate(r.dateFrom)} – ${formatDate(r.dateTo)}` },
  { id: 'asset', label: 'bookings.list.asset', text: (r) => r.assetName ?? '' },
  { id: 'guests', label: 'bookings.list.guests', text: (r) => (r.guests ? `${r.guests} (${r.noOfPax})` : String(r.noOfPax)) },
  { id: 'amount', label: 'bookings.list.amount', numeric: true, text: (r, c) => money(r.amount, r, c.locale) },
  { id: 'paid', label: 'bookings.list.paid', numeric: true, text: (r, c) => money(r.paid, r, c.locale) },
  { id: 'open', label: 'bookings.list.open', numeric: true, text: (r, c) => money(r.open, r, c.locale) },
  { id: 'agency', label: 'bookings.list.agency', staffOnly: true, text: (r) => r.agencyName ?? '' },
  { id: 'source', label: 'bookings.list.source', staffOnly: true, text: (r) => r.sourceName ?? '' },
  { id: 'created', label: 'bookings.list.created', text: (r) => formatDate(r.createdAt, 'dateTime') },
];

export function columnsFor(staff: boolean): TBookingColumn[] {
  return BOOKING_COLUMNS.filter((c) => staff || !c.staffOnly);
}

// The dashboard's booking rows: the asset limit as SQL, and the decoration of the rows a panel
// shows (rooms, guests, asset and agency names, total, paid, due day, unanswered guest forms by the
// booking page's rule, form-access/booking-forms.ts) in a
// fixed number of queries for all panels together, never one per row.
import { sql, type SQL } from 'drizzle-orm';
import type { TDashBooking } from '../../../lib/contract/dashboard';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { bookingSightSql } from '../resources/booking-sight';
import { dueOf } from './due';
import { termsForBookings } from '../bookings/terms/terms';
import { unansweredOf } from '../form-access/booking-forms';

type TBaseRow = {
  id: string; number: string | null; state: string; title: string | null; dateFrom: string | null; dateTo: string | null;
  pax: number; currency: string; checkedIn: boolean; checkedOut: boolean; bookingDate: string | null; terms: string | null;
  resort: string | null; vessel: string | null; agency: string | null; expiresAt: string | null;
  assetName: string | null; agencyName: string | null; total: string; paid: string;
};
type TFormRow = { booking: string; customer: string | null; name: string; kind: 'single' | 'multi'; status: 'open' | 'submitted' | 'synced' };

export const uuids = (list: readonly string[]) => sql.join(list.map((x) => sql`${x}::uuid`), sql`, `);

/** The booking access rule in SQL on alias b (resources/booking-sight.ts, the twin of
 *  bookings/access.ts's bookingSight), so the database never hands over rows the caller may not
 *  see, and a count is exact. */
export function bookingAssetCondition(p: TPrincipal): SQL {
  return bookingSightSql(p, 'b');
}

type TRoomRow = { booking: string; name: string; guests: { customer?: string; firstName?: string; lastName?: string }[]; pax: number };

/** The shown bookings, by id; callers pass only ids the caller may see (bookingSight). */
export async function decorate(db: Db, ids: string[], today: string): Promise<Map<string, TDashBooking>> {
  const out = new Map<string, TDashBooking>();
  if (ids.length === 0) return out;
  const [baseResult, roomResult, formResult] = await Promise.all([
    db.execute(sql`
      SELECT b.id, coalesce(b.booking_no, b.reservation_no, b.offer_no) AS number, b.state, b.title, b.date_from::text AS "dateFrom",
        b.date_to::text AS "dateTo", b.no_of_pax AS pax, b.currency, b.checked_in AS "checkedIn", b.checked_out AS "checkedOut",
        coalesce(b.booking_date, b.created_at)::text AS "bookingDate", b.terms_of_payment AS terms, b.resort, b.vessel, b.agency,
        h.expires_at::text AS "expiresAt", coalesce(rs.name, v.name) AS "assetName", a.name AS "agencyName",
        coalesce((SELECT sum(l.amount::bigint) FROM booking_calculation_lines l WHERE l.booking_id = b.id), 0)::text AS total,
        coalesce((SELECT sum(pm.amount::bigint) FROM payments pm WHERE pm.booking = b.id AND pm.status IN ('paid', 'refunded')), 0)::text AS paid
      FROM bookings b LEFT JOIN offer_holds h ON h.booking_id = b.id LEFT JOIN resorts rs ON rs.id = b.resort
        LEFT JOIN vessels v ON v.id = b.vessel LEFT JOIN agencies a ON a.id = b.agency
      WHERE b.id IN (${uuids(ids)})`),
    db.execute(sql`
      SELECT br.booking_id AS booking, r.name, br.guests, greatest(jsonb_array_length(br.guests), 1)::int AS pax
      FROM booking_rooms br JOIN rooms r ON r.id = br.room_id WHERE br.booking_id IN (${uuids(ids)}) ORDER BY br.sort, br.date_from`),
    db.execute(sql`SELECT g.booking, g.customer, g.name, g.kind, g.status FROM guest_forms g WHERE g.booking IN (${uuids(ids)}) ORDER BY g.created_at`),
  ]);
  const formsOf = new Map<string, TFormRow[]>();
  for (const f of rowsOf<TFormRow>(formResult)) formsOf.set(f.booking, [...(formsOf.get(f.booking) ?? []), f]);
  const rows = rowsOf<TBaseRow>(baseResult);
  const terms = await termsForBookings(db, rows.map((r) => ({ id: r.id, termsOfPayment: r.terms, agency: r.agency })));
  const roomsOf = new Map<string, TRoomRow[]>();
  for (const x of rowsOf<TRoomRow>(roomResult)) roomsOf.set(x.booking, [...(roomsOf.get(x.booking) ?? []), x]);
  for (const r of rows) {
    const own = roomsOf.get(r.id) ?? [];
    const total = Number(r.total);
    const paid = Number(r.paid);
    const guests = own.flatMap((x) => x.guests.map((g) => [g.firstName, g.lastName].filter(Boolean).join(' ').trim())).filter(Boolean);
    const pax = own.length ? own.reduce((n, x) => n + x.pax, 0) : r.pax;
    const assetId = r.resort ?? r.vessel;
    const due = dueOf({ total, paid, bookingDate: r.bookingDate, dateFrom: r.dateFrom, terms: terms.get(r.id) ?? null, today });
    out.set(r.id, {
      id: r.id, number: r.number, state: r.state, title: r.title,
      asset: assetId ? { id: assetId, name: r.assetName ?? '', type: r.resort ? 'resort' : 'vessel' } : null,
      agency: r.agency ? { id: r.agency, name: r.agencyName ?? '' } : null,
      dateFrom: r.dateFrom, dateTo: r.dateTo, rooms: [...new Set(own.map((x) => x.name))], guests, pax,
      currency: r.currency, total, paid, open: total - paid,
      // The booking page's count: guests whose form is not answered (a multi-guest form covers all).
      missingForms: unansweredOf(own.flatMap((x) => x.guests), formsOf.get(r.id) ?? []),
      checkedIn: r.checkedIn === true, checkedOut: r.checkedOut === true,
      expiresAt: r.expiresAt ? new Date(r.expiresAt).toISOString() : null,
      bookedAt: r.bookingDate ? new Date(r.bookingDate).toISOString() : null,
      dueDate: due.dueDate, overdue: due.overdue,
    });
  }
  return out;
}

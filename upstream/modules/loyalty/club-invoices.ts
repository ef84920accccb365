// The club member's invoices (the club area's invoices tab): the invoices and credit notes of the
// bookings the member made, narrowed in SQL by the booking access rule, so a member never
// sees another's documents. The PDF itself comes from GET /api/invoices/{id}/pdf (same rule).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { bookingSightSql } from '../resources/booking-sight';

type TRow = { id: string; number: string; kind: string; booking: string; bookingNo: string | null; issueDate: string; total: string; currency: string };

export async function memberInvoices(db: Db, p: TPrincipal, customerId: string) {
  const rows = rowsOf<TRow>(await db.execute(sql`
    SELECT i.id, i.number, i.kind, i.booking_id AS booking, coalesce(b.booking_no, b.reservation_no, b.offer_no) AS "bookingNo",
      i.issue_date::text AS "issueDate", i.total::text AS total, i.currency
    FROM invoices i JOIN bookings b ON b.id = i.booking_id
    WHERE b.customer = ${customerId} AND ${bookingSightSql(p, 'b')}
    ORDER BY i.issue_date DESC, i.number DESC LIMIT 500`));
  return rows.map((r) => ({
    id: r.id, number: r.number, kind: r.kind, booking: r.booking, bookingNo: r.bookingNo, issueDate: r.issueDate, total: Number(r.total), currency: r.currency,
  }));
}

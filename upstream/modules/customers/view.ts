// /customer/view/:id in one round trip: the record with its age, stays, bookings (as the booker
// or as a guest), payments, guest forms, statistics, meta, references, history and the log of
// privacy actions. Booking data only of bookings the caller may read (bookingSight); the rest of
// the queries run in parallel (two pool connections on PostgreSQL; PGlite queues them).
// A booking (or payment) is the customer's in two ways; each way is its own indexed lookup, joined
// by a UNION (customerBookingIds): with an OR PostgreSQL read every booking.
import { desc, eq, sql } from 'drizzle-orm';
import type { TCustomerView } from '../../../lib/contract/customers';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { customerAudit, customerMeta, customerReferences, customerStats } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { today } from '../../clock';
import { guestAge } from '../prices/engine/guests';
import { accessRowOf, BOOKING_ACCESS_SQL, bookingSight, type TBookingAccessSql } from '../bookings/access';
import { readGroup } from '../settings/store';
import type { TRow } from '../resources/binding';
import { wireFor } from '../resources/wire';
import { customersBinding } from './access';
import { customerBookingIds, customerStays } from './stays';
import { statsWire } from './stats';
import { customerHistory } from './versions';

type TBookingRow = TCustomerView['bookings'][number] & TBookingAccessSql;
type TPaymentRow = TCustomerView['payments'][number] & TBookingAccessSql & { hasBooking: boolean };
type TFormRow = TCustomerView['guestForms'][number] & TBookingAccessSql & { hasBooking: boolean };

const iso = (d: Date) => d.toISOString();

export async function customerView(db: Db, row: TRow, p: TPrincipal): Promise<TCustomerView> {
  const id = row.id;
  const [stays, bookings, payments, forms, stats, meta, refs, history, audit, general] = await Promise.all([
    customerStays(db, id, p),
    db.execute(sql`
      SELECT b.id, coalesce(b.booking_no, b.reservation_no, b.offer_no) AS "bookingNo", b.title, b.state, b.date_from::text AS "dateFrom",
        b.date_to::text AS "dateTo", b.currency, CASE WHEN b.customer = ${id} THEN 'customer' ELSE 'guest' END AS role, ${sql.raw(BOOKING_ACCESS_SQL)}
      FROM bookings b
      WHERE b.id IN (${customerBookingIds(id)})
      ORDER BY b.date_from DESC NULLS LAST, b.id LIMIT 500`),
    db.execute(sql`
      SELECT pm.id, pm.booking, coalesce(b.booking_no, b.reservation_no, b.offer_no) AS "bookingNo", pm.amount, pm.currency, pm.method, pm.status,
        pm.paid_at AS "paidAt", pm.booking IS NOT NULL AS "hasBooking", ${sql.raw(BOOKING_ACCESS_SQL)}
      FROM payments pm LEFT JOIN bookings b ON b.id = pm.booking
      WHERE pm.id IN (SELECT x.id FROM payments x WHERE x.customer = ${id}
        UNION ALL SELECT x.id FROM payments x JOIN bookings xb ON xb.id = x.booking WHERE xb.customer = ${id})
      ORDER BY pm.paid_at DESC NULLS LAST, pm.id LIMIT 500`),
    db.execute(sql`
      SELECT g.id, g.name, g.booking, g.status, g.submitted_at AS "submittedAt", g.booking IS NOT NULL AS "hasBooking", ${sql.raw(BOOKING_ACCESS_SQL)}
      FROM guest_forms g LEFT JOIN bookings b ON b.id = g.booking WHERE g.customer = ${id} ORDER BY g.created_at DESC LIMIT 200`),
    db.select().from(customerStats).where(eq(customerStats.customerId, id)),
    db.select({ key: customerMeta.key, value: customerMeta.value }).from(customerMeta).where(eq(customerMeta.customerId, id)),
    db.select().from(customerReferences).where(eq(customerReferences.customerId, id)),
    customerHistory(db, id),
    db.select().from(customerAudit).where(eq(customerAudit.customerId, id)).orderBy(desc(customerAudit.createdAt)).limit(100),
    readGroup(db, 'general'),
  ]);
  const sees = (r: TBookingAccessSql & { hasBooking?: boolean }) => r.hasBooking === false || bookingSight(p, accessRowOf(r)) === 'full';
  const strip = <T extends TBookingAccessSql>(r: T) => {
    const { bAgency, bCustomer, bResort, bVessel, ...rest } = r as T & { hasBooking?: boolean };
    void bAgency; void bCustomer; void bResort; void bVessel;
    delete (rest as { hasBooking?: boolean }).hasBooking;
    return rest;
  };
  // The spec's age rule, as the price engine applies it: permanentAge, else the birthday today.
  const md = (row.masterData ?? {}) as { permanentAge?: number | null; birthday?: string | null };
  const age = guestAge({ id: row.id, permanentAge: md.permanentAge ?? null, birthday: md.birthday ?? null }, today());
  const childMaxAge = typeof general.childMaxAge === 'number' ? general.childMaxAge : 11;
  return {
    customer: wireFor(customersBinding(), row, p),
    age,
    isChild: age !== null && age <= childMaxAge,
    stays,
    bookings: rowsOf<TBookingRow>(bookings).filter((r) => sees(r)).map(strip),
    payments: rowsOf<TPaymentRow>(payments).filter(sees).map((r) => ({ ...strip(r), amount: Number(r.amount), paidAt: r.paidAt ? new Date(r.paidAt).toISOString() : null })),
    guestForms: rowsOf<TFormRow>(forms).filter(sees).map((r) => ({ ...strip(r), submittedAt: r.submittedAt ? new Date(r.submittedAt).toISOString() : null })),
    stats: statsWire(stats[0]),
    meta: Object.fromEntries(meta.map((m) => [m.key, m.value])),
    references: refs.map((r) => ({ system: r.system, external: r.external, data: r.data as Record<string, unknown>, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) })),
    history,
    audit: audit.map((a) => ({ action: a.action, detail: a.detail as Record<string, unknown>, userName: a.userName, createdAt: iso(a.createdAt) })),
  };
}

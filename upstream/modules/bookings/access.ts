// Who may see and change which booking. Staff need bookings.* scopes and are limited to their
// assets; an agency user (agencies.self) works on its own agency's bookings; a customer
// (customers.self) reads their own. Anything else answers 404, so ids reveal nothing.
import { eq, sql } from 'drizzle-orm';
import { accessAsked } from '../../db/access-witness';
import { namedStatement } from '../../db/statements';
import { hasScope } from '../../../lib/access/scopes';
import type { Db, Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assetLimit } from '../resources/asset-scope';

/** The generic bookings record as stored, typed from its declaration (lib/contract/resources/bookings.ts). */
export type TBookingRow = typeof bookings.$inferSelect;
/** read: see it; write: change its rooms, guests and state (agencies on their own bookings);
 *  office: the operator's own books and desk, i.e. payments, calculation lines, price reloads,
 *  check-in and check-out: bookings.update only. The spec lets agencies list and create
 *  bookings; it never makes them the keeper of the operator's money (an agency must not grant
 *  itself a discount or mark its booking paid). */
export type TMode = 'read' | 'write' | 'office';

export function assetAllows(p: TPrincipal, row: { resort: string | null; vessel: string | null }): boolean {
  const limit = assetLimit(p);
  if (!limit) return true;
  if (row.resort && limit.resorts.includes(row.resort)) return true;
  if (row.vessel && limit.vessels.includes(row.vessel)) return true;
  return !row.resort && !row.vessel;
}

export function mayAccess(p: TPrincipal, row: Pick<TBookingRow, 'agency' | 'customer' | 'resort' | 'vessel'>, mode: TMode): boolean {
  accessAsked();
  const staffScope = mode === 'read' ? 'bookings.read' : 'bookings.update';
  if (hasScope(p.scopes, staffScope)) return assetAllows(p, row);
  if (mode === 'office') return false;
  if (p.agencyId && hasScope(p.scopes, 'agencies.self')) return row.agency === p.agencyId;
  if (mode === 'read' && p.customerId && hasScope(p.scopes, 'customers.self')) return row.customer === p.customerId;
  return false;
}

/** Callers without any booking scope for the mode are refused outright (403); callers with one
 *  see 404 for bookings that are not theirs. */
export function assertMayUseBookings(p: TPrincipal, mode: TMode): void {
  const any = mode === 'read'
    ? ['bookings.read', 'bookings.update', 'agencies.self', 'customers.self']
    : mode === 'write' ? ['bookings.update', 'agencies.self'] : ['bookings.update'];
  if (!any.some((s) => hasScope(p.scopes, s))) throw errors.forbidden('FORBIDDEN_RESSOURCE');
}

const bookingById = namedStatement('booking_by_id', (db) => db.select().from(bookings).where(eq(bookings.id, sql.placeholder('id'))).limit(1));
const bookingByIdLocked = namedStatement('booking_by_id_locked', (db) => db.select().from(bookings).where(eq(bookings.id, sql.placeholder('id'))).limit(1).for('update'));

export function loadBooking(tx: Tx, p: TPrincipal, id: string, mode: TMode, lock: true): Promise<TBookingRow>;
export function loadBooking(tx: Db, p: TPrincipal, id: string, mode: TMode, lock?: false): Promise<TBookingRow>;
export async function loadBooking(tx: Db, p: TPrincipal, id: string, mode: TMode, lock = false): Promise<TBookingRow> {
  assertMayUseBookings(p, mode);
  const [row] = await (lock ? bookingByIdLocked : bookingById)(tx, { id }) as TBookingRow[];
  if (!row || !mayAccess(p, row, mode)) throw errors.notFound('Booking not found');
  return row;
}

/** May the caller create bookings at all, and for which agency. */
export function creatorAgency(p: TPrincipal, requested: string | undefined): string | null {
  if (hasScope(p.scopes, 'bookings.create')) return requested ?? null;
  if (p.agencyId && hasScope(p.scopes, 'agencies.self')) return p.agencyId;
  throw errors.forbidden('FORBIDDEN_RESSOURCE');
}

export function assertAsset(p: TPrincipal, resort: string | null, vessel: string | null): void {
  if (!assetAllows(p, { resort, vessel })) throw errors.forbidden('FORBIDDEN_RESSOURCE');
}

/** What another call may show of one booking it touches (a calendar cell, a departure's or a
 *  resort's guest list, arrivals, a departure's payments): 'full' when the caller may read that
 *  booking like GET /api/bookings/{id} (mayAccess: scopes, asset limits, own agency or customer);
 *  otherwise 'occupied': at most that its beds are taken, nothing of whose stay it is (no guest,
 *  number, state or id). `also` names staff scopes that read this kind of row in their own right
 *  (payments.read for payment lists); the asset limit still applies to them. The one per-row
 *  decision for every call that answers booking, guest or payment data. */
export type TBookingSight = 'full' | 'occupied';
export type TBookingAccessRow = Pick<TBookingRow, 'agency' | 'customer' | 'resort' | 'vessel'>;

export function bookingSight(p: TPrincipal, row: TBookingAccessRow, also: readonly string[] = []): TBookingSight {
  if (mayAccess(p, row, 'read')) return 'full';
  if (also.some((s) => hasScope(p.scopes, s)) && assetAllows(p, row)) return 'full';
  return 'occupied';
}

/** Raw SQL reads select these four columns of alias b for bookingSight. */
export const BOOKING_ACCESS_SQL = 'b.agency AS "bAgency", b.customer AS "bCustomer", b.resort AS "bResort", b.vessel AS "bVessel"';
export type TBookingAccessSql = { bAgency: string | null; bCustomer: string | null; bResort: string | null; bVessel: string | null };
export function accessRowOf(r: TBookingAccessSql): TBookingAccessRow {
  return { agency: r.bAgency, customer: r.bCustomer, resort: r.bResort, vessel: r.bVessel };
}

// The SQL twin of bookingSight lives beside the generic resources, which narrow every row that
// belongs to a booking by it (resources/booking-sight.ts).
export { bookingSightSql } from '../resources/booking-sight';

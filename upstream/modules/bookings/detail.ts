// A booking as the API answers it (record + room list + allowed actions), and its versions:
// every change stores the full detail as a snapshot (history, history/{version}, history/diff).
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { TBookingDetail } from '../../../lib/contract/booking-core';
import type { Db } from '../../db/client';
import { bookingRooms, bookingVersions } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import type { TBookingRow } from './access';
import { actionFactsOf, actionFactsSql, actionsFor, callerOf } from './allowed-actions';
import { now } from '../../clock';
import { linesOf } from './calculation';
import { taxBreakdown } from '../../../lib/contract/tax-breakdown';
import { paymentsOf } from './payment-entries';
import { linksOf } from './links';

/** The booking as `p` sees it: allowedActions are what this caller may do now (allowed-actions.ts;
 *  p null: a job of the system, the office's rights). */
export async function bookingDetail(tx: Db, row: TBookingRow, p: TPrincipal | null = null, known: { versions?: number } = {}): Promise<TBookingDetail> {
  const rooms = await tx.select().from(bookingRooms).where(eq(bookingRooms.bookingId, row.id)).orderBy(asc(bookingRooms.sort), asc(bookingRooms.dateFrom));
  const lines = await linesOf(tx, row.id);
  // Sums, the last version (known for a booking just made) and the facts of its actions in one statement.
  const version = known.versions === undefined
    ? sql<number>`(${tx.select({ v: sql`coalesce(max(${bookingVersions.version}), 0)` }).from(bookingVersions).where(eq(bookingVersions.bookingId, row.id))})`
    : sql<number>`${known.versions}::int`;
  const [f] = await tx.select({ version, ...actionFactsSql(tx, row) }).from(sql`(SELECT 1) AS one`);
  const total = Number(f.total);
  const paid = Number(f.paid);
  return {
    id: row.id,
    state: row.state,
    offerNo: row.offerNo ?? null,
    reservationNo: row.reservationNo ?? null,
    bookingNo: row.bookingNo ?? null,
    title: row.title ?? null,
    type: row.type,
    resort: row.resort ?? null,
    vessel: row.vessel ?? null,
    agency: row.agency ?? null,
    customer: row.customer ?? null,
    dateFrom: row.dateFrom ?? null,
    dateTo: row.dateTo ?? null,
    noOfPax: row.noOfPax ?? 0,
    language: row.language,
    currency: row.currency,
    checkedIn: row.checkedIn === true,
    checkedOut: row.checkedOut === true,
    channel: row.channel,
    contactEmail: row.contactEmail ?? null,
    contactPhone: row.contactPhone ?? null,
    guestMessage: row.guestMessage ?? null,
    version: Number(f.version ?? 0),
    rooms: rooms.map((r) => ({
      id: r.id, room: r.roomId, roomType: r.roomTypeId, dateFrom: r.dateFrom, dateTo: r.dateTo, beds: r.beds,
      guests: r.guests, variant: r.variant, locked: r.locked,
    })),
    allowedActions: actionsFor(actionFactsOf(row, f, now()), callerOf(p, row)),
    links: await linksOf(tx, row.id),
    calculation: lines.map((l) => ({
      id: l.id, type: l.type, source: l.source as 'engine', textKey: l.textKey, textValues: l.textValues as Record<string, string>, text: l.text,
      quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount, currency: l.currency, editable: l.editable, deletable: l.deletable,
    })),
    total,
    paid,
    open: total - paid,
    taxes: taxBreakdown(lines),
    payments: await paymentsOf(tx, row.id),
    hasExceededDueDate: row.hasExceededDueDate,
  };
}

/** Stores the booking as it is now as the next version. */
export async function recordVersion(tx: Db, detail: TBookingDetail, action: string, p: TPrincipal | null): Promise<number> {
  const version = detail.version + 1;
  const snapshot = { ...detail, version };
  await tx.insert(bookingVersions).values({ bookingId: detail.id, version, action, snapshot, userId: p?.userId ?? null, userName: p?.name ?? null });
  return version;
}

export async function listVersions(tx: Db, bookingId: string) {
  return tx.select({ version: bookingVersions.version, action: bookingVersions.action, userName: bookingVersions.userName, createdAt: bookingVersions.createdAt })
    .from(bookingVersions).where(eq(bookingVersions.bookingId, bookingId)).orderBy(desc(bookingVersions.version));
}

export async function versionSnapshot(tx: Db, bookingId: string, version: number): Promise<TBookingDetail | null> {
  const [row] = await tx.select({ snapshot: bookingVersions.snapshot }).from(bookingVersions)
    .where(sql`${bookingVersions.bookingId} = ${bookingId} AND ${bookingVersions.version} = ${version}`).limit(1);
  return (row?.snapshot as TBookingDetail | undefined) ?? null;
}

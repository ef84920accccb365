// A booking as the API answers it (record + room list + allowed actions), and its versions:
// every change stores the full detail as a snapshot (history, history/{version}, history/diff).
// The detail's parts are read in one statement, prepared under a name (PostgreSQL plans it once
// per connection); a write that holds the parts already (a create) builds it with detailOf.
import { desc, eq, sql } from 'drizzle-orm';
import type { TBookingDetail } from '../../../lib/contract/booking-core';
import type { TPaymentEntry } from '../../../lib/contract/payments';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/statements';
import { bookingVersions, type bookingRooms } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import type { TBookingRow } from './access';
import { actionFactsOf, actionFactsSql, actionsFor, callerOf, type TFactsRead } from './allowed-actions';
import { now } from '../../clock';
import type { TLine } from './prices/calculation';
import { taxBreakdown } from '../../../lib/contract/tax-breakdown';
import { paymentsOf } from './payments/payment-entries';
import { linksSql, type TBookingLink } from './links';
import { runVersionHooks } from './hooks';

export type TDetailRoom = TBookingDetail['rooms'][number];
export type TDetailLine = Pick<TLine, 'id' | 'type' | 'source' | 'textKey' | 'textValues' | 'text' | 'quantity' | 'unitPrice' | 'amount' | 'currency' | 'editable' | 'deletable' | 'customData'>;
/** What the detail shows besides the booking row. facts: what allowedActions needs (allowed-actions.ts);
 *  names: whose booking it is (detailNames). */
export type TDetailParts = { rooms: TDetailRoom[]; lines: TDetailLine[]; links: TBookingLink[]; payments: TPaymentEntry[]; version: number; facts: TFactsRead; names: TDetailNames };
export type TDetailNames = NonNullable<TBookingDetail['names']>;

export function detailRoomOf(r: typeof bookingRooms.$inferSelect): TDetailRoom {
  return { id: r.id, room: r.roomId, roomType: r.roomTypeId, dateFrom: r.dateFrom, dateTo: r.dateTo, beds: r.beds, guests: r.guests, variant: r.variant, locked: r.locked };
}

/** The booking as `p` sees it: allowedActions are what this caller may do now (allowed-actions.ts;
 *  p null: a job of the system, the office's rights). */
export function detailOf(row: TBookingRow, parts: TDetailParts, p: TPrincipal | null): TBookingDetail {
  const { lines, facts } = parts;
  const total = Number(facts.total);
  const paid = Number(facts.paid);
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
    version: parts.version,
    rooms: parts.rooms,
    allowedActions: actionsFor(actionFactsOf(row, facts, now()), callerOf(p, row)),
    links: parts.links,
    calculation: lines.map((l) => ({
      id: l.id, type: l.type, source: l.source as 'engine', textKey: l.textKey, textValues: l.textValues as Record<string, string>, text: l.text,
      quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount, currency: l.currency, editable: l.editable, deletable: l.deletable,
    })),
    total,
    paid,
    open: total - paid,
    // The tax named as the booking's documents name it (its language): the same for every reader,
    // so the versions of a booking (snapshots of this answer) never differ by who changed it.
    taxes: taxBreakdown(lines, row.language),
    payments: parts.payments,
    hasExceededDueDate: row.hasExceededDueDate,
    names: parts.names,
  };
}

type TPartsRow = Omit<TDetailParts, 'payments' | 'facts'> & TFactsRead & { payments: number };

/** The names of the booking's lead customer, asset and agency (placeholders customer, resort,
 *  vessel, agency): one JSON object. */
const namesSql = sql<TDetailNames>`json_build_object(
  'customer', (SELECT c.full_name FROM customers c WHERE c.id = ${sql.placeholder('customer')}::uuid),
  'asset', coalesce((SELECT x.name FROM resorts x WHERE x.id = ${sql.placeholder('resort')}::uuid), (SELECT x.name FROM vessels x WHERE x.id = ${sql.placeholder('vessel')}::uuid)),
  'agency', (SELECT a.name FROM agencies a WHERE a.id = ${sql.placeholder('agency')}::uuid))`;
const namesStatement = namedStatement('booking_detail_names', (tx) => tx.select({ names: namesSql }).from(sql`(SELECT 1) AS one`));

/** Whose booking it is, for a write that builds the detail from what it holds (a create). */
export async function detailNames(tx: Db, row: Pick<TBookingRow, 'resort' | 'vessel' | 'customer' | 'agency'>): Promise<TDetailNames> {
  const [r] = (await namesStatement(tx, { resort: row.resort, vessel: row.vessel, customer: row.customer, agency: row.agency })) as { names: TDetailNames }[];
  return r.names;
}

/** Rooms, lines and links as JSON, the number of payments, the last version, the names of the
 *  lead customer, asset and agency, the sums and the facts of the allowed actions: one statement,
 *  one round trip. */
const partsStatement = namedStatement('booking_detail_parts', (tx) => {
  const id = sql.placeholder('id');
  const agg = (select: ReturnType<typeof sql>, order: string, from: ReturnType<typeof sql>) =>
    sql`(SELECT coalesce(json_agg(${select} ORDER BY ${sql.raw(order)}), '[]'::json) FROM ${from})`;
  return tx.select({
    rooms: agg(sql`json_build_object('id', r.id, 'room', r.room_id, 'roomType', r.room_type_id, 'dateFrom', r.date_from, 'dateTo', r.date_to,
      'beds', r.beds, 'guests', r.guests, 'variant', r.variant, 'locked', r.locked)`, 'r.sort, r.date_from', sql`booking_rooms r WHERE r.booking_id = ${id}::uuid`),
    lines: agg(sql`json_build_object('id', l.id, 'type', l.type, 'source', l.source, 'textKey', l.text_key, 'textValues', l.text_values, 'text', l.text,
      'quantity', l.quantity, 'unitPrice', l.unit_price, 'amount', l.amount, 'currency', l.currency, 'editable', l.editable, 'deletable', l.deletable,
      'customData', l.custom_data)`, 'l.sort, l.created_at', sql`booking_calculation_lines l WHERE l.booking_id = ${id}::uuid`),
    links: agg(sql`json_build_object('kind', k.kind, 'direction', k.direction, 'booking', k.booking, 'number', k.number, 'state', k.state)`, 'k.at', sql`(${linksSql(id)}) k`),
    payments: sql<number>`(SELECT count(*)::int FROM payments WHERE booking = ${id}::uuid)`,
    version: sql<number>`(SELECT coalesce(max(version), 0)::int FROM booking_versions WHERE booking_id = ${id}::uuid)`,
    names: namesSql,
    ...actionFactsSql(tx, { id, resort: sql.placeholder('resort'), vessel: sql.placeholder('vessel') }),
  }).from(sql`(SELECT 1) AS one`);
});

export async function readDetailParts(tx: Db, row: Pick<TBookingRow, 'id' | 'resort' | 'vessel' | 'customer' | 'agency'>): Promise<TDetailParts> {
  const [r] = (await partsStatement(tx, { id: row.id, resort: row.resort, vessel: row.vessel, customer: row.customer, agency: row.agency })) as TPartsRow[];
  return {
    rooms: r.rooms, lines: r.lines, links: r.links, version: Number(r.version ?? 0), names: r.names,
    // Payments carry a rule per row (payment-rules.ts): read on their own, and only when there are any.
    payments: r.payments > 0 ? await paymentsOf(tx, row.id) : [],
    facts: { total: r.total, paid: r.paid, zone: r.zone, general: r.general, early: r.early, onsiteOpen: r.onsiteOpen },
  };
}

export async function bookingDetail(tx: Db, row: TBookingRow, p: TPrincipal | null = null): Promise<TBookingDetail> {
  return detailOf(row, await readDetailParts(tx, row), p);
}

const versionInsert = namedStatement('booking_version_insert', (db) => db.insert(bookingVersions).values({
  bookingId: sql.placeholder('bookingId'), version: sql.placeholder('version'), action: sql.placeholder('action'),
  snapshot: sql.placeholder('snapshot'), userId: sql.placeholder('userId'), userName: sql.placeholder('userName'),
}));

/** Stores the booking as it is now as the next version, with the business instant it was written
 *  at (`recordedAt`: created_at is real time, and a moved or stopped clock makes the two differ by
 *  an offset that changes; the statistics' "on the books" reads a version by business time). */
export async function recordVersion(tx: Db, detail: TBookingDetail, action: string, p: TPrincipal | null): Promise<number> {
  const version = detail.version + 1;
  const snapshot = { ...detail, version, recordedAt: now().toISOString() };
  await versionInsert(tx, { bookingId: detail.id, version, action, snapshot, userId: p?.userId ?? null, userName: p?.name ?? null });
  await runVersionHooks(tx, { detail: snapshot, action, version, actor: p });
  return version;
}

export async function listVersions(tx: Db, bookingId: string) {
  return tx.select({ version: bookingVersions.version, action: bookingVersions.action, userName: bookingVersions.userName, createdAt: bookingVersions.createdAt })
    .from(bookingVersions).where(eq(bookingVersions.bookingId, bookingId)).orderBy(desc(bookingVersions.version));
}

export async function versionSnapshot(tx: Db, bookingId: string, version: number): Promise<TBookingDetail | null> {
  const [row] = await tx.select({ snapshot: bookingVersions.snapshot }).from(bookingVersions)
    .where(sql`${bookingVersions.bookingId} = ${bookingId} AND ${bookingVersions.version} = ${version}`).limit(1);
  if (!row) return null;
  // The detail as it was; when it was written (recordedAt) is the version's, not the booking's.
  const detail = { ...(row.snapshot as TBookingDetail & { recordedAt?: string }) };
  delete detail.recordedAt;
  return detail;
}

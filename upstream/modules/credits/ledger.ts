// Reading credits: the list of an agency's or a customer's credits with their balances, one credit
// with its entries, and the lock a write takes on a credit before it reads the balance. What the
// caller may see is the holder's generic resource rule (an agency user: its own agency; a
// customer: itself), so a credit answers exactly when its holder would.
import { bookingSightSql } from '../resources/booking-sight';
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TCredit, TCreditDetail, TCreditEntry, TCreditHolder } from '../../../lib/contract/credits';
import type { Db, Tx } from '../../db/client';
import { agencies, bookings, creditEntries, credits, customers } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import type { TResourceAction } from '../../../lib/contract/resources/define';
import { bindingOf } from '../resources/registry';
import { reachable } from '../resources/store';

type TCreditRow = typeof credits.$inferSelect;
export type TCreditFilter = { agency?: string; customer?: string; open?: boolean; ids?: string[] };

const HOLDER = { agency: 'agencies', customer: 'customers' } as const;

/** The holder's visibility, as a condition on the joined holder table. */
export function holderReachable(holder: TCreditHolder, p: TPrincipal, action: TResourceAction): SQL | undefined {
  return reachable(bindingOf(HOLDER[holder])!, p, action);
}

const balanceSql = sql<number>`coalesce((SELECT sum(e.amount) FROM credit_entries e WHERE e.credit_id = ${credits.id}), 0)::bigint`;
const issuedSql = sql<number>`coalesce((SELECT sum(e.amount) FROM credit_entries e WHERE e.credit_id = ${credits.id} AND e.kind = 'issue'), 0)::bigint`;

function wire(r: TCreditRow & { holderName: string | null; balance: number | string; issued: number | string; sourceSeen: boolean }): TCredit {
  return {
    id: r.id, holder: r.agencyId ? 'agency' : 'customer', agency: r.agencyId, customer: r.customerId, holderName: r.holderName ?? '',
    currency: r.currency, source: r.source as TCredit['source'], sourceBooking: r.sourceSeen ? r.sourceBookingId : null, note: r.note, validUntil: r.validUntil,
    balance: Number(r.balance), issued: Number(r.issued), createdAt: r.createdAt.toISOString(), userName: r.userName,
  };
}

export async function listCredits(db: Db, p: TPrincipal, holder: TCreditHolder, f: TCreditFilter): Promise<TCredit[]> {
  // The booking a credit came from, only for a caller who may see that booking (issue 31).
  const sourceSeen = sql<boolean>`(${credits.sourceBookingId} IS NULL OR EXISTS (SELECT 1 FROM bookings sb WHERE sb.id = ${credits.sourceBookingId} AND ${bookingSightSql(p, 'sb')}))`;
  const cols = { ...creditColumns(), balance: balanceSql, issued: issuedSql, sourceSeen };
  const where = and(
    f.agency ? eq(credits.agencyId, f.agency) : undefined,
    f.customer ? eq(credits.customerId, f.customer) : undefined,
    f.ids ? inArray(credits.id, f.ids) : undefined,
    f.open ? sql`${balanceSql} <> 0` : undefined,
    holderReachable(holder, p, 'read'),
  );
  const rows = holder === 'agency'
    ? await db.select({ ...cols, holderName: agencies.name }).from(credits).innerJoin(agencies, eq(agencies.id, credits.agencyId)).where(and(isNotNull(credits.agencyId), where)).orderBy(desc(credits.createdAt), asc(credits.id)).limit(2000)
    : await db.select({ ...cols, holderName: customers.fullName }).from(credits).innerJoin(customers, eq(customers.id, credits.customerId)).where(and(isNotNull(credits.customerId), where)).orderBy(desc(credits.createdAt), asc(credits.id)).limit(2000);
  return rows.map(wire);
}

function creditColumns() {
  return {
    id: credits.id, agencyId: credits.agencyId, customerId: credits.customerId, currency: credits.currency, source: credits.source,
    sourceBookingId: credits.sourceBookingId, note: credits.note, validUntil: credits.validUntil, createdAt: credits.createdAt,
    userId: credits.userId, userName: credits.userName,
  };
}

/** One credit the caller may see (404 otherwise, ids reveal nothing), with its entries. */
export async function creditDetail(db: Db, p: TPrincipal, id: string): Promise<TCreditDetail> {
  const holder = await holderOf(db, id);
  const [credit] = await listCredits(db, p, holder, { ids: [id] });
  if (!credit) throw errors.notFound('Credit not found');
  // An entry on a booking the caller may not see (another asset's) keeps its amount and kind, the
  // balance must add up, but not which booking, payment or note it was (issue 31).
  const entries = await db.select({
    e: creditEntries, bookingNo: sql<string | null>`coalesce(${bookings.bookingNo}, ${bookings.reservationNo}, ${bookings.offerNo})`,
    seen: sql<boolean>`(${creditEntries.bookingId} IS NULL OR ${bookingSightSql(p, 'bookings')})`,
  }).from(creditEntries).leftJoin(bookings, eq(bookings.id, creditEntries.bookingId))
    .where(eq(creditEntries.creditId, id)).orderBy(asc(creditEntries.createdAt), asc(creditEntries.id));
  return { ...credit, entries: entries.map(({ e, bookingNo, seen }): TCreditEntry => ({
    id: e.id, amount: e.amount, kind: e.kind as TCreditEntry['kind'], booking: seen ? e.bookingId : null, bookingNo: seen ? bookingNo : null,
    payment: seen ? e.paymentId : null, note: seen ? e.note : null, createdAt: e.createdAt.toISOString(), userName: e.userName,
  })) };
}

async function holderOf(db: Db, id: string): Promise<TCreditHolder> {
  const [row] = await db.select({ agencyId: credits.agencyId }).from(credits).where(eq(credits.id, id));
  if (!row) throw errors.notFound('Credit not found');
  return row.agencyId ? 'agency' : 'customer';
}

/** Locks the credit (FOR UPDATE) for a write the caller may make on its holder, and reads its
 *  balance after the lock: two applications of one credit never both see the same money. */
export async function lockCredit(tx: Tx, p: TPrincipal, id: string): Promise<{ row: TCreditRow; balance: number }> {
  const holder = await holderOf(tx, id);
  const [row] = await tx.select().from(credits).where(eq(credits.id, id)).for('update');
  const [visible] = await listCredits(tx, p, holder, { ids: [id] });
  if (!row || !visible) throw errors.notFound('Credit not found');
  const [writable] = holder === 'agency'
    ? await tx.select({ id: agencies.id }).from(agencies).where(and(eq(agencies.id, row.agencyId!), holderReachable(holder, p, 'update')))
    : await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.id, row.customerId!), holderReachable(holder, p, 'update')));
  if (!writable) throw errors.forbidden();
  return { row, balance: visible.balance };
}

/** What a holder's credits hold per currency (the agency statement, the customer view). */
export async function creditBalances(db: Db, holder: { agency: string } | { customer: string }): Promise<{ currency: string; balance: number }[]> {
  const who = 'agency' in holder ? eq(credits.agencyId, holder.agency) : eq(credits.customerId, holder.customer);
  const rows = await db.select({ currency: credits.currency, balance: sql<string>`coalesce(sum(${creditEntries.amount}), 0)::text` })
    .from(credits).leftJoin(creditEntries, eq(creditEntries.creditId, credits.id)).where(who).groupBy(credits.currency).orderBy(asc(credits.currency));
  return rows.map((r) => ({ currency: r.currency, balance: Number(r.balance) }));
}

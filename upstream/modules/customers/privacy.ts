// Privacy (GDPR art. 15/20 and 17), each a logged staff action (customers.update):
// - export: everything held about the customer, machine-readable JSON: the record, its history,
//   meta, references, statistics, the log of actions, every row of every table that names the
//   customer (references-to.ts) and the guest entries of booking rooms naming them. Logins appear
//   without their password hash or tokens.
// - erasure: what tax and commercial law keeps (bookings, payments, POS bills, accounting
//   invoices, mails sent: §147 AO, §257 HGB) stays, anonymised: the record keeps its id (the kept
//   rows point at it) and its country (VAT), everything personal is cleared; guest entries in
//   booking rooms and the names, e-mail, phone, birthday and passport number in booking history
//   snapshots are replaced; the booking's contact fields are cleared. Deleted: guest forms, forms,
//   dive logs, arrivals and departures, customer relations, referrals naming them, meta values,
//   external references, statistics and the record's own history. A login of the customer is
//   anonymised and disabled (its tokens end). The log keeps the action with counts, never the data.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  customerAudit, customerMeta, customerReferences, customers, customerStats, customerVersions, users,
} from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { revokeUserTokens } from '../auth/tokens';
import { recordCurrentVersion } from '../bookings/booking-change';
import { bookingSightSql } from '../resources/booking-sight';
import { bindingOf } from '../resources/registry';
import { reachable } from '../resources/store';
import { errors } from '../../http/errors';
import type { TRow } from '../resources/binding';
import { toWire } from '../resources/wire';
import { customerColumns } from './references-to';
import { guestNaming } from './stays';
import { recordCustomerVersion } from './versions';

const SAFE_USER = { id: users.id, name: users.name, email: users.email, phone: users.phone, userType: users.userType, status: users.status, createdAt: users.createdAt, lastLoginAt: users.lastLoginAt };

export async function exportCustomer(tx: Db, p: TPrincipal, row: TRow): Promise<Record<string, unknown>> {
  const id = row.id;
  const records: Record<string, unknown[]> = {};
  const leftOut: Record<string, number> = {};
  for (const col of customerColumns()) {
    if (col.resource === 'users') {
      const logins = await tx.select(SAFE_USER).from(users).where(eq(users.customerId, id));
      if (logins.length) records.users = logins;
      continue;
    }
    // Only what the caller may read (asset limits, the booking access rule: store.ts reachable);
    // what is left out is counted, and the export says it is partial (issue 31).
    const b = bindingOf(col.resource);
    const reach = b ? reachable(b, p, 'read') : undefined;
    const rows = (await tx.select().from(col.table).where(and(eq(col.column, id), reach))) as TRow[];
    if (reach) {
      const [{ n }] = await tx.select({ n: count() }).from(col.table).where(eq(col.column, id));
      if (n > rows.length) leftOut[col.resource] = (leftOut[col.resource] ?? 0) + n - rows.length;
    }
    if (rows.length) records[col.resource] = [...(records[col.resource] ?? []), ...rows.map((r) => (b ? toWire(b, r) : r))];
  }
  const guestEntries = rowsOf<{ booking: string; dateFrom: string; dateTo: string; guest: unknown; seen: boolean }>(await tx.execute(sql`
    SELECT br.booking_id AS booking, br.date_from::text AS "dateFrom", br.date_to::text AS "dateTo", g AS guest, ${bookingSightSql(p, 'bk')} AS seen
    FROM booking_rooms br JOIN bookings bk ON bk.id = br.booking_id, jsonb_array_elements(br.guests) g
    WHERE br.guests @> ${guestNaming(id)} AND g->>'customer' = ${id}::text`));
  const unseen = guestEntries.filter((g) => !g.seen).length;
  if (unseen) leftOut.bookingRoomGuests = unseen;
  const [versions, meta, references, stats, log] = await Promise.all([
    tx.select().from(customerVersions).where(eq(customerVersions.customerId, id)).orderBy(customerVersions.version),
    tx.select().from(customerMeta).where(eq(customerMeta.customerId, id)),
    tx.select().from(customerReferences).where(eq(customerReferences.customerId, id)),
    tx.select().from(customerStats).where(eq(customerStats.customerId, id)),
    tx.select().from(customerAudit).where(eq(customerAudit.customerId, id)).orderBy(customerAudit.createdAt),
  ]);
  const counts = Object.fromEntries(Object.entries(records).map(([k, v]) => [k, v.length]));
  const partial = Object.keys(leftOut).length > 0;
  await tx.insert(customerAudit).values({ customerId: id, action: 'export', detail: { counts, ...(partial ? { leftOut } : {}) }, userId: p.userId, userName: p.name });
  return {
    exportedAt: new Date().toISOString(),
    // Records of assets the caller does not manage are not in it: a user without asset limits
    // exports everything (what a data subject's request needs).
    partial, leftOut,
    customer: toWire(bindingOf('customers')!, row),
    history: versions, meta, references, statistics: stats[0] ?? null, log,
    records, bookingRoomGuests: guestEntries.filter((g) => g.seen).map((g) => ({ booking: g.booking, dateFrom: g.dateFrom, dateTo: g.dateTo, guest: g.guest })),
  };
}

/** The JSON text forms of the personal values to replace inside booking history snapshots. */
function personalValues(c: typeof customers.$inferSelect): string[] {
  const md = (c.masterData ?? {}) as Record<string, unknown>;
  const ct = (c.contact ?? {}) as Record<string, unknown>;
  const pp = (c.passport ?? {}) as Record<string, unknown>;
  const ad = (c.address ?? {}) as Record<string, unknown>;
  return [c.fullName, c.email, md.firstName, md.middleName, md.lastName, md.name, md.birthday, ct.email, ct.phone, pp.number, ad.street]
    .filter((v): v is string => typeof v === 'string' && v.trim().length > 1);
}

export const ANONYMISED = 'Anonymised';

export async function eraseCustomer(tx: Db, p: TPrincipal, id: string) {
  const [c] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  const anonymised: Record<string, number> = {};
  const deleted: Record<string, number> = {};
  const count = (m: Record<string, number>, k: string, n: number) => { if (n) m[k] = (m[k] ?? 0) + n; };

  // Bookings that name the customer: their guest entries, contact fields and history.
  const bookingIds = rowsOf<{ id: string }>(await tx.execute(sql`
    SELECT id FROM bookings WHERE customer = ${id}
    UNION SELECT booking_id FROM booking_rooms WHERE guests @> ${guestNaming(id)} ORDER BY 1`)).map((r) => r.id);
  if (bookingIds.length) {
    const list = sql.join(bookingIds.map((b) => sql`${b}`), sql`, `);
    // Erasure changes every booking naming the person: only for a caller who may see them all
    // (a user limited to one resort does not rewrite another's books; issue 31).
    const [{ unseen }] = rowsOf<{ unseen: number }>(await tx.execute(sql`SELECT count(*)::int AS unseen FROM bookings bk WHERE bk.id IN (${list}) AND NOT ${bookingSightSql(p, 'bk')}`));
    if (unseen > 0) throw errors.forbidden('FORBIDDEN_RESSOURCE', `The customer is named on ${unseen} booking(s) of assets you do not manage: a user without asset limits erases them.`);
    await tx.execute(sql`SELECT 1 FROM bookings WHERE id IN (${list}) ORDER BY id FOR UPDATE`);
    const rooms = rowsOf<{ id: string }>(await tx.execute(sql`
      UPDATE booking_rooms br SET guests = (
        SELECT jsonb_agg(CASE WHEN e.g->>'customer' = ${id}::text
          THEN jsonb_build_object('customer', ${id}::text, 'firstName', ${ANONYMISED}::text, 'lastName', '', 'gender', 'u') ELSE e.g END ORDER BY e.ord)
        FROM jsonb_array_elements(br.guests) WITH ORDINALITY AS e(g, ord))
      WHERE br.guests @> ${guestNaming(id)} RETURNING br.id`));
    count(anonymised, 'bookingRoomGuests', rooms.length);
    const own = rowsOf<{ id: string }>(await tx.execute(sql`
      UPDATE bookings SET contact_email = NULL, contact_phone = NULL, guest_message = NULL,
        title = CASE WHEN lower(coalesce(title, '')) = lower(${c.fullName}) THEN ${ANONYMISED} ELSE title END
      WHERE customer = ${id} RETURNING id`));
    count(anonymised, 'bookings', own.length);
    let snapshots = 0;
    for (const value of personalValues(c)) {
      const res = rowsOf<{ n: number }>(await tx.execute(sql`
        WITH u AS (UPDATE booking_versions SET snapshot = replace(snapshot::text, to_jsonb(${value}::text)::text, to_jsonb(${ANONYMISED}::text)::text)::jsonb
          WHERE booking_id IN (${list}) AND strpos(snapshot::text, to_jsonb(${value}::text)::text) > 0 RETURNING 1) SELECT count(*)::int AS n FROM u`));
      snapshots += Number(res[0]?.n ?? 0);
    }
    count(anonymised, 'bookingHistorySnapshots', snapshots);
  }
  const touched = bookingIds;

  // Deleted outright: records that exist only for the person, not for the books.
  for (const [table, label, cond] of [
    ['guest_forms', 'guestform', sql`customer = ${id}`], ['forms', 'form', sql`customer = ${id}`],
    ['dive_logs', 'divelog', sql`customer = ${id}`], ['arrivals_departures', 'arrivaldeparture', sql`customer = ${id}`],
    ['customer_relations', 'customerrelation', sql`customer = ${id} OR related_customer = ${id}`],
    ['referrals', 'referral', sql`referred_customer = ${id}`],
    // the loyalty module's member cards and contest entries (docs/decisions/loyalty-club.md)
    ['loyalty_cards', 'loyaltycard', sql`customer_id = ${id}`], ['contest_subscriptions', 'contestsubscription', sql`customer_id = ${id}`],
  ] as const) {
    const res = rowsOf<{ id: string }>(await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE ${cond} RETURNING id`));
    count(deleted, label, res.length);
  }
  count(anonymised, 'referral', rowsOf(await tx.execute(sql`UPDATE referrals SET referrer = NULL WHERE referrer = ${id} RETURNING id`)).length);
  for (const [k, t] of [['meta', customerMeta], ['references', customerReferences], ['statistics', customerStats], ['history', customerVersions]] as const) {
    count(deleted, k, (await tx.delete(t).where(eq(t.customerId, id)).returning()).length);
  }

  // Logins of the customer: anonymised, disabled, their tokens ended.
  const logins = await tx.select({ id: users.id }).from(users).where(eq(users.customerId, id));
  for (const u of logins) {
    await tx.update(users).set({ name: ANONYMISED, email: `erased+${u.id}@invalid.invalid`, phone: null, status: 'disabled', notifications: {} }).where(eq(users.id, u.id));
    await revokeUserTokens(tx, u.id);
  }
  count(anonymised, 'users', logins.length);

  const address = (c.address ?? {}) as Record<string, unknown>;
  await tx.update(customers).set({
    fullName: `${ANONYMISED} ${id.slice(0, 8)}`, email: null, customerType: 'Inactive', note: null, groups: [],
    masterData: { gender: 'u' }, contact: {}, passport: {}, address: address.country ? { country: address.country as string } : {},
    updatedAt: new Date(),
  }).where(eq(customers.id, id));
  count(anonymised, 'customer', 1);
  for (const b of touched) await recordCurrentVersion(tx, b, 'customer.erase', p);
  await recordCustomerVersion(tx, id, 'erase', p);
  await tx.insert(customerAudit).values({ customerId: id, action: 'erase', detail: { anonymised, deleted }, userId: p.userId, userName: p.name });
  return { customer: id, anonymised, deleted };
}


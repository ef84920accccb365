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
//   Each table is erased by its owner: other modules' rows through the hook they register
//   (onRecord.customers.erase in their registrations.ts), the generic resources' by resources/.
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  customerAudit, customerMeta, customerReferences, customerRelations, customers, customerStats, customerVersions, referrals, users,
} from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { bookingSightSql } from '../resources/booking-sight';
import { bindingOf } from '../resources/registry';
import { reachable } from '../resources/store';
import { tally, type TRow } from '../resources/binding';
import { deleteGenericRows } from '../resources/generic-references';
import { recordHooksOf } from '../resources/registry';
import { toWire } from '../resources/wire';
import { customerColumns } from './references-to';
import { guestNaming } from '../bookings/rooms/guest-naming';
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

export async function eraseCustomer(tx: Tx, p: TPrincipal, id: string) {
  const [c] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  const anonymised: Record<string, number> = {};
  const deleted: Record<string, number> = {};
  const after: (() => Promise<void>)[] = [];
  const ctx = {
    principal: p, record: c as unknown as TRow, anonymised, deleted, personalTexts: personalValues(c), replacement: ANONYMISED,
    after: (work: () => Promise<void>) => { after.push(work); },
  };

  // Every owner's rows naming the person, through the hook it registered (onRecord.customers.erase):
  // bookings (guest entries, contact fields, history; refused for a caller who does not see them
  // all), guest forms and forms, dive logs, member cards and contest entries, logins.
  for (const { hooks } of recordHooksOf('customers')) await hooks.erase?.(tx, id, ctx);

  // Deleted outright: records that exist only for the person, not for the books.
  tally(deleted, 'arrivaldeparture', await deleteGenericRows(tx, 'arrivaldeparture', 'customer', id));
  tally(deleted, 'customerrelation', (await tx.delete(customerRelations)
    .where(or(eq(customerRelations.customer, id), eq(customerRelations.relatedCustomer, id))).returning({ id: customerRelations.id })).length);
  tally(deleted, 'referral', (await tx.delete(referrals).where(eq(referrals.referredCustomer, id)).returning({ id: referrals.id })).length);
  tally(anonymised, 'referral', (await tx.update(referrals).set({ referrer: null }).where(eq(referrals.referrer, id)).returning({ id: referrals.id })).length);
  for (const [k, t] of [['meta', customerMeta], ['references', customerReferences], ['statistics', customerStats], ['history', customerVersions]] as const) {
    tally(deleted, k, (await tx.delete(t).where(eq(t.customerId, id)).returning()).length);
  }

  const address = (c.address ?? {}) as Record<string, unknown>;
  await tx.update(customers).set({
    fullName: `${ANONYMISED} ${id.slice(0, 8)}`, email: null, customerType: 'Inactive', note: null, groups: [],
    masterData: { gender: 'u' }, contact: {}, passport: {}, address: address.country ? { country: address.country as string } : {},
    updatedAt: new Date(),
  }).where(eq(customers.id, id));
  tally(anonymised, 'customer', 1);
  // What waits for the anonymised record: each touched booking's version ("customer.erase").
  for (const work of after) await work();
  await recordCustomerVersion(tx, id, 'erase', p);
  await tx.insert(customerAudit).values({ customerId: id, action: 'erase', detail: { anonymised, deleted }, userId: p.userId, userName: p.name });
  return { customer: id, anonymised, deleted };
}


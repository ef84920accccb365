// Merging a duplicate into the customer that stays (staff, customers.update), in one transaction:
// both records are locked (in id order, so two merges never deadlock on them), every column that
// names the duplicate (bookings, payments, guest forms, forms, dive logs, mails, logins, ... see
// references-to.ts) and every guest entry inside a booking room is moved to the survivor, each
// touched booking gets a version ("customer.merge"), meta values and external references move
// (the survivor's win), blank fields of the survivor are filled from the duplicate, the duplicate
// is deleted, and the survivor gets a version and a log entry naming the merged id and the counts.
// A booking written at the same moment for the duplicate either commits first (and is moved) or
// waits on the duplicate's row lock (its foreign key) and then fails with 409: nothing points at
// a record that no longer exists (tests/pg/customer-merge-race.test.ts).
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { customerAudit, customerMeta, customerReferences, customers, customerStats } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { recordCurrentVersion } from '../bookings/booking-change';
import { pgCode, UNIQUE_VIOLATION } from '../bookings/pg-errors';
import type { TRow } from '../resources/binding';
import { toWire } from '../resources/wire';
import { customersBinding } from './access';
import { customerColumns } from './references-to';
import { recalculateStats } from './stats';
import { guestNaming } from './stays';
import { recordCustomerVersion } from './versions';

type TCustomerRow = typeof customers.$inferSelect;

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** The survivor's values, with its blanks (top level and inside the JSON groups) filled from the duplicate. */
export function filledFrom(keep: TCustomerRow, gone: TCustomerRow): Partial<TCustomerRow> {
  const out: Record<string, unknown> = {};
  for (const f of ['email', 'country', 'agency'] as const) if (blank(keep[f]) && !blank(gone[f])) out[f] = gone[f];
  for (const g of ['masterData', 'contact', 'address', 'passport'] as const) {
    const a = (keep[g] ?? {}) as Record<string, unknown>;
    const b = (gone[g] ?? {}) as Record<string, unknown>;
    const merged = { ...a };
    for (const [k, v] of Object.entries(b)) if (blank(merged[k]) || (k === 'gender' && merged[k] === 'u')) merged[k] = v;
    if (JSON.stringify(merged) !== JSON.stringify(a)) out[g] = merged;
  }
  if (keep.note !== gone.note && !blank(gone.note)) out.note = blank(keep.note) ? gone.note : `${keep.note}\n\n${gone.note}`;
  return out as Partial<TCustomerRow>;
}

export async function mergeCustomers(tx: Db, p: TPrincipal, keepId: string, goneId: string): Promise<{ customer: Record<string, unknown>; merged: string; moved: Record<string, number> }> {
  if (keepId === goneId) throw errors.validation([{ path: 'from', message: 'A customer cannot be merged into itself' }]);
  const locked = await tx.select().from(customers).where(inArray(customers.id, [keepId, goneId])).orderBy(customers.id).for('update');
  const keep = locked.find((r) => r.id === keepId);
  const gone = locked.find((r) => r.id === goneId);
  if (!keep || !gone) throw errors.notFound('Customer not found');
  const moved: Record<string, number> = {};
  const touchedBookings = new Set<string>();

  for (const col of customerColumns()) {
    const name = sql.identifier(col.column.name);
    // Not every table has an id (a diver's profile is keyed by its customer), so the rows are counted.
    const move = (db: Db) => db.execute(sql`
      UPDATE ${col.table} SET ${name} = ${keepId} WHERE ${name} = ${goneId}
      RETURNING ${col.resource === 'bookings' ? sql`id::text AS booking` : sql`NULL::text AS booking`}`);
    let res: { booking: string | null }[];
    try {
      res = rowsOf(await tx.transaction(async (sp) => move(sp)));
    } catch (err) {
      // A table with one row per customer (unique column) that both have: the survivor's row stays,
      // the duplicate's goes (named in `moved` as dropped).
      if (pgCode(err) !== UNIQUE_VIOLATION) throw err;
      const dropped = rowsOf<{ one: number }>(await tx.execute(sql`DELETE FROM ${col.table} WHERE ${name} = ${goneId} RETURNING 1 AS one`));
      moved[`${col.resource}Dropped`] = (moved[`${col.resource}Dropped`] ?? 0) + dropped.length;
      continue;
    }
    if (res.length) moved[col.resource] = (moved[col.resource] ?? 0) + res.length;
    if (col.resource === 'bookings') for (const r of res) touchedBookings.add(r.booking!);
  }
  // A booking room's guests name customers inside JSON (the guest's own entry keeps its names).
  const rooms = rowsOf<{ booking_id: string }>(await tx.execute(sql`
    UPDATE booking_rooms br SET guests = (
      SELECT jsonb_agg(CASE WHEN e.g->>'customer' = ${goneId}::text THEN jsonb_set(e.g, '{customer}', to_jsonb(${keepId}::text)) ELSE e.g END ORDER BY e.ord)
      FROM jsonb_array_elements(br.guests) WITH ORDINALITY AS e(g, ord))
    WHERE br.guests @> ${guestNaming(goneId)} RETURNING br.booking_id`));
  if (rooms.length) moved.bookingRoomGuests = rooms.length;
  for (const r of rooms) touchedBookings.add(r.booking_id);
  // Relations between the two are now of one person with themself.
  await tx.execute(sql`DELETE FROM customer_relations WHERE customer = related_customer AND customer = ${keepId}`);

  const ids = [...touchedBookings].sort();
  if (ids.length) await tx.execute(sql`SELECT 1 FROM bookings WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) ORDER BY id FOR UPDATE`);
  for (const id of ids) await recordCurrentVersion(tx, id, 'customer.merge', p);

  await tx.execute(sql`INSERT INTO customer_meta (customer_id, key, value, updated_at)
    SELECT ${keepId}, key, value, updated_at FROM customer_meta WHERE customer_id = ${goneId} ON CONFLICT DO NOTHING`);
  const refs = await tx.update(customerReferences).set({ customerId: keepId }).where(eq(customerReferences.customerId, goneId)).returning();
  if (refs.length) moved.references = refs.length;
  await tx.delete(customerMeta).where(eq(customerMeta.customerId, goneId));
  await tx.delete(customerStats).where(eq(customerStats.customerId, goneId));

  const fill = filledFrom(keep, gone);
  if (Object.keys(fill).length) await tx.update(customers).set({ ...fill, updatedAt: new Date() }).where(eq(customers.id, keepId));
  await tx.delete(customers).where(eq(customers.id, goneId));

  await recordCustomerVersion(tx, keepId, 'merge', p);
  await tx.insert(customerAudit).values({ customerId: keepId, action: 'merge', detail: { merged: goneId, moved }, userId: p.userId, userName: p.name });
  await tx.insert(customerAudit).values({ customerId: goneId, action: 'mergedInto', detail: { into: keepId, moved }, userId: p.userId, userName: p.name });
  if (await hasStats(tx, keepId)) await recalculateStats(tx, keepId);
  const [fresh] = await tx.select().from(customers).where(eq(customers.id, keepId));
  return { customer: toWire(customersBinding(), fresh as unknown as TRow), merged: goneId, moved };
}

async function hasStats(tx: Db, id: string): Promise<boolean> {
  return (await tx.select({ id: customerStats.customerId }).from(customerStats).where(eq(customerStats.customerId, id))).length > 0;
}

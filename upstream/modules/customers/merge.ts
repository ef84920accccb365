// Merging a duplicate into the customer that stays (staff, customers.update), in one transaction:
// both records are locked (in id order, so two merges never deadlock on them), every column that
// names the duplicate is moved to the survivor by the table's owner (the module's own referrals and
// relations; the generic resources' tables; each domain's rows through the hook it registers,
// onRecord.customers.merge: bookings with their guest entries and a version of each touched
// booking, payments, guest forms, forms, dive records, credits, loyalty points, logins), meta
// values and external references move (the survivor's win), blank fields of the survivor are filled from the duplicate, the duplicate
// is deleted, and the survivor gets a version and a log entry naming the merged id and the counts.
// A booking written at the same moment for the duplicate either commits first (and is moved) or
// waits on the duplicate's row lock (its foreign key) and then fails with 409: nothing points at
// a record that no longer exists (tests/pg/customer-merge-race.test.ts).
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { countMove, moveReferences } from '../../db/move-references';
import { customerAudit, customerMeta, customerReferences, customerRelations, customers, customerStats, referrals } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import type { TRow } from '../resources/binding';
import { moveGenericReferences } from '../resources/generic-references';
import { recordHooksOf } from '../resources/registry';
import { toWire } from '../resources/wire';
import { customersBinding } from './access';
import { recalculateStats } from './stats';
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

export async function mergeCustomers(tx: Tx, p: TPrincipal, keepId: string, goneId: string): Promise<{ customer: Record<string, unknown>; merged: string; moved: Record<string, number> }> {
  if (keepId === goneId) throw errors.validation([{ path: 'from', message: 'A customer cannot be merged into itself' }]);
  const locked = await tx.select().from(customers).where(inArray(customers.id, [keepId, goneId])).orderBy(customers.id).for('update');
  const keep = locked.find((r) => r.id === keepId);
  const gone = locked.find((r) => r.id === goneId);
  if (!keep || !gone) throw errors.notFound('Customer not found');
  const moved: Record<string, number> = {};
  const after: (() => Promise<void>)[] = [];
  const ctx = { principal: p, moved, after: (work: () => Promise<void>) => { after.push(work); } };

  // The module's own tables that name customers, the generic resources' tables, then every owner's
  // rows (its registered hook: bookings, payments and guest entries, dive records, forms, credits,
  // loyalty points, logins, the outbox's mails).
  // (Each call names its column, so the write's table is plain to a reader and to the owners test.)
  countMove(moved, 'referral', await moveReferences(tx, referrals.referrer, keepId, goneId));
  countMove(moved, 'referral', await moveReferences(tx, referrals.referredCustomer, keepId, goneId));
  countMove(moved, 'customerrelation', await moveReferences(tx, customerRelations.customer, keepId, goneId));
  countMove(moved, 'customerrelation', await moveReferences(tx, customerRelations.relatedCustomer, keepId, goneId));
  await moveGenericReferences(tx, 'customers', keepId, goneId, moved);
  for (const { hooks } of recordHooksOf('customers')) await hooks.merge?.(tx, keepId, goneId, ctx);
  // Relations between the two are now of one person with themself.
  await tx.execute(sql`DELETE FROM customer_relations WHERE customer = related_customer AND customer = ${keepId}`);
  // What waits for every move: each touched booking's version ("customer.merge").
  for (const work of after) await work();

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

// GET/POST /api/guestform/{id}/linked: the customer record a guest form is linked to, and the
// customers its answers may belong to (same e-mail, or same name and birthday), so that staff link
// a form filled in by a guest the booking named only by name to the right customer before copying
// it (syncWithCustomer). Only customers the caller may read are shown or linked.
import { and, eq, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type {  } from '../../db/client';
import { customers, guestForms } from '../../db/schema';
import { errors } from '../../http/errors';
import type { TRow } from '../resources/binding';
import { bindingOf } from '../resources/registry';
import { findVisible, reachable, type TStoreContext } from '../resources/store';
import { toWire } from '../resources/wire';
import { ownAnswers } from './customer-fields';

const brief = (r: TRow) => ({
  id: r.id, fullName: String(r.fullName ?? ''), email: (r.email as string | null) ?? null,
  birthday: ((r.masterData ?? {}) as Record<string, unknown>).birthday as string | null ?? null,
});
export type TCustomerBrief = ReturnType<typeof brief>;

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

export async function linkedOf(ctx: TStoreContext, form: TRow) {
  const binding = bindingOf('customers')!;
  const linked = typeof form.customer === 'string' ? await findVisible(binding, form.customer, ctx, 'read').catch(() => null) : null;
  const a = ownAnswers(form.data as Record<string, unknown>);
  const email = str(a.email)?.toLowerCase();
  const name = [str(a.firstName), str(a.lastName)].filter(Boolean).join(' ').toLowerCase();
  const birthday = str(a.birthday);
  const matches = [
    email ? sql`lower(${customers.email}) = ${email}` : undefined,
    name && birthday ? sql`(lower(${customers.fullName}) = ${name} AND ${customers.masterData}->>'birthday' = ${birthday})` : undefined,
  ].filter(Boolean);
  const candidates = matches.length && !ctx.principal.customerId
    ? await ctx.db.select().from(customers).where(and(reachable(binding, ctx.principal, 'read'), or(...matches), linked ? sql`${customers.id} <> ${linked.id}` : undefined)).limit(10) as TRow[]
    : [];
  return { customer: linked ? brief(linked) : null, candidates: candidates.map(brief) };
}

/** Links the form to a customer the caller may read (null: unlinks). A synced form is final. */
export async function linkCustomer(ctx: TStoreContext, form: TRow, customerId: string | null) {
  if (form.status === 'synced') throw errors.conflict('FORM_SYNCED', 'The answers were copied into the customer; the form keeps its customer.');
  if (customerId) await findVisible(bindingOf('customers')!, customerId, ctx, 'read');
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction;
    if (customerId && typeof form.booking === 'string') {
      const [other] = await tx.select({ id: guestForms.id }).from(guestForms)
        .where(and(eq(guestForms.booking, form.booking), eq(guestForms.customer as PgColumn, customerId), sql`${guestForms.id} <> ${form.id}`)).limit(1);
      if (other) throw errors.conflict('GUEST_HAS_FORM', `Guest form ${other.id} is this customer's form on the booking already.`);
    }
    const [row] = await tx.update(guestForms).set({ customer: customerId, updatedAt: new Date() }).where(eq(guestForms.id as PgColumn, form.id)).returning() as TRow[];
    if (typeof form.booking === 'string') await bindingOf('bookings')!.hooks.childWritten?.(tx, form.booking, { resource: 'guestform', action: 'update' }, { ...ctx, db: tx });
    return toWire(bindingOf('guestform')!, row);
  });
}

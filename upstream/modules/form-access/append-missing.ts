// POST /api/guestform/{id}/appendMissingFields and POST appendMissingFields (a booking's forms):
// the answers a guest has left empty are filled in from what the customer record already holds
// (name, birthday, nationality, contact, passport), so the guest opens a prefilled form and only
// checks it. Never overwrites an answer, never changes the status; a synced form is final (409 for
// one form, left out for a booking's). Forms whose customer the caller may not read are left out.
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { guestForms } from '../../db/schema';
import { errors } from '../../http/errors';
import type { TRow } from '../resources/binding';
import { bindingOf } from '../resources/registry';
import { findVisible, type TStoreContext } from '../resources/store';
import { toWire } from '../resources/wire';
import { appendFromCustomer } from './customer-fields';

type TAppended = { form: Record<string, unknown>; appended: string[] };

async function customerOf(form: TRow, ctx: TStoreContext): Promise<TRow | null> {
  if (typeof form.customer !== 'string') return null;
  return findVisible(bindingOf('customers')!, form.customer, ctx, 'read').catch(() => null);
}

/** The form's answers with the customer's values where the guest's own are empty (a multi-guest
 *  form: its first guest, who is the form's customer). */
function appendedData(form: TRow, customer: TRow) {
  const data = (form.data ?? {}) as Record<string, unknown>;
  if (Array.isArray(data.guests)) {
    const guests = [...data.guests] as Record<string, unknown>[];
    const first = appendFromCustomer(guests[0] ?? {}, customer);
    guests[0] = first.answers;
    return { data: { ...data, guests }, appended: first.appended };
  }
  const one = appendFromCustomer(data, customer);
  return { data: one.answers, appended: one.appended };
}

async function appendOne(tx: Db, form: TRow, customer: TRow): Promise<TAppended> {
  const next = appendedData(form, customer);
  if (!next.appended.length) return { form: toWire(bindingOf('guestform')!, form), appended: [] };
  const [row] = await tx.update(guestForms).set({ data: next.data, updatedAt: new Date() })
    .where(eq(guestForms.id as PgColumn, form.id)).returning() as TRow[];
  return { form: toWire(bindingOf('guestform')!, row), appended: next.appended };
}

async function versionOf(tx: Tx, bookingId: unknown, ctx: TStoreContext) {
  if (typeof bookingId === 'string') await bindingOf('bookings')!.hooks.childWritten?.(tx, bookingId, { resource: 'guestform', action: 'update' }, ctx);
}

export async function appendMissingOne(ctx: TStoreContext, id: string): Promise<TAppended> {
  return ctx.db.transaction(async (transaction) => {
    const c = { ...ctx, db: transaction };
    const form = await findVisible(bindingOf('guestform')!, id, c, 'update');
    if (form.status === 'synced') throw errors.conflict('FORM_SYNCED', 'The answers were copied into the customer; the form no longer changes.');
    if (typeof form.customer !== 'string') throw errors.conflict('FORM_WITHOUT_CUSTOMER', 'The guest form names no customer to take the answers from.');
    const customer = await findVisible(bindingOf('customers')!, form.customer, c, 'read');
    await c.db.execute(sql`SELECT 1 FROM guest_forms WHERE id = ${id} FOR UPDATE`);
    const out = await appendOne(c.db, form, customer);
    if (out.appended.length) await versionOf(c.db, form.booking, c);
    return out;
  });
}

/** Every form of the booking (already loaded for writing by the caller) that can take answers. */
export async function appendMissingOfBooking(ctx: TStoreContext, bookingId: string) {
  return ctx.db.transaction(async (transaction) => {
    const c = { ...ctx, db: transaction };
    await c.db.execute(sql`SELECT 1 FROM bookings WHERE id = ${bookingId} FOR UPDATE`);
    const forms = await c.db.select().from(guestForms).where(eq(guestForms.booking, bookingId)).orderBy(guestForms.createdAt) as TRow[];
    const out: { id: string; appended: string[] }[] = [];
    for (const form of forms) {
      if (form.status === 'synced') continue;
      const customer = await customerOf(form, c);
      if (!customer) continue;
      const one = await appendOne(c.db, form, customer);
      if (one.appended.length) out.push({ id: form.id, appended: one.appended });
    }
    if (out.length) await versionOf(c.db, bookingId, c);
    return { forms: forms.length, changed: out };
  });
}

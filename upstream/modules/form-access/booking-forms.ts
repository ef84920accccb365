// A booking's guests and their guest forms (GET /api/guestform/rooms, POST addToBooking/{id},
// customer/{customer}/{booking}, {form}/addToBooking): who has a form, who has answered, and the
// forms made in one step for every guest without one. A guest is one entry of a booking room's
// guests; a guest with a customer is matched to the form by the customer, one without by the
// name. A multi-guest form of the booking covers all its guests. Every write is one transaction
// with one version of the booking (the bookings module's childWritten hook).
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TGuest } from '../../../lib/contract/booking-core';
import type { Db, Tx } from '../../db/client';
import { bookingRooms, customers, guestForms, rooms } from '../../db/schema';
import { errors } from '../../http/errors';
import type { TRow } from '../resources/binding';
import { bindingOf } from '../resources/registry';
import type { TStoreContext } from '../resources/store';
import { toWire } from '../resources/wire';

type TFormRow = typeof guestForms.$inferSelect;
type TBookingRef = { id: string; agency: string | null; customer: string | null };
export type TGuestSlot = { bookingRoom: string; index: number; customer: string | null; name: string };

const ANSWERED = new Set(['submitted', 'synced']);
const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const fullName = (g: TGuest) => [g.firstName, g.lastName].filter(Boolean).join(' ').trim();

/** The booking's rooms with their guests, in the booking's order; a guest without a name is
 *  named after the customer, else "Guest n" (n counts the booking's guests). */
export async function bookingGuestSlots(db: Db, bookingId: string) {
  const roomRows = await db.select({ id: bookingRooms.id, room: bookingRooms.roomId, roomName: rooms.name, dateFrom: bookingRooms.dateFrom, dateTo: bookingRooms.dateTo, guests: bookingRooms.guests })
    .from(bookingRooms).leftJoin(rooms, eq(rooms.id, bookingRooms.roomId)).where(eq(bookingRooms.bookingId, bookingId)).orderBy(bookingRooms.sort, bookingRooms.createdAt);
  const ids = [...new Set(roomRows.flatMap((r) => r.guests.map((g) => g.customer).filter((c): c is string => !!c)))];
  const names = new Map<string, string>();
  if (ids.length) {
    const rows = await db.select({ id: customers.id, name: customers.fullName }).from(customers).where(sql`${customers.id} IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
    for (const r of rows) names.set(r.id, r.name);
  }
  let n = 0;
  return roomRows.map((r) => ({
    ...r,
    slots: r.guests.map((g, index): TGuestSlot => {
      n += 1;
      const name = fullName(g) || (g.customer ? names.get(g.customer) ?? '' : '') || `Guest ${n}`;
      return { bookingRoom: r.id, index, customer: g.customer ?? null, name };
    }),
  }));
}

/** The form of a guest among the booking's forms (by customer, else by name); a multi-guest form covers everyone. */
export function formOfGuest<F extends Pick<TFormRow, 'customer' | 'name' | 'kind'>>(slot: Pick<TGuestSlot, 'customer' | 'name'>, forms: readonly F[]): F | null {
  const own = slot.customer ? forms.find((f) => f.customer === slot.customer) : forms.find((f) => !f.customer && norm(f.name) === norm(slot.name));
  return own ?? forms.find((f) => f.kind === 'multi') ?? null;
}

/** How many of a booking's guests (its rooms' guest entries, in order) have not answered their
 *  form: the booking page's count (roomsOverview's `unanswered`), for lists that show many
 *  bookings at once (the dashboard) from rows they read together. */
export function unansweredOf(guests: readonly Pick<TGuest, 'customer' | 'firstName' | 'lastName'>[], forms: readonly Pick<TFormRow, 'customer' | 'name' | 'kind' | 'status'>[]): number {
  return guests.filter((g, i) => {
    const form = formOfGuest({ customer: g.customer ?? null, name: fullName(g as TGuest) || `Guest ${i + 1}` }, forms);
    return !form || !ANSWERED.has(form.status);
  }).length;
}

const formsOf = (db: Db, bookingId: string) => db.select().from(guestForms).where(eq(guestForms.booking, bookingId)).orderBy(guestForms.createdAt);

/** GET rooms: every guest with their form and whether they answered. */
export async function roomsOverview(db: Db, bookingId: string) {
  const [roomList, forms] = await Promise.all([bookingGuestSlots(db, bookingId), formsOf(db, bookingId)]);
  let missing = 0;
  let unanswered = 0;
  const out = roomList.map((r) => ({
    bookingRoom: r.id, room: r.room, roomName: r.roomName ?? '', dateFrom: r.dateFrom, dateTo: r.dateTo,
    guests: r.slots.map((s) => {
      const form = formOfGuest(s, forms);
      const answered = !!form && ANSWERED.has(form.status);
      if (!form) missing += 1;
      if (!answered) unanswered += 1;
      return {
        index: s.index, customer: s.customer, name: s.name, answered,
        form: form ? { id: form.id, name: form.name, kind: form.kind, status: form.status, submittedAt: form.submittedAt?.toISOString() ?? null, linkActive: form.linkActive } : null,
      };
    }),
  }));
  return { booking: bookingId, rooms: out, guests: out.reduce((s, r) => s + r.guests.length, 0), missing, unanswered, forms: forms.length };
}

async function versionOf(tx: Tx, bookingId: string, action: 'create' | 'update', ctx: TStoreContext): Promise<void> {
  await bindingOf('bookings')!.hooks.childWritten?.(tx, bookingId, { resource: 'guestform', action }, ctx);
}

const newForm = (b: TBookingRef, s: Pick<TGuestSlot, 'customer' | 'name'>) => ({
  name: s.name.slice(0, 200), booking: b.id, customer: s.customer, agency: b.agency, kind: 'single' as const,
});

/** POST addToBooking/{id}: one guest form per guest without one, in one transaction. */
export async function addMissingForms(ctx: TStoreContext, booking: TBookingRef) {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction;
    await tx.execute(sql`SELECT 1 FROM bookings WHERE id = ${booking.id} FOR UPDATE`);
    const [roomList, forms] = await Promise.all([bookingGuestSlots(tx, booking.id), formsOf(tx, booking.id)]);
    const wanted = new Map<string, TGuestSlot>();
    for (const s of roomList.flatMap((r) => r.slots)) {
      if (formOfGuest(s, forms)) continue;
      wanted.set(s.customer ?? `name:${norm(s.name)}`, s);
    }
    const created = wanted.size ? await tx.insert(guestForms).values([...wanted.values()].map((s) => newForm(booking, s))).returning() as TRow[] : [];
    if (created.length) await versionOf(tx, booking.id, 'create', { ...ctx, db: tx });
    const forms_ = bindingOf('guestform')!;
    return { created: created.map((r) => toWire(forms_, r)), existing: forms.length };
  });
}

/** POST customer/{customer}/{booking}: the form of one guest of the booking (made when missing). */
export async function formForCustomer(ctx: TStoreContext, booking: TBookingRef, customerId: string) {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction;
    await tx.execute(sql`SELECT 1 FROM bookings WHERE id = ${booking.id} FOR UPDATE`);
    const slot = (await bookingGuestSlots(tx, booking.id)).flatMap((r) => r.slots).find((s) => s.customer === customerId)
      ?? (booking.customer === customerId ? await customerSlot(tx, customerId) : null);
    if (!slot) throw errors.conflict('NOT_A_GUEST_OF_BOOKING', 'The customer is neither a guest in one of the booking\'s rooms nor the booking\'s customer.');
    const [existing] = await tx.select().from(guestForms).where(and(eq(guestForms.booking, booking.id), eq(guestForms.customer as PgColumn, customerId))).limit(1);
    if (existing) return { form: toWire(bindingOf('guestform')!, existing as TRow), created: false };
    const [row] = await tx.insert(guestForms).values(newForm(booking, slot)).returning() as TRow[];
    await versionOf(tx, booking.id, 'create', { ...ctx, db: tx });
    return { form: toWire(bindingOf('guestform')!, row), created: true };
  });
}

async function customerSlot(db: Db, id: string): Promise<Pick<TGuestSlot, 'customer' | 'name'> | null> {
  const [c] = await db.select({ name: customers.fullName }).from(customers).where(eq(customers.id, id)).limit(1);
  return c ? { customer: id, name: c.name } : null;
}

/** POST {form}/addToBooking: a guest form made without a booking (or for this one) joins the booking. */
export async function attachToBooking(ctx: TStoreContext, form: TRow, booking: TBookingRef) {
  if (form.booking === booking.id) return toWire(bindingOf('guestform')!, form);
  if (form.booking) throw errors.conflict('FORM_OF_OTHER_BOOKING', 'A guest form answers for one booking; make a new one for this booking.');
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction;
    await tx.execute(sql`SELECT 1 FROM bookings WHERE id = ${booking.id} FOR UPDATE`);
    if (typeof form.customer === 'string') {
      const [other] = await tx.select({ id: guestForms.id }).from(guestForms).where(and(eq(guestForms.booking, booking.id), eq(guestForms.customer as PgColumn, form.customer))).limit(1);
      if (other) throw errors.conflict('GUEST_HAS_FORM', `Guest form ${other.id} is this customer's form on the booking already.`);
    }
    const [row] = await tx.update(guestForms).set({ booking: booking.id, agency: booking.agency ?? form.agency ?? null, updatedAt: new Date() } as never)
      .where(and(eq(guestForms.id, form.id), sql`${guestForms.booking} IS NULL`)).returning() as TRow[];
    if (!row) throw errors.conflict('FORM_OF_OTHER_BOOKING', 'The form was added to a booking meanwhile.');
    await versionOf(tx, booking.id, 'update', { ...ctx, db: tx });
    return toWire(bindingOf('guestform')!, row);
  });
}

// Per-booking edits of api-calls 7.4 that keep the state (issue 20): lockUnlockRoom, change (the
// booking's data), rooms (several rooms at once), changeCustomer (from, to, room, idx), ref and
// DELETE ref/{ref}. Each passes the one rule (allowed-actions.ts: office only, open states),
// runs in the caller's transaction and stores one version.
import { and, eq, inArray } from 'drizzle-orm';
import type { TBookingDetail, TGuest } from '../../../../lib/contract/booking-core';
import type { Tx } from '../../../db/client';
import { bookingRooms, bookings, customers } from '../../../db/schema';
import type { TPrincipal } from '../../../http/context';
import { errors } from '../../../http/errors';
import { assertReferencesExist } from '../../resources/references';
import { bindingOf } from '../../resources/registry';
import { addRoom, assertGuestCustomers } from '../create';
import { guardAction, versionOf } from './derive';
import { lockRooms, releaseBookingRoom } from '../rooms/occupancy';
import { finish } from '../rooms/room-list';
import type { TRoomTarget } from './rebook';

export async function lockUnlockRoom(tx: Tx, p: TPrincipal, id: string, roomBookingId: string, now: Date): Promise<TBookingDetail> {
  await guardAction(tx, p, id, 'lockUnlockRoom', now);
  const [br] = await tx.select().from(bookingRooms).where(and(eq(bookingRooms.id, roomBookingId), eq(bookingRooms.bookingId, id)));
  if (!br) throw errors.notFound('Room not in this booking');
  await tx.update(bookingRooms).set({ locked: !br.locked }).where(eq(bookingRooms.id, br.id));
  return versionOf(tx, p, id, 'lockUnlockRoom', { lockUnlockRoom: { roomBooking: br.id, locked: !br.locked } });
}

export type TBookingChange = Partial<Record<'title' | 'customer' | 'agency' | 'source' | 'category' | 'tour' | 'systemReference', string | null>> & { language?: 'de' | 'en' };

export async function changeBookingData(tx: Tx, p: TPrincipal, id: string, change: TBookingChange, now: Date): Promise<TBookingDetail> {
  await guardAction(tx, p, id, 'change', now);
  const refs = { customer: change.customer, agency: change.agency, source: change.source, category: change.category, tour: change.tour };
  await assertReferencesExist(bindingOf('bookings')!, Object.fromEntries(Object.entries(refs).filter(([, v]) => v)), tx, p);
  await tx.update(bookings).set({ ...change, updatedAt: now }).where(eq(bookings.id, id));
  return versionOf(tx, p, id, 'change');
}

/** Several rooms changed at once (other room, other dates): all old beds go back, then the new
 *  ones are taken, so two rooms can swap. A locked room is never moved (409 ROOM_LOCKED). */
export async function changeRooms(tx: Tx, p: TPrincipal, id: string, targets: TRoomTarget[], now: Date): Promise<TBookingDetail> {
  await guardAction(tx, p, id, 'rooms', now);
  const ids = targets.map((t) => t.roomBookingId);
  if (new Set(ids).size !== ids.length) throw errors.validation([{ path: 'rooms', message: 'Each booking room once' }]);
  const current = await tx.select().from(bookingRooms).where(and(eq(bookingRooms.bookingId, id), inArray(bookingRooms.id, ids)));
  if (current.length !== ids.length) throw errors.notFound('Room not in this booking');
  if (current.some((r) => r.locked)) throw errors.conflict('ROOM_LOCKED', 'This room is locked in the booking.');
  await lockRooms(tx, [...current.map((r) => r.roomId), ...targets.flatMap((t) => (t.room ? [t.room] : []))]);
  for (const br of current) {
    await releaseBookingRoom(tx, br.id);
    await tx.delete(bookingRooms).where(eq(bookingRooms.id, br.id));
  }
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id));
  for (const br of current) {
    const t = targets.find((x) => x.roomBookingId === br.id)!;
    const dateFrom = t.dateFrom ?? br.dateFrom;
    const dateTo = t.dateTo ?? br.dateTo;
    if (dateTo <= dateFrom) throw errors.validation([{ path: 'rooms', message: 'dateTo must be after dateFrom' }]);
    const same = !t.room || t.room === br.roomId;
    await addRoom(tx, p, row, { room: t.room ?? br.roomId, dateFrom, dateTo, guests: br.guests, ...(same ? { beds: br.beds } : {}), ...(br.variant ? { variant: br.variant } : {}) }, br.sort);
  }
  return finish(tx, p, id, 'rooms');
}

/** The guest at position idx of a booking room becomes another customer (names, gender and
 *  birthday from the record); when `from` was the booking's customer, the booking follows. */
export async function changeCustomer(tx: Tx, p: TPrincipal, id: string, c: { from?: string; to: string; room: string; idx: number }, now: Date): Promise<TBookingDetail> {
  const row = await guardAction(tx, p, id, 'changeCustomer', now);
  const [br] = await tx.select().from(bookingRooms).where(and(eq(bookingRooms.id, c.room), eq(bookingRooms.bookingId, id)));
  if (!br || c.idx >= br.guests.length) throw errors.notFound('Guest not in this booking');
  const old = br.guests[c.idx];
  if (c.from && old.customer !== c.from) throw errors.conflict('GUEST_CHANGED', 'The guest at this place is no longer the customer named in from.');
  await assertGuestCustomers(tx, p, [{ customer: c.to, gender: 'u' }]);
  const [cust] = await tx.select().from(customers).where(eq(customers.id, c.to));
  const md = (cust.masterData ?? {}) as { firstName?: string; lastName?: string; gender?: TGuest['gender']; birthday?: string };
  const guest: TGuest = { customer: c.to, firstName: md.firstName ?? cust.fullName, lastName: md.lastName, gender: md.gender ?? 'u', ...(md.birthday ? { birthday: md.birthday } : {}) };
  const guests = br.guests.map((g, i) => (i === c.idx ? guest : g));
  if (c.from && row.customer === c.from) await tx.update(bookings).set({ customer: c.to, updatedAt: now }).where(eq(bookings.id, id));
  // The new guest's gender may change the party's: the beds are taken again under it.
  await lockRooms(tx, [br.roomId]);
  await releaseBookingRoom(tx, br.id);
  await tx.delete(bookingRooms).where(eq(bookingRooms.id, br.id));
  await addRoom(tx, p, row, { room: br.roomId, dateFrom: br.dateFrom, dateTo: br.dateTo, beds: br.beds, guests, ...(br.variant ? { variant: br.variant } : {}) }, br.sort);
  if (br.locked) await tx.update(bookingRooms).set({ locked: true }).where(and(eq(bookingRooms.bookingId, id), eq(bookingRooms.sort, br.sort), eq(bookingRooms.roomId, br.roomId)));
  return finish(tx, p, id, 'changeCustomer');
}

export async function addReference(tx: Tx, p: TPrincipal, id: string, ref: string, now: Date): Promise<TBookingDetail> {
  const row = await guardAction(tx, p, id, 'ref', now);
  const refs = row.references ?? [];
  if (refs.includes(ref)) throw errors.conflict('REFERENCE_EXISTS', `The booking has the reference ${ref} already.`);
  if (refs.length >= 50) throw errors.validation([{ path: 'ref', message: 'At most 50 references' }]);
  await tx.update(bookings).set({ references: [...refs, ref], updatedAt: now }).where(eq(bookings.id, id));
  return versionOf(tx, p, id, 'ref');
}

export async function removeReference(tx: Tx, p: TPrincipal, id: string, ref: string, now: Date): Promise<TBookingDetail> {
  const row = await guardAction(tx, p, id, 'removeRef', now);
  const refs = row.references ?? [];
  if (!refs.includes(ref)) throw errors.notFound(`The booking has no reference ${ref}`);
  await tx.update(bookings).set({ references: refs.filter((r) => r !== ref), updatedAt: now }).where(eq(bookings.id, id));
  return versionOf(tx, p, id, 'removeRef');
}

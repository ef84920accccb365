// Inbound booking revisions, each applied once and in order (issue 37 item 2). One channel_updates
// row per (system, externalId, revision): the same revision again is recognised (a repeat, not
// applied again); a revision older than channel_bookings.last_revision is recorded 'stale'. A new
// booking takes its rooms through the bookings module's own create (its room locks, bed planning
// and the occupancy exclusion constraints: the same rule as the office, the public page and every
// other channel); a change goes through changeRooms, a cancellation through the cancel action.
// A refusal (the room is gone) is recorded 'refused' with words staff can act on and is
// acknowledged; an unexpected failure is recorded 'failed', not acknowledged, and retried by the
// next pull (docs/decisions/channels.md).
import { and, eq, sql } from 'drizzle-orm';
import type { TBookingCreate, TRoomRequest } from '../../../lib/contract/booking-core';
import type { Db, Tx } from '../../db/client';
import { bookingRooms, bookings, channelBookings, channelUpdates, occupancy, rooms, roomTypes } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { AppError } from '../../http/errors';
import { rowsOf } from '../../db/rows';
import { bedCountOf } from '../inventory/room-facts';
import { applyAction } from '../bookings/actions';
import { createBooking } from '../bookings/create';
import { changeRooms } from '../bookings/ops/edits';
import type { TChannelChange, TChangeRoom } from './adapter';
import { roomTypeMap, type TConnection } from './connections';

/** Who a channel's change acts as in the booking's history: the office's booking rights on every
 *  asset, named after the channel; no user behind it. */
export function channelPrincipal(system: string): TPrincipal {
  return {
    userId: '00000000-0000-0000-0000-000000000000', tokenId: '', email: '', name: `${system} (channel)`, userType: 'system',
    scopes: ['bookings.read', 'bookings.create', 'bookings.update'], assets: [], agencyId: null, customerId: null, language: 'en', isCrmUser: false,
  };
}

export type TApplyState = 'applied' | 'refused' | 'stale' | 'failed';
export type TApplyResult = { updateId: string | null; state: TApplyState; repeat: boolean; ack: boolean; bookingId: string | null; message: string | null };
type TOutcome = { state: 'applied' | 'refused' | 'stale'; message: string | null; bookingId: string | null };

/** Active rooms of one of our room types with no holding occupancy on a night of [from, to); a
 *  shared room (a dorm or a berth, sold by the bed) also when it has a free bed every night: one
 *  room of the channel is one bed there (availability.ts pushes its free beds). */
async function freeRooms(tx: Db, roomType: string, from: string, to: string): Promise<string[]> {
  const found = await tx.select({ id: rooms.id, shared: rooms.allowSharedRoom, configuration: rooms.configuration, availableBeds: rooms.availableBeds }).from(rooms).where(and(
    eq(rooms.roomType, roomType), eq(rooms.isActive, true), eq(rooms.blocked, false),
  )).orderBy(rooms.name, rooms.id);
  if (found.length === 0) return [];
  const held = rowsOf<{ roomId: string; beds: number }>(await tx.execute(sql`
    SELECT o.room_id::text AS "roomId", max(n)::int AS beds FROM (
      SELECT o.room_id, d, count(DISTINCT o.bed) AS n
      FROM generate_series(${from}::date, ${to}::date - 1, interval '1 day') d
      JOIN ${occupancy} o ON o.holds AND o.date_from <= d::date AND o.date_to > d::date
        AND o.room_id IN (${sql.join(found.map((r) => sql`${r.id}::uuid`), sql`, `)})
      GROUP BY o.room_id, d) o GROUP BY o.room_id`));
  const taken = new Map(held.map((h) => [h.roomId, Number(h.beds)]));
  return found.filter((r) => {
    const beds = taken.get(r.id) ?? 0;
    return beds === 0 || (r.shared === true && beds < bedCountOf(r.configuration as Parameters<typeof bedCountOf>[0], r.availableBeds as number | null));
  }).map((r) => r.id);
}

async function typeName(tx: Db, id: string): Promise<string> {
  const [t] = await tx.select({ name: roomTypes.name }).from(roomTypes).where(eq(roomTypes.id, id));
  return t?.name ?? 'room';
}

const refusedWords = (c: TChannelChange, what: string) =>
  `${c.source ?? 'The channel'} booking ${c.reference ?? c.externalId} (${c.guest.firstName} ${c.guest.lastName}): ${what} Offer the guest another room or dates, or ask the channel to cancel the booking.`;

/** Our rooms for the revision's rooms: free ones of the mapped room types, each room once. An
 *  unmapped room type or no free room: the words of the refusal. */
async function pickRooms(tx: Db, conn: TConnection, c: TChannelChange, keep: (string | null)[] = []): Promise<{ ok: true; picks: string[] } | { ok: false; message: string }> {
  const map = roomTypeMap(conn);
  const picks: string[] = [];
  for (const [i, r] of c.rooms.entries()) {
    const ours = map.get(r.roomTypeId);
    if (!ours) return { ok: false, message: refusedWords(c, `the channel's room type ${r.roomTypeId} is not mapped to a room type of ours (connection ${conn.name}, setting roomType:${r.roomTypeId}).`) };
    if (keep[i]) { picks.push(keep[i]!); continue; }
    const free = (await freeRooms(tx, ours, r.dateFrom, r.dateTo)).filter((id) => !picks.includes(id));
    if (free.length === 0) return { ok: false, message: refusedWords(c, `no ${await typeName(tx, ours)} is free from ${r.dateFrom} to ${r.dateTo}.`) };
    picks.push(free[0]);
  }
  return { ok: true, picks };
}

const isRefusal = (err: unknown): err is AppError => err instanceof AppError && err.status < 500;
const refusalText = (c: TChannelChange, err: AppError) => refusedWords(c, `${err.description ?? err.message}`);

function guestsOf(c: TChannelChange, i: number) {
  return i === 0 && (c.guest.firstName || c.guest.lastName) ? [{ firstName: c.guest.firstName.slice(0, 100), lastName: c.guest.lastName.slice(0, 100), gender: 'u' as const }] : [];
}

function validRooms(c: TChannelChange): string | null {
  if (c.rooms.length === 0) return refusedWords(c, 'the revision names no room.');
  const bad = c.rooms.find((r: TChangeRoom) => !/^\d{4}-\d{2}-\d{2}$/.test(r.dateFrom) || !/^\d{4}-\d{2}-\d{2}$/.test(r.dateTo) || r.dateTo <= r.dateFrom);
  return bad ? refusedWords(c, `the stay ${bad.dateFrom} to ${bad.dateTo} is not a valid range of nights.`) : null;
}

/** A new booking through the bookings module's create; a lost race for the picked room (another
 *  booking took it between our look and our claim) tries the next free room, three times. */
async function createFromChannel(tx: Tx, conn: TConnection, c: TChannelChange, now: Date): Promise<TOutcome> {
  const invalid = validRooms(c);
  if (invalid) return { state: 'refused', message: invalid, bookingId: null };
  let last: string | null = null;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const pick = await pickRooms(tx, conn, c);
    if (!pick.ok) return { state: 'refused', message: pick.message, bookingId: null };
    const input: TBookingCreate = {
      type: 'resort', state: 'planned', title: `${c.guest.firstName} ${c.guest.lastName}`.trim().slice(0, 200) || undefined,
      language: c.guest.language === 'de' ? 'de' : 'en', currency: c.currency && /^[A-Z]{3}$/.test(c.currency) ? c.currency : 'EUR',
      rooms: c.rooms.map((r, i): TRoomRequest => ({ room: pick.picks[i], dateFrom: r.dateFrom, dateTo: r.dateTo, guests: guestsOf(c, i) })),
    } as TBookingCreate;
    try {
      const detail = await tx.transaction((sp) => createBooking(sp, null, input, now, {
        channel: 'ota', contactEmail: c.guest.email?.toLowerCase() ?? null, contactPhone: c.guest.phone, guestMessage: c.notes,
      }));
      await tx.insert(channelBookings).values({
        system: conn.system, externalId: c.externalId, bookingId: detail.id, connectionId: conn.id, lastRevision: c.revision, status: 'active',
        meta: { reference: c.reference, source: c.source, amount: c.amount, currency: c.currency, guest: `${c.guest.firstName} ${c.guest.lastName}`.trim() },
        createdAt: now, updatedAt: now,
      });
      return { state: 'applied', message: null, bookingId: detail.id };
    } catch (err) {
      if (!isRefusal(err)) throw err;
      last = refusalText(c, err);
    }
  }
  return { state: 'refused', message: last, bookingId: null };
}

/** A change of dates or room types: the booking's rooms in their order take the revision's rooms
 *  (same count), through the bookings module's changeRooms (all old beds back, new ones taken). */
async function modifyFromChannel(tx: Tx, conn: TConnection, c: TChannelChange, cb: typeof channelBookings.$inferSelect, now: Date): Promise<TOutcome> {
  const p = channelPrincipal(conn.system);
  const invalid = validRooms(c);
  if (invalid) return { state: 'refused', message: invalid, bookingId: cb.bookingId };
  const current = await tx.select({ id: bookingRooms.id, roomId: bookingRooms.roomId, roomTypeId: bookingRooms.roomTypeId }).from(bookingRooms)
    .where(eq(bookingRooms.bookingId, cb.bookingId)).orderBy(bookingRooms.sort);
  if (current.length !== c.rooms.length) {
    return { state: 'refused', message: refusedWords(c, `the channel now has ${c.rooms.length} room(s), our booking ${current.length}; change the booking's rooms by hand.`), bookingId: cb.bookingId };
  }
  const map = roomTypeMap(conn);
  try {
    await tx.transaction(async (sp) => {
      const [b] = await sp.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, cb.bookingId));
      // A booking cancelled here that the channel changes again is taken back first (its beds again, or 409).
      if (b?.state === 'aborted') await applyAction(sp, p, cb.bookingId, 'revert', now);
      // A room keeps its place when it is of the mapped type; else a free one of the new type is taken.
      const keep = c.rooms.map((r, i) => (map.get(r.roomTypeId) === current[i].roomTypeId ? current[i].roomId : null));
      const pick = await pickRooms(sp, conn, c, keep);
      if (!pick.ok) throw new AppError({ status: 409, code: 'Conflict', message: 'ROOM_NOT_AVAILABLE', description: pick.message });
      await changeRooms(sp, p, cb.bookingId, current.map((br, i) => ({ roomBookingId: br.id, room: pick.picks[i], dateFrom: c.rooms[i].dateFrom, dateTo: c.rooms[i].dateTo })), now);
    });
  } catch (err) {
    if (!isRefusal(err)) throw err;
    return { state: 'refused', message: err.description?.includes('Offer the guest') ? err.description : refusalText(c, err), bookingId: cb.bookingId };
  }
  await tx.update(channelBookings).set({ lastRevision: c.revision, status: 'active', updatedAt: now, meta: { ...cb.meta, amount: c.amount, currency: c.currency } })
    .where(and(eq(channelBookings.system, cb.system), eq(channelBookings.externalId, cb.externalId)));
  return { state: 'applied', message: null, bookingId: cb.bookingId };
}

async function cancelFromChannel(tx: Tx, conn: TConnection, c: TChannelChange, cb: typeof channelBookings.$inferSelect, now: Date): Promise<TOutcome> {
  const [b] = await tx.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, cb.bookingId));
  if (b && b.state !== 'aborted') {
    try {
      await tx.transaction((sp) => applyAction(sp, channelPrincipal(conn.system), cb.bookingId, 'cancell', now));
    } catch (err) {
      if (!isRefusal(err)) throw err;
      return { state: 'refused', message: refusedWords(c, `the cancellation could not be applied: ${err.description ?? err.message}.`), bookingId: cb.bookingId };
    }
  }
  await tx.update(channelBookings).set({ lastRevision: c.revision, status: 'cancelled', updatedAt: now })
    .where(and(eq(channelBookings.system, cb.system), eq(channelBookings.externalId, cb.externalId)));
  return { state: 'applied', message: null, bookingId: cb.bookingId };
}

async function decide(tx: Tx, conn: TConnection, c: TChannelChange, now: Date): Promise<TOutcome> {
  const [cb] = await tx.select().from(channelBookings)
    .where(and(eq(channelBookings.system, conn.system), eq(channelBookings.externalId, c.externalId))).for('update');
  if (cb && c.revision < cb.lastRevision) {
    return { state: 'stale', message: `An older revision (${c.revision}) than the one applied (${cb.lastRevision}): not applied.`, bookingId: cb.bookingId };
  }
  if (c.kind === 'cancelled') {
    if (!cb) return { state: 'applied', message: 'No booking of ours for it (never made or refused): nothing to cancel.', bookingId: null };
    return cancelFromChannel(tx, conn, c, cb, now);
  }
  // A modification of a booking we never made (its 'new' was refused or missed) is made new.
  return cb ? modifyFromChannel(tx, conn, c, cb, now) : createFromChannel(tx, conn, c, now);
}

const KIND_ROW = (conn: TConnection, c: TChannelChange) => ({
  system: conn.system, connectionId: conn.id, direction: 'in', kind: c.kind, externalId: c.externalId, revision: c.revision,
  payload: { ...c.raw, reference: c.reference, source: c.source } as Record<string, unknown>,
});
const keyOf = (conn: TConnection, c: TChannelChange) => and(eq(channelUpdates.system, conn.system), eq(channelUpdates.externalId, c.externalId), eq(channelUpdates.revision, c.revision), eq(channelUpdates.direction, 'in'));

/** Applies one revision once, in one transaction with its log row. */
export async function applyChange(db: Db, conn: TConnection, c: TChannelChange, now: Date): Promise<TApplyResult> {
  try {
    return await db.transaction(async (tx) => {
      const [fresh] = await tx.insert(channelUpdates).values({ ...KIND_ROW(conn, c), state: 'pending', createdAt: now }).onConflictDoNothing().returning();
      let row = fresh;
      if (!row) {
        const [had] = await tx.select().from(channelUpdates).where(keyOf(conn, c)).for('update');
        if (had.state !== 'failed' && had.state !== 'pending') {
          return { updateId: had.id, state: had.state as TApplyState, repeat: true, ack: true, bookingId: had.bookingId, message: had.message };
        }
        row = had;
      }
      const o = await decide(tx, conn, c, now);
      await tx.update(channelUpdates).set({ state: o.state, message: o.message, bookingId: o.bookingId, attempts: row.attempts + 1, appliedAt: now })
        .where(eq(channelUpdates.id, row.id));
      return { updateId: row.id, state: o.state, repeat: false, ack: true, bookingId: o.bookingId, message: o.message };
    });
  } catch (err) {
    const message = `Could not be applied, will be tried again: ${err instanceof Error ? err.message : String(err)}`.slice(0, 2000);
    await db.insert(channelUpdates).values({ ...KIND_ROW(conn, c), state: 'failed', message, attempts: 0, createdAt: now }).onConflictDoNothing();
    const [row] = await db.update(channelUpdates).set({ state: 'failed', message, attempts: sql`${channelUpdates.attempts} + 1` })
      .where(and(keyOf(conn, c), sql`${channelUpdates.state} IN ('failed', 'pending')`)).returning({ id: channelUpdates.id });
    return { updateId: row?.id ?? null, state: 'failed', repeat: false, ack: false, bookingId: null, message };
  }
}

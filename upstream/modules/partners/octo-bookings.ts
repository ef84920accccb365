// OCTO reservations (octo.ts): reserve → ON_HOLD (an offer holding its beds until utcExpiresAt),
// confirm → CONFIRMED (the booking confirmed), cancel → CANCELLED (an offer released, a booking
// cancelled by the booking's rules), EXPIRED once the offer's hold ran out. Each in one
// transaction; the booking itself is written by the bookings module only.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TBookingDetail } from '../../../lib/contract/booking-core';
import type { Db, Tx } from '../../db/client';
import { octoBookings } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { loadBooking } from '../bookings/access';
import { actOn } from '../bookings/actions';
import { createBooking } from '../bookings/create';
import { expireOffer, holdOffer } from '../bookings/expire-offer';
import { lockRooms } from '../bookings/rooms/occupancy';
import { assertProduct, availabilityOf, companyZone, departures, OPTION_ID, pickCabins, UNIT_ID } from './octo';

type TOctoRow = typeof octoBookings.$inferSelect;
export type TReserve = {
  uuid?: string; productId: string; optionId: string; availabilityId: string; unitItems: { unitId: string; uuid?: string }[];
  expirationMinutes?: number; resellerReference?: string; notes?: string;
};
export type TContact = { fullName?: string; emailAddress?: string; phoneNumber?: string };

const DEFAULT_HOLD_MINUTES = 30;
const keyIdOf = (p: TPrincipal) => p.tokenId.replace(/^api-key:/, '');

export async function reserve(db: Db, p: TPrincipal, body: TReserve, at: Date): Promise<TOctoRow> {
  const tour = await assertProduct(db, body.productId, body.optionId);
  if (body.unitItems.some((u) => u.unitId !== UNIT_ID)) throw errors.validation([{ path: 'unitItems', message: 'INVALID_UNIT_ID' }], 'INVALID_UNIT_ID');
  const uuid = body.uuid ?? randomUUID();
  const expiresAt = new Date(at.getTime() + (body.expirationMinutes ?? DEFAULT_HOLD_MINUTES) * 60_000);
  return db.transaction(async (tx) => {
    const [known] = await tx.select().from(octoBookings).where(eq(octoBookings.uuid, uuid)).for('update');
    if (known) {
      if (known.apiKeyId !== keyIdOf(p)) throw errors.conflict('REFERENCE_EXISTS', 'This booking uuid is taken.');
      return known; // the same reservation sent again: answered as it stands
    }
    const [first] = /^[0-9a-f-]{36}$/i.test(body.availabilityId) ? await departures(tx, tour.id, { ids: [body.availabilityId] }) : [];
    // The departure's cabins locked first (sorted, as every booking locks its rooms), then counted
    // again: reservations of one departure take turns and each sees the others' beds, instead of
    // all picking the same cabins from one stale count and all but one being refused.
    if (first) await lockRooms(tx as Tx, first.cabins.map((c) => c.id));
    const [d] = first ? await departures(tx, tour.id, { ids: [first.id] }) : [];
    if (!d || d.status !== 'open') throw errors.validation([{ path: 'availabilityId', message: 'INVALID_AVAILABILITY_ID' }], 'INVALID_AVAILABILITY_ID');
    const cabins = pickCabins(d, body.unitItems.length);
    if (!cabins) throw errors.conflict('ROOM_NOT_AVAILABLE', `Only ${d.freeBeds} places are free on this departure.`);
    const guest = { lastName: body.resellerReference ? `OCTO ${body.resellerReference}` : 'OCTO guest' };
    const detail: TBookingDetail = await createBooking(tx as Tx, p, {
      type: 'tour', state: 'draft', vessel: tour.vessel ?? undefined, tour: tour.id, schedule: d.id, currency: 'EUR', title: `OCTO ${body.resellerReference ?? uuid}`,
      agency: p.agencyId ?? undefined,
      rooms: cabins.map((c) => ({ room: c.room, dateFrom: d.dateFrom, dateTo: d.dateTo, guests: Array.from({ length: c.guests }, () => ({ ...guest, gender: 'u' as const })) })),
    }, at);
    await holdOffer(tx, detail.id, expiresAt);
    const [row] = await tx.insert(octoBookings).values({
      uuid, apiKeyId: keyIdOf(p), status: 'ON_HOLD', productId: tour.id, optionId: OPTION_ID, availabilityId: d.id, bookingId: detail.id,
      resellerReference: body.resellerReference ?? null, unitItems: body.unitItems.map((u) => ({ unitId: u.unitId, uuid: u.uuid ?? randomUUID() })),
      meta: { notes: body.notes ?? null, offerNo: detail.offerNo }, expiresAt, createdAt: at, updatedAt: at,
    }).returning();
    return row;
  });
}

/** The reservation of this key, locked; an ON_HOLD one past its expiry is expired first. */
async function mine(tx: Tx, p: TPrincipal, uuid: string, at: Date): Promise<TOctoRow> {
  const [row] = await tx.select().from(octoBookings).where(eq(octoBookings.uuid, uuid)).for('update');
  if (!row || row.apiKeyId !== keyIdOf(p)) throw errors.notFound('INVALID_BOOKING_UUID');
  if (row.status === 'ON_HOLD' && row.expiresAt && row.expiresAt.getTime() <= at.getTime()) {
    if (row.bookingId) await expireOffer(tx, row.bookingId, at);
    const [expired] = await tx.update(octoBookings).set({ status: 'EXPIRED', updatedAt: at }).where(eq(octoBookings.uuid, uuid)).returning();
    return expired;
  }
  return row;
}

export async function confirm(db: Db, p: TPrincipal, uuid: string, body: { contact?: TContact; resellerReference?: string }, at: Date): Promise<TOctoRow> {
  return db.transaction(async (tx) => {
    const row = await mine(tx as Tx, p, uuid, at);
    if (row.status === 'CONFIRMED') return row;
    if (row.status !== 'ON_HOLD' || !row.bookingId) throw errors.conflict('INVALID_STATE_TRANSITION', `The reservation is ${row.status}; only one ON_HOLD can be confirmed.`);
    const booking = await loadBooking(tx as Tx, p, row.bookingId, 'read', true);
    // The partner's price is its own contract: the booking is confirmed as it stands, also at 0.00.
    await actOn(tx as Tx, booking, { action: 'confirm', now: at, actor: p, note: { withoutPrice: true, octo: { uuid } } });
    const [done] = await tx.update(octoBookings).set({
      status: 'CONFIRMED', resellerReference: body.resellerReference ?? row.resellerReference, expiresAt: null, updatedAt: at,
      // The contact sent now completes what an update (PATCH) already gave.
      meta: { ...row.meta, contact: body.contact ? { ...((row.meta as { contact?: TContact | null }).contact ?? {}), ...body.contact } : (row.meta as { contact?: TContact | null }).contact ?? null, confirmedAt: at.toISOString() },
    }).where(eq(octoBookings.uuid, uuid)).returning();
    return done;
  });
}

export async function cancel(db: Db, p: TPrincipal, uuid: string, reason: string | undefined, at: Date): Promise<TOctoRow> {
  return db.transaction(async (tx) => {
    const row = await mine(tx as Tx, p, uuid, at);
    if (row.status === 'CANCELLED') return row;
    if (row.status === 'EXPIRED' || !row.bookingId) throw errors.conflict('INVALID_STATE_TRANSITION', 'The reservation has expired.');
    const booking = await loadBooking(tx as Tx, p, row.bookingId, 'read', true);
    const action = booking.state === 'draft' ? 'release' : 'cancell';
    await actOn(tx as Tx, booking, { action, now: at, actor: p, note: { [action]: { reason: reason ?? 'OCTO cancellation' }, octo: { uuid } } });
    const [done] = await tx.update(octoBookings).set({ status: 'CANCELLED', expiresAt: null, updatedAt: at, meta: { ...row.meta, cancelReason: reason ?? null } })
      .where(eq(octoBookings.uuid, uuid)).returning();
    return done;
  });
}

/** PATCH: what a reseller may change on its booking without touching the places: its reference,
 *  the contact and the notes (a field left out is kept; null clears it). Not on a cancelled or
 *  expired one (409). Other places, another departure or other units are a new booking. */
export type TUpdate = { resellerReference?: string | null; contact?: TContact; notes?: string | null };
export async function update(db: Db, p: TPrincipal, uuid: string, body: TUpdate, at: Date): Promise<TOctoRow> {
  return db.transaction(async (tx) => {
    const row = await mine(tx as Tx, p, uuid, at);
    if (row.status !== 'ON_HOLD' && row.status !== 'CONFIRMED') throw errors.conflict('INVALID_STATE_TRANSITION', `The booking is ${row.status}; it cannot be changed.`);
    const meta = row.meta as { contact?: TContact | null; notes?: string | null };
    const [done] = await tx.update(octoBookings).set({
      resellerReference: body.resellerReference === undefined ? row.resellerReference : body.resellerReference,
      updatedAt: at,
      meta: {
        ...row.meta,
        ...(body.contact !== undefined ? { contact: { ...(meta.contact ?? {}), ...body.contact } } : {}),
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
      },
    }).where(eq(octoBookings.uuid, uuid)).returning();
    return done;
  });
}

export async function read(db: Db, p: TPrincipal, uuid: string, at: Date): Promise<TOctoRow> {
  return db.transaction(async (tx) => mine(tx as Tx, p, uuid, at));
}

/** The OCTO booking object. */
export async function octoView(db: Db, row: TOctoRow) {
  const zone = await companyZone(db);
  const [d] = await departures(db, row.productId, { ids: [row.availabilityId] });
  const a = d ? availabilityOf(d, zone) : null;
  const meta = row.meta as { offerNo?: string; contact?: TContact; notes?: string | null; confirmedAt?: string };
  return {
    id: row.uuid, uuid: row.uuid, testMode: false, resellerReference: row.resellerReference, supplierReference: meta.offerNo ?? null,
    status: row.status, utcCreatedAt: row.createdAt.toISOString(), utcUpdatedAt: row.updatedAt.toISOString(), utcExpiresAt: row.expiresAt?.toISOString() ?? null,
    utcRedeemedAt: null, utcConfirmedAt: meta.confirmedAt ?? null, productId: row.productId, optionId: row.optionId, cancellable: row.status === 'ON_HOLD' || row.status === 'CONFIRMED',
    cancellation: null, freesale: false, availabilityId: row.availabilityId,
    availability: a ? { id: a.id, localDateTimeStart: a.localDateTimeStart, localDateTimeEnd: a.localDateTimeEnd, allDay: true, openingHours: [] } : null,
    contact: { fullName: meta.contact?.fullName ?? null, emailAddress: meta.contact?.emailAddress ?? null, phoneNumber: meta.contact?.phoneNumber ?? null },
    notes: meta.notes ?? null, deliveryMethods: ['TICKET'], voucher: null,
    unitItems: (row.unitItems as { unitId: string; uuid: string }[]).map((u) => ({ uuid: u.uuid, unitId: u.unitId, resellerReference: null, supplierReference: null, status: row.status, utcRedeemedAt: null, contact: null, ticket: null })),
  };
}

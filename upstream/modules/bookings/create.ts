// Creating a booking with its rooms in one transaction: numbers, room list, occupancy (the
// exclusion constraints decide who gets a bed), first version. Nothing is half-written: any
// refusal rolls the whole booking back.
import { hasScope } from '../../../lib/access/scopes';
import { getTableColumns, sql, type SQLWrapper } from 'drizzle-orm';
import type { TBookingCreate, TBookingDetail, TGuest, TRoomRequest } from '../../../lib/contract/booking-core';
import type { Db, Tx } from '../../db/client';
import { namedInsert, namedStatement } from '../../db/statements';
import { bookingComments, bookingRooms, bookings, customers } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assertAsset, creatorAgency, type TBookingRow } from './access';
import { planBeds } from '../inventory/beds';
import { detailNames, detailOf, detailRoomOf, recordVersion } from './detail';
import { drawNumberPlaceholders, issueMissing, numberValues } from './numbers';
import { claim, lockRooms, takenBeds } from './rooms/occupancy';
import { lockAndLoadRooms, loadRoom, type TRoomRecord } from '../inventory/room-facts';
import { zoneFactsSql } from './allowed-actions';
import { holdsInventory } from './transitions';
import { reloadPrice } from './prices/calculation';
import { assertReferencesExist } from '../resources/references';
import { bindingOf } from '../resources/registry';
import { guestCustomers } from './hooks';

const guestName = (r: TRoomRequest[]) => {
  const g = r.flatMap((x) => x.guests).find((x) => x.lastName || x.firstName);
  return g ? [g.firstName, g.lastName].filter(Boolean).join(' ') : null;
};

export type TBookingRoomRow = typeof bookingRooms.$inferSelect;
const insertBookingRooms = namedInsert('booking_rooms_insert', bookingRooms, true);
const insertBookings = namedInsert('bookings_insert', bookings, true);

/** Adds one room to a booking (create, add room) and takes its beds when the state holds.
 *  `known`: the room already loaded and locked by the caller (create locks all its rooms first).
 *  Returns the booking room as stored. */
export async function addRoom(tx: Tx, p: TPrincipal | null, booking: Pick<TBookingRow, 'id' | 'state'>, req: TRoomRequest, sort: number, known?: TRoomRecord): Promise<TBookingRoomRow> {
  const room = known ?? await loadRoom(tx, req.room);
  if (p) assertAsset(p, room.resort, room.vessel);
  const autoPick = room.allowSharedRoom && !(req.beds && req.beds.length > 0);
  // Claims of one room queue on its row lock: picking free beds must not race another party
  // picking the same ones, and two parties inserting clashing rows at once would wait on each
  // other's exclusion check (a deadlock). The exclusion constraint still guards every path.
  if (!known) await lockRooms(tx, [room.id]);
  const taken = autoPick ? await takenBeds(tx, room.id, req.dateFrom, req.dateTo) : new Set<number>();
  const plan = planBeds(room, req, taken);
  if (!plan.ok) {
    if (plan.reason === 'NOT_ENOUGH_BEDS') throw errors.conflict('ROOM_NOT_AVAILABLE', `${room.name} has not enough free beds from ${req.dateFrom} to ${req.dateTo}.`);
    throw errors.validation([{ path: 'rooms', message: plan.reason }], plan.reason);
  }
  const [br] = await insertBookingRooms(tx, [{
    bookingId: booking.id, roomId: room.id, roomTypeId: room.roomType, dateFrom: req.dateFrom, dateTo: req.dateTo,
    beds: plan.beds, guests: req.guests, variant: req.variant ?? null, sort,
  }]);
  await claim(tx, {
    room, beds: plan.beds, gender: plan.gender, dateFrom: req.dateFrom, dateTo: req.dateTo,
    bookingId: booking.id, bookingRoomId: br.id, kind: 'booking', holds: holdsInventory(booking.state),
  });
  return br;
}

/** Guests naming a customer record: the caller must be allowed to point at it (an agency user
 *  only at its own agency's customers), as for the booking's own customer. The guest's customer
 *  id lives in JSON without a foreign key, so the records are held (FOR KEY SHARE) until the
 *  write commits: a merge of that customer either moves this guest or this write finds it gone. */
export async function assertGuestCustomers(tx: Tx, p: TPrincipal, guests: readonly TGuest[]): Promise<void> {
  const ids = guests.map((g) => g.customer).filter((id): id is string => !!id);
  if (ids.length) await assertReferencesExist(bindingOf('bookings')!, { customer: ids }, tx, p, { keyShare: true });
}

/** saveGuests (issue 33 item 3): every guest typed in without a customer record gets one from the
 *  customers module (found or made, customers/office-guests.ts, asked through hooks.ts), in this
 *  transaction; the lead (the first such guest when the booking names no customer) is the
 *  booking's customer. Staff who may create customers only. */
async function withGuestCustomers(tx: Db, p: TPrincipal, input: TBookingCreate): Promise<TBookingCreate> {
  if (!hasScope(p.scopes, 'customers.create')) throw errors.forbidden('Saving guests as customers needs the right to create customers.');
  const typed = input.rooms.flatMap((r) => r.guests).filter((g) => !g.customer && g.firstName?.trim() && g.lastName?.trim());
  if (typed.length === 0) return input;
  // The enquiry's contact belongs to the lead: the booking's first guest, when it is typed in.
  const leadTyped = !input.customer && input.rooms[0]?.guests[0] === typed[0];
  const ids = await guestCustomers(tx, typed.map((g) => ({ firstName: g.firstName!, lastName: g.lastName!, gender: g.gender, birthday: g.birthday })),
    leadTyped ? input.contact ?? {} : {}, input.language ?? p.language ?? 'de');
  const byGuest = new Map(typed.map((g, i) => [g, ids[i]]));
  const rooms = input.rooms.map((r) => ({ ...r, guests: r.guests.map((g) => (byGuest.has(g) ? { ...g, customer: byGuest.get(g)! } : g)) }));
  const lead = rooms.flatMap((r) => r.guests).find((g) => g.customer)?.customer;
  return { ...input, rooms, customer: input.customer ?? lead };
}

/** The booking's date range and pax from its room list, as the SET of an update. */
function summaryOf(bookingId: string | SQLWrapper) {
  const rooms = (expr: string) => sql`(SELECT ${sql.raw(expr)} FROM booking_rooms WHERE booking_id = ${bookingId})`;
  return {
    dateFrom: rooms('min(date_from)'), dateTo: rooms('max(date_to)'),
    noOfPax: rooms('coalesce(sum(greatest(jsonb_array_length(guests), 1)), 0)::int'), updatedAt: sql`now()`,
  };
}

/** A new booking's one update after its rooms: its number (drawn by the update), date range and
 *  pax, returning the row with the time zone facts of its detail. A named statement per kind. */
const summaryUpdateOf = (kind: 'reservation' | 'offer') => namedStatement(`booking_create_summary_${kind}`, (db) => db.update(bookings).set({
  ...(kind === 'reservation' ? { reservationNo: drawNumberPlaceholders(), reservationDate: sql.placeholder('now') as unknown as Date } : { offerNo: drawNumberPlaceholders() }),
  ...summaryOf(sql.placeholder('id')),
}).where(sql`${bookings.id} = ${sql.placeholder('id')}`).returning({ ...getTableColumns(bookings), ...zoneFactsSql(bookings) }));
const summaryUpdate = { reservation: summaryUpdateOf('reservation'), offer: summaryUpdateOf('offer') };

/** Recomputes the booking's date range and pax from its room list. */
export async function refreshSummary(tx: Db, bookingId: string): Promise<void> {
  await tx.update(bookings).set(summaryOf(bookingId)).where(sql`${bookings.id} = ${bookingId}`);
}

/** Where a booking comes from and what a public guest said (bookings.channel, contact*, guestMessage);
 *  'ota': a channel manager's booking (channels/inbound.ts), which may come without an e-mail. */
export type TBookingOrigin = { channel: 'public' | 'widget' | 'ota'; contactEmail: string | null; contactPhone?: string | null; guestMessage?: string | null };

/** A booking's language when its request names none: its lead customer's (their documents and
 *  mail in the language the customer speaks, issue 33 item 11), else German. */
async function leadLanguage(tx: Db, customer: string | undefined): Promise<'de' | 'en'> {
  if (!customer) return 'de';
  const [c] = await tx.select({ language: customers.language }).from(customers).where(sql`${customers.id} = ${customer}`);
  return c?.language === 'en' ? 'en' : 'de';
}

/** p null: a request from the public booking page (a draft for no agency, checked by the caller,
 *  which passes the origin). Staff bookings are 'backoffice', an agency user's 'agency'. */
export async function createBooking(tx: Tx, p: TPrincipal | null, given: TBookingCreate, now: Date, origin?: TBookingOrigin): Promise<TBookingDetail> {
  const input = p && given.saveGuests ? await withGuestCustomers(tx, p, given) : given;
  const agency = p ? creatorAgency(p, input.agency) : null;
  const channel = origin?.channel ?? (p && !hasScope(p.scopes, 'bookings.create') && p.agencyId ? 'agency' : 'backoffice');
  // All rooms of the request locked at once, in one order: two bookings of the same rooms
  // never hold one each and wait for the other. Each room is read once, by its lock.
  const loaded = await lockAndLoadRooms(tx, input.rooms.map((r) => r.room));
  const first = input.rooms[0] ? loaded.get(input.rooms[0].room)! : null;
  const resort = input.resort ?? first?.resort ?? null;
  const vessel = input.vessel ?? first?.vessel ?? null;
  if (p) {
    assertAsset(p, resort, vessel);
    // The ids it stores must exist and be the caller's to use (the generic resources' rule).
    const refs = { tour: input.tour, schedule: input.schedule, source: input.source, category: input.category, customer: input.customer };
    await assertReferencesExist(bindingOf('bookings')!, refs, tx, p);
    await assertGuestCustomers(tx, p, input.rooms.flatMap((r) => r.guests));
  }
  const language = input.language ?? await leadLanguage(tx, input.customer);
  const [created] = await insertBookings(tx, [{
    // Cabins of a vessel make a tour booking even when the caller left the type at its default.
    type: input.type === 'resort' && !resort && vessel ? 'tour' : input.type, state: input.state, title: input.title ?? guestName(input.rooms), resort, vessel,
    schedule: input.schedule ?? null, tour: input.tour ?? null, agency, customer: input.customer ?? null,
    source: input.source ?? null, category: input.category ?? null, language, currency: input.currency,
    bookingDate: now, channel,
    contactEmail: origin?.contactEmail ?? input.contact?.email?.toLowerCase() ?? null, contactPhone: origin?.contactPhone ?? input.contact?.phone ?? null,
    guestMessage: origin?.guestMessage ?? null,
  }]);
  const row = created;
  if (input.note && p) await tx.insert(bookingComments).values({ booking: row.id, text: input.note, author: p.name, isInternal: true });
  const rooms: TBookingRoomRow[] = [];
  for (const [i, r] of input.rooms.entries()) rooms.push(await addRoom(tx, p, row, r, i, loaded.get(r.room)));
  // The number last, once the rooms are held (a refused booking takes none), drawn by the update
  // that also sums up the room list (numbers.ts) and reads the time zone facts of the detail.
  const year = now.getUTCFullYear();
  const kind = input.state === 'planned' ? 'reservation' : 'offer';
  const [{ zone, general, early, ...drawn }] = await summaryUpdate[kind](tx, { id: row.id, now, ...numberValues(kind, year) });
  const fresh = await issueMissing(tx, drawn, kind, year);
  const lines = await reloadPrice(tx, row, now.toISOString().slice(0, 10), false, { rooms });
  // The detail from what this write holds: a new booking has no payments, links or versions yet.
  const detail = detailOf(fresh, {
    rooms: rooms.map(detailRoomOf), lines: [...lines].sort((a, b) => a.sort - b.sort), links: [], payments: [], version: 0,
    names: await detailNames(tx, fresh),
    facts: { zone, general, early, total: lines.reduce((sum, l) => sum + l.amount, 0), paid: 0 },
  }, p);
  detail.version = await recordVersion(tx, detail, 'create', p);
  return detail;
}

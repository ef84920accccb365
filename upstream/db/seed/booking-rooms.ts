// The demo bookings' rooms (booking core): their room list, the beds they hold in the occupancy
// and the number counters they used, so calendars and availability show them. Idempotent.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bookingRooms, bookings, calculationLines, numberSequences, occupancy } from '../schema';
import { reloadPrice } from '../../modules/bookings/prices/calculation';
import { shiftDemoDates } from './demo-dates';
import { sid } from './resources-ids';

type TDemoRoom = { booking: string; room: string; from: string; to: string; beds: number[]; guests: { firstName: string; lastName: string; gender: 'm' | 'f' | 'u' }[]; mixed: boolean };

export const DEMO_ROOMS: TDemoRoom[] = [
  { booking: 'b1', room: '101', from: '2027-03-06', to: '2027-03-13', beds: [0, 1], mixed: true,
    guests: [{ firstName: 'Anna', lastName: 'Schmidt', gender: 'f' }, { firstName: 'Jonas', lastName: 'Schmidt', gender: 'm' }] },
  { booking: 'b2', room: 'c1', from: '2027-03-06', to: '2027-03-13', beds: [0], mixed: false,
    guests: [{ firstName: 'Lukas', lastName: 'Weber', gender: 'm' }] },
  { booking: 'b3', room: '201', from: '2027-04-10', to: '2027-04-17', beds: [0, 1, 2], mixed: true,
    guests: [{ firstName: 'Mia', lastName: 'Hoffmann', gender: 'f' }, { firstName: 'Tom', lastName: 'Hoffmann', gender: 'm' }] },
];

const gender = (g: TDemoRoom['guests']) => (new Set(g.map((x) => x.gender)).size === 1 ? g[0].gender : 'x');

export async function seedBookingRooms(db: Db): Promise<void> {
  for (const [i, r] of shiftDemoDates(DEMO_ROOMS).entries()) {
    const id = sid(`bookingrooms:${r.booking}`);
    const bookingId = sid(`bookings:${r.booking}`);
    const roomId = sid(`rooms:${r.room}`);
    await db.insert(bookingRooms).values({ id, bookingId, roomId, dateFrom: r.from, dateTo: r.to, beds: r.beds, guests: r.guests, sort: i,
      roomTypeId: sql`(SELECT room_type FROM rooms WHERE id = ${roomId})` as never }).onConflictDoNothing();
    await db.insert(occupancy).values(r.beds.map((bed) => ({
      id: sid(`occupancy:${r.booking}:${bed}`), roomId, bed, dateFrom: r.from, dateTo: r.to, bookingId, bookingRoomId: id,
      kind: 'booking', holds: true, gender: gender(r.guests), mixedGender: r.mixed,
    }))).onConflictDoNothing();
  }
  await priceDemoBookings(db);
  await db.insert(numberSequences).values([
    { name: 'booking:2026', value: 1 }, { name: 'offer:2026', value: 3 }, { name: 'reservation:2026', value: 1 },
  ]).onConflictDoNothing();
}

/** The written bookings priced by the price lists like every other (issue 33: none stands at
 *  0.00): the bookings module's own reload, once (a booking that has lines keeps them). */
async function priceDemoBookings(db: Db): Promise<void> {
  for (const r of DEMO_ROOMS) {
    const id = sid(`bookings:${r.booking}`);
    const [has] = await db.select({ id: calculationLines.id }).from(calculationLines).where(eq(calculationLines.bookingId, id)).limit(1);
    if (has) continue;
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    if (row) await reloadPrice(db, row, (row.bookingDate ?? new Date()).toISOString().slice(0, 10), false);
  }
}

// temporary A/B script (not committed): the old path (six statements) vs the new (one) for the price of a stored booking
import { asc, eq, sql } from 'drizzle-orm';
import { openDb } from '../upstream/db/client';
import { bookingRooms } from '../upstream/db/schema';
import { loadBooking } from '../upstream/modules/bookings/access';
import { bookingQuoteContext } from '../upstream/modules/bookings/booking-specials';
import { bookingPriceFacts } from '../upstream/modules/bookings/price-facts';
import { quoteRooms } from '../upstream/modules/prices/quote';
import type { TPrincipal } from '../upstream/http/context';

const { db, close } = await openDb({ url: 'postgres://postgres@127.0.0.1:5432/tourbook_bench', poolSize: 2 });
const p = { userId: 'x', scopes: ['admin'], assets: null, agencyId: null, customerId: null } as unknown as TPrincipal;
const id = process.env.BOOKING!;
const day = '2026-11-26';
const oldPath = async () => {
  const row = await loadBooking(db, p, id, 'read');
  const rooms = await db.select().from(bookingRooms).where(eq(bookingRooms.bookingId, row.id)).orderBy(asc(bookingRooms.sort));
  const ctx = await bookingQuoteContext(db, row, rooms.flatMap((r) => r.guests), day);
  return quoteRooms(db, rooms.map((r) => ({ room: r.roomId, dateFrom: r.dateFrom, dateTo: r.dateTo, guests: r.guests })), row.currency, day, ctx);
};
const newPath = async () => {
  const { row, rooms, ctx } = await bookingPriceFacts(db, p, id, day);
  return quoteRooms(db, rooms.map((r) => ({ room: r.roomId, dateFrom: r.dateFrom, dateTo: r.dateTo, guests: r.guests })), row.currency, day, ctx);
};
await db.execute(sql`UPDATE specials SET status = 'active' WHERE name LIKE 'Bench %' AND valid_from = '2028-02-05'`);
try {
  const a = await oldPath(); const b = await newPath();
  console.log('same total', a.total === b.total, a.total, 'specials', a.specials?.length, b.specials?.length, 'commission', a.commission, b.commission);
  const N = 300;
  for (const [name, fn] of [['old', oldPath], ['new', newPath], ['old', oldPath], ['new', newPath]] as const) {
    for (let i = 0; i < 30; i++) await fn();
    const c0 = process.cpuUsage(); const w0 = performance.now(); const ts: number[] = [];
    for (let i = 0; i < N; i++) { const t = performance.now(); await fn(); ts.push(performance.now() - t); }
    const c = process.cpuUsage(c0); ts.sort((x, y) => x - y);
    console.log(name, 'wall/op', ((performance.now() - w0) / N).toFixed(2), 'node cpu/op', ((c.user + c.system) / 1000 / N).toFixed(2), 'p50', ts[N >> 1].toFixed(2), 'p95', ts[Math.floor(N * 0.95)].toFixed(2));
  }
} finally {
  await db.execute(sql`UPDATE specials SET status = 'inactive' WHERE name LIKE 'Bench %' AND valid_from = '2028-02-05'`);
  await close();
}

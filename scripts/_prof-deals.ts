// temporary profiling script (not committed)
import { sql, eq, asc } from 'drizzle-orm';
import { openDb } from '../upstream/db/client';
import { bookingRooms, bookings } from '../upstream/db/schema';
import { rowsOf } from '../upstream/db/rows';
import { bookingQuoteContext } from '../upstream/modules/bookings/booking-specials';
import { quoteRooms } from '../upstream/modules/prices/quote';
import { quoteInputs } from '../upstream/modules/prices/quote-inputs';

const { db, close } = await openDb({ url: 'postgres://postgres@127.0.0.1:5432/tourbook_bench', poolSize: 2 });
const [b] = rowsOf<{ id: string }>(await db.execute(sql`SELECT b.id FROM bookings b WHERE (SELECT count(*) FROM booking_rooms r WHERE r.booking_id = b.id) >= 3 LIMIT 1`));
const [row0] = await db.select().from(bookings).where(eq(bookings.id, b.id));
const [ag] = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM agencies LIMIT 1`));
const [cm] = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM commissions LIMIT 1`));
const row = { ...row0, agency: ag.id, commission: cm?.id ?? null, channel: 'agency' as const };
const t = (label: string) => { const c0 = process.cpuUsage(); const w0 = performance.now(); return () => { const c = process.cpuUsage(c0); return { label, wall: performance.now() - w0, cpu: (c.user + c.system) / 1000 }; }; };
const acc = new Map<string, { wall: number; cpu: number }>();
const add = (r: { label: string; wall: number; cpu: number }) => { const a = acc.get(r.label) ?? { wall: 0, cpu: 0 }; a.wall += r.wall; a.cpu += r.cpu; acc.set(r.label, a); };
const N = 200;
const rooms = await db.select().from(bookingRooms).where(eq(bookingRooms.bookingId, row.id)).orderBy(asc(bookingRooms.sort));
console.log(JSON.stringify(rooms).slice(0, 300));
for (let i = 0; i < N + 30; i++) {
  if (i === 30) acc.clear();
  let e = t('rooms');
  await db.select().from(bookingRooms).where(eq(bookingRooms.bookingId, row.id)).orderBy(asc(bookingRooms.sort));
  add(e());
  e = t('context');
  const ctx = await bookingQuoteContext(db, row, rooms.flatMap((r) => r.guests), '2026-11-26');
  add(e());
  const req = rooms.map((r) => ({ room: r.roomId, dateFrom: r.dateFrom, dateTo: r.dateTo, guests: r.guests }));
  e = t('inputs');
  await quoteInputs(db, req.map((r) => r.room), req[0].dateFrom, req[0].dateTo);
  add(e());
  e = t('quote');
  await quoteRooms(db, req, row.currency, '2026-11-26', ctx);
  add(e());
}
for (const [k, v] of acc) console.log(k.padEnd(10), 'wall', (v.wall / N).toFixed(2), 'cpu', (v.cpu / N).toFixed(2));
console.log(row.id, row.commission, row.customer, row.schedule);
await close();

// Money out of one booking from several desks at once (issue 31, PostgreSQL, real concurrency):
// moves into a credit and negative payments each take the booking's lock before they read what it
// still holds, so exactly as many go through as was paid; the rest are refused with 409, and the
// booking never holds less than nothing.
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { addDays, daysFromNow } from '../helpers/dates';
import { pgAdminApp } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');
type TRec = Record<string, unknown> & { id: string };

describe('money out of one booking ten times at once (PostgreSQL)', needsPostgres(pgUrl), () => {
  const app = pgAdminApp(pgUrl!, { poolSize: 20 });
  const { call, rows } = app;
  const json = async (res: Response) => (await res.json()) as TRec;

  it('10,000 paid; five moves into a credit and five refunds by hand of 3,000: three go through', async () => {
    const room = await json(await call('POST', '/api/rooms', { name: 'Money out race', type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 }));
    const customer = await json(await call('POST', '/api/customers', { fullName: 'Race Payer' }));
    const from = daysFromNow(640);
    const b = await json(await call('POST', '/api/bookings', { state: 'planned', customer: customer.id, resort: DEMO_RESORT_ID, rooms: [{ room: room.id, dateFrom: from, dateTo: addDays(from, 1), guests: [{ gender: 'u' }] }] }));
    expect((await call('POST', `/api/bookings/${b.id}/calculation`, { text: 'Stay', unitPrice: 10_000 - Number(b.total) })).status).toBe(200);
    expect((await call('POST', `/api/bookings/${b.id}/payment`, { amount: 10_000, method: 'card' })).status).toBe(200);
    const outs = Array.from({ length: 10 }, (_, i) => (i % 2
      ? call('POST', '/api/credits', { customer: customer.id, source: 'cancellation', sourceBooking: b.id, amount: 3_000 })
      : call('POST', `/api/bookings/${b.id}/payment`, { amount: -3_000, method: 'cash', note: 'Paid back at the desk' })));
    const results = await Promise.all(outs);
    const ok = results.filter((r) => r.status < 300).length;
    expect(ok).toBe(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    const [held] = await rows<{ n: string }>(sql`SELECT coalesce(sum(amount), 0)::text AS n FROM payments WHERE booking = ${b.id} AND status IN ('paid', 'refunded')`);
    expect(Number(held.n)).toBe(1_000);
    const [credited] = await rows<{ n: string }>(sql`SELECT coalesce(sum(e.amount), 0)::text AS n FROM credit_entries e JOIN credits c ON c.id = e.credit_id WHERE c.source_booking_id = ${b.id}`);
    const [byHand] = await rows<{ n: string }>(sql`SELECT coalesce(sum(amount), 0)::text AS n FROM payments WHERE booking = ${b.id} AND method = 'cash'`);
    expect(Number(credited.n) - Number(byHand.n)).toBe(9_000);
  }, 120_000);
});

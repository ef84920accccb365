// markPaid racing payments and other markPaid calls on PostgreSQL (issue 16): every booking row
// is locked before its open amount is read, so a booking is never paid twice, no call deadlocks
// (locks in id order) or fails with a 5xx, and the books end exactly at the total.
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { daysFromNow } from '../helpers/dates';
import { pgAdminApp } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');

describe('markPaid under concurrency on PostgreSQL', needsPostgres(pgUrl), () => {
  const app = pgAdminApp(pgUrl!, { poolSize: 40 });
  const { call } = app;

  async function reservation(i: number): Promise<string> {
    const room = await call('POST', '/api/rooms', { name: `Paid race ${i} ${Math.random()}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 });
    const roomId = ((await room.json()) as { id: string }).id;
    const res = await call('POST', '/api/bookings', { state: 'planned', resort: DEMO_RESORT_ID, rooms: [{ room: roomId, dateFrom: daysFromNow(500 + i), dateTo: daysFromNow(501 + i), guests: [{ gender: 'u' }] }] });
    expect(res.status).toBe(201);
    const b = (await res.json()) as { id: string; total: number };
    const line = await call('POST', `/api/bookings/${b.id}/calculation`, { text: 'Stay', unitPrice: 10_000 - b.total });
    expect(line.status).toBe(200);
    return b.id;
  }

  it('10 markPaid calls over the same 5 bookings (in different orders) and 10 payments at once: each paid exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await reservation(i));
    const calls = [
      ...Array.from({ length: 10 }, (_, k) => call('POST', '/api/bookings/markPaid', { bookings: k % 2 ? [...ids].reverse() : ids, reference: `run ${k}` })),
      ...Array.from({ length: 10 }, (_, k) => call('POST', `/api/bookings/${ids[k % 5]}/payment`, { amount: 1_000, method: 'cash' })),
    ];
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const marked = (await Promise.all(answers.slice(0, 10).map((r) => r.json()))) as { paid: { booking: string; amount: number }[] }[];
    for (const id of ids) {
      // Exactly one markPaid paid this booking, and the books end at its total (cash payments
      // that came after it only overpay; none are lost).
      expect(marked.flatMap((m) => m.paid).filter((p) => p.booking === id)).toHaveLength(1);
      const r = await app.t.handle.db.execute(sql`SELECT coalesce(sum(amount), 0)::int AS paid, count(*) FILTER (WHERE method = 'transfer')::int AS marked,
        count(*) FILTER (WHERE method = 'cash')::int AS cash FROM payments WHERE booking = ${id}::uuid`);
      const row = (r as unknown as { rows: { paid: number; marked: number; cash: number }[] }).rows[0];
      expect(row.marked).toBe(1);
      expect(row.cash).toBe(2);
      const detail = (await (await call('GET', `/api/bookings/${id}/detail`)).json()) as { paid: number; total: number; version: number };
      expect(detail.total).toBe(10_000);
      // markPaid pays what was open when it held the lock: before it, after it, or between cash payments.
      expect(detail.paid).toBeGreaterThanOrEqual(10_000);
      expect(detail.paid).toBeLessThanOrEqual(10_000 + 2_000);
      const versions = await app.t.handle.db.execute(sql`SELECT count(*)::int AS n FROM booking_versions WHERE booking_id = ${id}::uuid AND action IN ('markPaid', 'payment')`);
      expect((versions as unknown as { rows: { n: number }[] }).rows[0].n).toBe(3);
    }
  }, 120_000);
});

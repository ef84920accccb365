// Loyalty points under real concurrency (PostgreSQL): ten desks redeem one member's points at once
// and exactly as many succeed as the balance allows (the member's lock is taken before the
// balance is read); two instances running the daily earning at once earn each stay once.
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { earnCompletedStays } from '../../upstream/modules/loyalty/jobs';
import { addDays, daysFromNow } from '../helpers/dates';
import { pgAdminApp } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');
type TRec = Record<string, unknown> & { id: string };

describe('loyalty points at once (PostgreSQL)', needsPostgres(pgUrl), () => {
  const app = pgAdminApp(pgUrl!, { poolSize: 20 });
  const { call, rows } = app;
  const json = async (res: Response) => (await res.json()) as TRec;

  async function stays(customer: string, n: number, start: number): Promise<{ ids: string[]; lastDay: string }> {
    const room = await json(await call('POST', '/api/rooms', { name: `Loyalty race ${start}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 }));
    const ids: string[] = [];
    let lastDay = '';
    for (let i = 0; i < n; i++) {
      const from = daysFromNow(start + i * 3);
      lastDay = addDays(from, 2);
      const b = await json(await call('POST', '/api/bookings', { state: 'planned', customer, resort: DEMO_RESORT_ID, rooms: [{ room: room.id, dateFrom: from, dateTo: lastDay, guests: [{ gender: 'u', customer }] }] }));
      expect((await call('POST', `/api/bookings/${b.id}/calculation`, { text: 'Stay', unitPrice: 5_000 - Number(b.total) })).status).toBe(200);
      ids.push(b.id);
    }
    return { ids, lastDay };
  }

  it('100 points, ten redemptions of 30 at once: three succeed, 10 points are left', async () => {
    const member = await json(await call('POST', '/api/customers', { fullName: 'Race Member' }));
    expect((await call('POST', `/api/loyalty/correction/${member.id}`, { points: 100, note: 'starting points' })).status).toBe(200);
    const { ids } = await stays(member.id, 10, 700);
    const results = await Promise.all(ids.map((b) => call('POST', `/api/loyalty/redeem/${b}`, { points: 30 })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    const [ledger] = await rows<{ balance: string; redeemed: string; discount: string }>(sql`SELECT sum(points)::text AS balance,
      sum(-points) FILTER (WHERE kind = 'redeem')::text AS redeemed, coalesce(sum(amount) FILTER (WHERE kind = 'redeem'), 0)::text AS discount
      FROM loyalty_entries WHERE customer_id = ${member.id}`);
    expect(Number(ledger.balance)).toBe(10);
    expect(Number(ledger.redeemed)).toBe(90);
    // the bookings carry exactly the discount the ledger recorded (default: a point is worth 10)
    const [lines] = await rows<{ n: string }>(sql`SELECT coalesce(sum(amount), 0)::text AS n FROM booking_calculation_lines
      WHERE type = 'discount' AND booking_id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
    expect(Number(lines.n)).toBe(-Number(ledger.discount));
    expect(Number(ledger.discount)).toBe(900);
  }, 120_000);

  it('two instances earning at once earn each completed stay once', async () => {
    const member = await json(await call('POST', '/api/customers', { fullName: 'Race Earner' }));
    const { ids, lastDay } = await stays(member.id, 4, 800);
    const day = addDays(lastDay, 1);
    const [a, b] = await Promise.all([earnCompletedStays(app.t.handle.db, day), earnCompletedStays(app.t.handle.db, day)]);
    expect(a.failed + b.failed).toBe(0);
    const [earned] = await rows<{ n: string; points: string }>(sql`SELECT count(*)::text AS n, sum(points)::text AS points FROM loyalty_entries
      WHERE kind = 'earn' AND booking_id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
    expect(Number(earned.n)).toBe(4);
    expect(Number(earned.points)).toBe(4 * 2 * 10);
  }, 120_000);
});

// One credit applied by ten desks at once (PostgreSQL, real concurrency): the credit is locked
// before its balance is read, so exactly as many applications succeed as the money allows, the
// rest are refused with 409, and the ledger and the bookings' payments agree to the cent.
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_AGENCY_ID, DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { addDays, daysFromNow } from '../helpers/dates';
import { pgAdminApp } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');
type TRec = Record<string, unknown> & { id: string };

describe('a credit applied ten times at once (PostgreSQL)', needsPostgres(pgUrl), () => {
  const app = pgAdminApp(pgUrl!, { poolSize: 20 });
  const { call, rows } = app;
  const json = async (res: Response) => (await res.json()) as TRec;

  it('10,000 of credit, ten applications of 3,000: three succeed, the balance is 1,000', async () => {
    const room = await json(await call('POST', '/api/rooms', { name: 'Credit race', type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 }));
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const from = daysFromNow(600 + i * 3);
      const b = await json(await call('POST', '/api/bookings', { state: 'planned', agency: DEMO_AGENCY_ID, resort: DEMO_RESORT_ID, rooms: [{ room: room.id, dateFrom: from, dateTo: addDays(from, 1), guests: [{ gender: 'u' }] }] }));
      const withLine = await call('POST', `/api/bookings/${b.id}/calculation`, { text: 'Stay', unitPrice: 5_000 - Number(b.total) });
      expect(withLine.status).toBe(200);
      ids.push(b.id);
    }
    const credit = await json(await call('POST', '/api/credits', { agency: DEMO_AGENCY_ID, currency: 'EUR', source: 'goodwill', amount: 10_000 }));
    const results = await Promise.all(ids.map((b) => call('POST', `/api/credits/${credit.id}/apply/${b}`, { amount: 3_000 })));
    const codes = results.map((r) => r.status).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    const [ledger] = await rows<{ balance: string; applied: string }>(sql`SELECT sum(amount)::text AS balance, sum(amount) FILTER (WHERE kind = 'apply')::text AS applied FROM credit_entries WHERE credit_id = ${credit.id}`);
    expect(Number(ledger.balance)).toBe(1_000);
    const [paid] = await rows<{ n: string }>(sql`SELECT coalesce(sum(amount), 0)::text AS n FROM payments WHERE method = 'credit' AND booking = ANY(${`{${ids.join(',')}}`}::uuid[])`);
    expect(Number(paid.n)).toBe(-Number(ledger.applied));
    expect(Number(paid.n)).toBe(9_000);
  }, 120_000);
});

// Invoice numbers on PostgreSQL under real concurrency: 20 invoices issued at once (each booking
// asked twice at the same moment) get exactly 20 numbers, consecutive, without gaps or duplicates;
// a transaction that takes a number and then rolls back gives it back.
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { takeInvoiceSeq } from '../../upstream/modules/invoices/numbering';
import { addDays, demo } from '../helpers/dates';
import { pgAdminApp } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');

describe('invoice numbers on PostgreSQL', needsPostgres(pgUrl), () => {
  const app = pgAdminApp(pgUrl!, { poolSize: 50 });
  const { call } = app;

  it('20 invoices issued at once: 20 consecutive numbers, no gap, no duplicate', async () => {
    const r = await app.t.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types rt ON rt.id = r.room_type WHERE rt.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`);
    const rooms = (r as unknown as { rows: { id: string }[] }).rows.map((x) => x.id);
    const c = await call('POST', '/api/customers', { fullName: 'Race Guest' });
    const customer = ((await c.json()) as { id: string }).id;
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const from = addDays(demo('2027-06-01'), 3 * Math.floor(i / rooms.length));
      const res = await call('POST', '/api/bookings', { customer, rooms: [{ room: rooms[i % rooms.length], dateFrom: from, dateTo: addDays(from, 2), guests: [{ gender: 'u' }] }] });
      expect(res.status, await res.clone().text()).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    const answers = await Promise.all([...ids, ...ids].map((id) => call('POST', `/api/bookings/${id}/invoice`, {})));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    const rows = (await app.t.handle.db.execute(sql`SELECT number, seq, booking_id FROM invoices WHERE kind = 'invoice' ORDER BY seq`)) as unknown as { rows: { number: string; seq: number; booking_id: string }[] };
    expect(rows.rows.map((x) => x.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(rows.rows.map((x) => x.number)).size).toBe(20);
    expect(new Set(rows.rows.map((x) => x.booking_id)).size).toBe(20);
  }, 180_000);

  it('numbers taken by transactions that roll back are given back', async () => {
    const year = 2999;
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => app.t.handle.db.transaction(async (tx) => {
      const seq = await takeInvoiceSeq(tx, 'invoice', year);
      if (i % 2 === 0) throw new Error(`roll back ${seq}`);
      return seq;
    })));
    const kept = results.filter((x) => x.status === 'fulfilled').map((x) => (x as PromiseFulfilledResult<number>).value).sort((a, b) => a - b);
    expect(kept).toEqual([1, 2, 3, 4, 5]);
  }, 60_000);
});

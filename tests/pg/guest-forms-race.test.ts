// "Create missing guest forms" clicked twice at once (two desks, a double click) on PostgreSQL:
// the booking row is locked before its forms are read, so every guest ends with exactly one form,
// no call fails, and the booking gets one version for the forms, not one per call.
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { daysFromNow } from '../helpers/dates';
import { pgAdminApp } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');

describe('guest forms of a booking under concurrency on PostgreSQL', needsPostgres(pgUrl), () => {
  const app = pgAdminApp(pgUrl!, { poolSize: 20 });
  const { call } = app;

  it('8 addToBooking calls at once: one form per guest, one version', async () => {
    const room = (await (await call('POST', '/api/rooms', { name: `Form race ${Math.random()}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 3 })).json()) as { id: string };
    const made = await call('POST', '/api/bookings', { rooms: [{ room: room.id, dateFrom: daysFromNow(600), dateTo: daysFromNow(602), guests: [{ firstName: 'Ada' }, { firstName: 'Bo' }, { firstName: 'Cy' }] }] });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const before = ((await (await call('GET', `/api/bookings/${id}/detail`)).json()) as { version: number }).version;
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('POST', `/api/guestform/addToBooking/${id}`)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const created = (await Promise.all(answers.map((r) => r.json()))) as { created: unknown[] }[];
    expect(created.map((c) => c.created.length).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 3]);
    const r = await app.t.handle.db.execute(sql`SELECT name, count(*)::int AS n FROM guest_forms WHERE booking = ${id}::uuid GROUP BY name ORDER BY name`);
    expect((r as unknown as { rows: { name: string; n: number }[] }).rows).toEqual([{ name: 'Ada', n: 1 }, { name: 'Bo', n: 1 }, { name: 'Cy', n: 1 }]);
    expect(((await (await call('GET', `/api/bookings/${id}/detail`)).json()) as { version: number }).version).toBe(before + 1);
  });
});

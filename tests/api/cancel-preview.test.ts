// The cancellation's fee before the click (issue 33 item 14): POST /api/bookings/{id}/cancell/preview
// answers what the cancel with the same settings charges (percent, fixed value, the terms' scale),
// writes nothing, and is refused like the cancel itself; the cancel then charges exactly that.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiFile } from '../helpers/api-file';
import { demo } from '../helpers/dates';

const t = apiFile();

async function call(method: string, path: string, body?: unknown) {
  const res = await t.api.call(method, path, { token: t.admin, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let n = 0;
/** A priced offer in a room of the demo's 2027 list (its first entry's room type). */
async function offer(): Promise<{ id: string; total: number }> {
  const r = await t.api.handle.db.execute(sql`
    SELECT r.id FROM rooms r JOIN price_lists p ON p.resort = r.resort AND p.name = 'Coral Garden 2027'
    WHERE r.room_type::text = (p.entries->0->>'roomType') AND NOT r.allow_shared_room ORDER BY r.name DESC LIMIT 1`);
  const room = (r as unknown as { rows: { id: string }[] }).rows[0].id;
  const from = demo('2027-07-05').replace(/\d\d$/, (d) => String(Number(d) + 3 * n).padStart(2, '0'));
  n++;
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const made = await call('POST', '/api/bookings', { rooms: [{ room, dateFrom: from, dateTo: to, guests: [{ firstName: 'Cy', lastName: 'Fee' }] }] });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect(made.body.total as number).toBeGreaterThan(0);
  return made.body as { id: string; total: number };
}

const linesOf = async (id: string) => (await t.api.handle.db.execute(sql`SELECT count(*)::int AS n FROM booking_calculation_lines WHERE booking_id = ${id} AND source = 'cancellation'`) as unknown as { rows: { n: number }[] }).rows[0].n;

describe('POST /api/bookings/{id}/cancell/preview', () => {
  it('answers the fee of a percent and of a fixed value, writes nothing, and the cancel charges exactly that', async () => {
    const b = await offer();
    const half = await call('POST', `/api/bookings/${b.id}/cancell/preview`, { reason: 'customer', percent: 33 });
    expect(half.status, JSON.stringify(half.body)).toBe(200);
    expect(half.body).toMatchObject({ total: b.total, amount: Math.round(b.total * 0.33), currency: 'EUR', terms: null });
    expect((await call('POST', `/api/bookings/${b.id}/cancell/preview`, { reason: 'customer', value: 4990 })).body.amount).toBe(4990);
    expect((await call('POST', `/api/bookings/${b.id}/cancell/preview`, { reason: 'customer' })).body.amount).toBe(0);
    expect(await linesOf(b.id)).toBe(0);
    expect((await call('GET', `/api/bookings/${b.id}/detail`)).body.state).toBe('draft');

    const done = await call('POST', `/api/bookings/${b.id}/cancell`, { reason: 'customer', percent: 33 });
    expect(done.status).toBe(200);
    expect(done.body.total).toBe(half.body.amount);
    // Cancelled, it cannot be cancelled again: the preview says so as the cancel would.
    const again = await call('POST', `/api/bookings/${b.id}/cancell/preview`, { reason: 'customer', percent: 33 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'INVALID_STATE_TRANSITION' });
  });

  it('measures the terms\' scale as the cancel does', async () => {
    const b = await offer();
    const p = await call('POST', `/api/bookings/${b.id}/cancell/preview`, { reason: 'customer', useTerms: true });
    // The demo's list names its standard terms of payment, with a cancellation scale.
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    expect(typeof p.body.terms).toBe('string');
    expect(p.body.amount).toBe(Math.round((b.total * Math.round((p.body.percent as number) * 100)) / 10_000));
    const done = await call('POST', `/api/bookings/${b.id}/cancell`, { reason: 'customer', useTerms: true });
    expect(done.body.total).toBe(p.body.amount);
  });

  it('refuses bad settings and an unknown booking', async () => {
    const b = await offer();
    expect((await call('POST', `/api/bookings/${b.id}/cancell/preview`, { percent: 140 })).status).toBe(400);
    expect((await call('POST', '/api/bookings/00000000-0000-4000-8000-000000000000/cancell/preview', {})).status).toBe(404);
  });
});

// No booking confirmed at 0.00 by mistake (issue 33 item 5): confirm refuses a booking whose total
// is 0 with 409 PRICE_MISSING and changes nothing; withoutPrice=1 confirms it on purpose and the
// booking's history keeps that it was asked for; a priced booking confirms as before.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiFile } from '../helpers/api-file';
import { demo } from '../helpers/dates';

const t = apiFile();

async function call(method: string, path: string, body?: unknown) {
  const res = await t.api.call(method, path, { token: t.admin, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

// A room the demo's 2027 list prices (its first entry's room type), booked on days of that list
// (priced) or two years later, where no price list reaches (0.00).
async function offer(from: string, to: string) {
  const r = await t.api.handle.db.execute(sql`
    SELECT r.id FROM rooms r JOIN price_lists p ON p.resort = r.resort AND p.name = 'Coral Garden 2027'
    WHERE r.room_type::text = (p.entries->0->>'roomType') AND NOT r.allow_shared_room ORDER BY r.name LIMIT 1`);
  const room = (r as unknown as { rows: { id: string }[] }).rows[0].id;
  const made = await call('POST', '/api/bookings', { rooms: [{ room, dateFrom: from, dateTo: to, guests: [{ firstName: 'Ada', lastName: 'Price' }] }] });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { id: string; total: number; state: string };
}

describe('confirm a booking without a price', () => {
  it('is refused with PRICE_MISSING and nothing changes; withoutPrice=1 confirms it and says so in its history', async () => {
    const b = await offer(demo('2029-06-04'), demo('2029-06-07'));
    expect(b.total).toBe(0);
    const refused = await call('POST', `/api/bookings/${b.id}/confirm`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'PRICE_MISSING', statusCode: 409 });
    const after = await call('GET', `/api/bookings/${b.id}/detail`);
    expect(after.body.state).toBe('draft');
    expect(after.body.bookingNo ?? null).toBeNull();
    expect((after.body.allowedActions as string[])).toContain('confirm');

    const asked = await call('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.state).toBe('confirmed');
    const [v] = (await t.api.handle.db.execute(sql`SELECT snapshot->'lastAction' AS note FROM booking_versions WHERE booking_id = ${b.id} ORDER BY version DESC LIMIT 1`) as unknown as { rows: { note: unknown }[] }).rows;
    expect(v.note).toEqual({ withoutPrice: true });
  });

  it('confirms a priced booking without being asked', async () => {
    const b = await offer(demo('2027-06-14'), demo('2027-06-17'));
    expect(b.total).toBeGreaterThan(0);
    const done = await call('POST', `/api/bookings/${b.id}/confirm`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.state).toBe('confirmed');
  });

  it('refuses a value other than 0 or 1', async () => {
    const b = await offer(demo('2029-07-02'), demo('2029-07-05'));
    expect((await call('POST', `/api/bookings/${b.id}/confirm?withoutPrice=yes`)).status).toBe(400);
  });
});

// A refund given as goodwill (issue 33 item 14): the price goes down by the same amount in the
// same write (a discount line shown in each reader's language), so the guest owes nothing; a plain
// refund leaves the amount owed again; goodwill is for refunds only, and an invoiced booking's
// price cannot change (409 ALREADY_INVOICED, nothing written: a credit note is the way there).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiFile } from '../helpers/api-file';
import { demo } from '../helpers/dates';

const t = apiFile();
type TDetail = { id: string; total: number; paid: number; open: number; calculation: { type: string; textKey: string | null; amount: number }[] };

async function call(method: string, path: string, body?: unknown) {
  const res = await t.api.call(method, path, { token: t.admin, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let n = 0;
/** A priced, fully paid booking in a room of the demo's 2027 list. */
async function paidBooking(): Promise<TDetail> {
  const r = await t.api.handle.db.execute(sql`
    SELECT r.id FROM rooms r JOIN price_lists p ON p.resort = r.resort AND p.name = 'Coral Garden 2027'
    WHERE r.room_type::text = (p.entries->0->>'roomType') AND NOT r.allow_shared_room ORDER BY r.name LIMIT 1 OFFSET 1`);
  const room = (r as unknown as { rows: { id: string }[] }).rows[0].id;
  const from = new Date(Date.parse(`${demo('2027-09-06')}T00:00:00Z`) + 3 * n++ * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const customer = (await call('POST', '/api/customers', { fullName: `Gil Goodwill ${n}`, email: `gil.${n}@example.org`, address: { street: 'Hafen 1', zip: '20457', city: 'Hamburg', country: 'DE' } })).body.id;
  const made = await call('POST', '/api/bookings', { customer, rooms: [{ room, dateFrom: from, dateTo: to, guests: [{ firstName: 'Gil', lastName: 'Goodwill' }] }] });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const b = made.body as TDetail;
  expect(b.total).toBeGreaterThan(5000);
  const paid = await call('POST', `/api/bookings/${b.id}/payment`, { amount: b.total, method: 'cash' });
  expect(paid.status).toBe(200);
  return paid.body as TDetail;
}

describe('a refund as goodwill', () => {
  it('lowers the price by as much, so nothing is owed; a plain refund is owed again', async () => {
    const b = await paidBooking();
    expect(b.open).toBe(0);
    const kind = await call('POST', `/api/bookings/${b.id}/payment`, { amount: -5000, method: 'transfer', goodwill: true });
    expect(kind.status, JSON.stringify(kind.body)).toBe(200);
    const after = kind.body as TDetail;
    expect(after).toMatchObject({ total: b.total - 5000, paid: b.total - 5000, open: 0 });
    expect(after.calculation.filter((l) => l.textKey === 'pricing.lines.goodwill')).toEqual([expect.objectContaining({ type: 'discount', amount: -5000 })]);

    const plain = (await call('POST', `/api/bookings/${b.id}/payment`, { amount: -1000, method: 'transfer' })).body as TDetail;
    expect(plain).toMatchObject({ total: b.total - 5000, open: 1000 });
  });

  it('is for refunds only, and refused on an invoiced booking with nothing written', async () => {
    const b = await paidBooking();
    expect((await call('POST', `/api/bookings/${b.id}/payment`, { amount: 5000, goodwill: true })).status).toBe(400);
    const inv = await call('POST', `/api/bookings/${b.id}/invoice`, {});
    expect(inv.status, JSON.stringify(inv.body)).toBe(201);
    const refused = await call('POST', `/api/bookings/${b.id}/payment`, { amount: -5000, method: 'transfer', goodwill: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'ALREADY_INVOICED' });
    const now = (await call('GET', `/api/bookings/${b.id}/detail`)).body as TDetail;
    expect(now).toMatchObject({ total: b.total, paid: b.total, open: 0 });
  });
});

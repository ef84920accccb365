// Price calls on the seeded price list (Coral Garden 2027: high season to 30 April at 89.00,
// low season from 1 May at 74.00 per person and night, 14 % VAT included).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, yearFromNow } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

// A year that no price list of the demo (or of these tests) covers.
const FAR = yearFromNow(5);

const t = apiFile();
let room: string;
beforeAll(async () => {
  // The price list alone: the demo's early-bird special is switched off (specials: booking-deals.test.ts).
  await t.api.handle.db.execute(sql`UPDATE specials SET status = 'inactive'`);
  const r = await t.api.handle.db.execute(sql`
    SELECT r.id FROM rooms r JOIN price_lists p ON p.resort = r.resort AND p.name = 'Coral Garden 2027'
    WHERE r.room_type::text = (p.entries->0->>'roomType') AND NOT r.allow_shared_room LIMIT 1`);
  room = (r as unknown as { rows: { id: string }[] }).rows[0].id;
});

type TResult = { total: number; currency: string; lines: { type: string; amount: number; seasonId: string | null }[]; tax: { amount: number; inclusive: boolean } | null };
const quote = (body: unknown) => t.api.call('POST', '/api/book/booking/price', { body });

describe('price quote', () => {
  it('prices each night by its own season, per person, without a login', async () => {
    const res = await quote({ rooms: [{ room, dateFrom: demo('2027-04-29'), dateTo: demo('2027-05-02'), guests: [{ gender: 'm' }, { gender: 'f' }] }] });
    expect(res.status, await res.clone().text()).toBe(200);
    const r = (await res.json()) as TResult;
    expect(r.total).toBe(2 * (8900 * 2 + 7400));
    expect(r.total).toBe(r.lines.reduce((s, l) => s + l.amount, 0));
    expect(r.lines.every((l) => l.type === 'room_cost')).toBe(true);
    expect(r.tax).toMatchObject({ inclusive: true });
    expect(r.tax!.amount).toBeGreaterThan(0);
  });

  it('no price list for the dates is a 409; bad input a 400', async () => {
    const none = await quote({ rooms: [{ room, dateFrom: `${FAR}-01-01`, dateTo: `${FAR}-01-03`, guests: [] }] });
    expect(none.status).toBe(409);
    expect(((await none.json()) as { message: string }).message).toBe('NO_PRICE_LIST');
    expect((await quote({ rooms: [] })).status).toBe(400);
    expect((await quote({ rooms: [{ room, dateFrom: demo('2027-05-02'), dateTo: demo('2027-05-01') }] })).status).toBe(400);
  });

  it('a stored booking is priced from its rooms', async () => {
    const b = await t.api.call('POST', '/api/bookings', { token: t.admin, body: { rooms: [{ room, dateFrom: demo('2027-06-01'), dateTo: demo('2027-06-04'), guests: [{ gender: 'm' }] }] } });
    expect(b.status).toBe(201);
    const { id } = (await b.json()) as { id: string };
    const r = (await (await t.api.call('GET', `/api/price/booking/${id}`, { token: t.admin })).json()) as TResult;
    expect(r.total).toBe(3 * 7400);
    expect((await t.api.call('GET', `/api/price/booking/${id}`)).status).toBe(401);
  });
});

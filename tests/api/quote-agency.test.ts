// The wizard's quote of an agency booking (issue 33 item 7): POST /api/book/booking/price with the
// agency prices as the saved booking does (its active commission), so the wizard no longer quotes
// 1,246.00 and saves 1,059.10. Visitors cannot ask for an agency's quote; an unknown agency is 400.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let room: string;
let agency: string;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
beforeAll(async () => {
  room = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name LIMIT 1`))[0].id;
  agency = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT id FROM agencies WHERE name = 'Tauchreisen Nord GmbH'`))[0].id;
});

const stay = () => [{ room, dateFrom: demo('2027-05-10'), dateTo: demo('2027-05-14'), guests: [{ gender: 'f' }, { gender: 'm' }] }];
async function quote(body: Record<string, unknown>, token?: string) {
  const res = await t.api.call('POST', '/api/book/booking/price', { token, body });
  return { status: res.status, body: await res.json() as { total: number; lines?: { type: string }[] } & Record<string, unknown> };
}

describe('POST /api/book/booking/price for an agency', () => {
  it('quotes what the saved agency booking costs: its commission taken off', async () => {
    const plain = await quote({ rooms: stay() }, t.admin);
    const withAgency = await quote({ rooms: stay(), agency }, t.admin);
    expect(plain.status).toBe(200);
    expect(withAgency.status).toBe(200);
    expect(withAgency.body.total).toBeLessThan(plain.body.total);
    const saved = await t.api.call('POST', '/api/bookings', { token: t.admin, body: { agency, rooms: stay() } });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const { id } = await saved.json() as { id: string };
    const price = await t.api.call('GET', `/api/price/booking/${id}`, { token: t.admin });
    expect(((await price.json()) as { total: number }).total).toBe(withAgency.body.total);
  });

  it('a visitor cannot ask for an agency\'s quote; an unknown agency is 400', async () => {
    expect((await quote({ rooms: stay(), agency })).status).toBe(400);
    expect((await quote({ rooms: stay(), agency: '00000000-0000-4000-8000-000000000000' }, t.admin)).status).toBe(400);
  });
});

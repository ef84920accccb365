// Whose booking it is (issue 33 item 11): the detail names the lead customer, the resort or vessel
// and the agency, in the answer of a create, a later write and a read alike (the header of
// /booking/{id} shows them, components/bookings/detail/booking-parties.tsx).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
type TRef = { id: string; name: string };
let room: { id: string; resort: string };
let resortName: string;
let agency: TRef;
let customer: TRef;

beforeAll(async () => {
  const db = t.api.handle.db;
  [room] = rowsOf<{ id: string; resort: string }>(await db.execute(sql`SELECT r.id, r.resort FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name LIMIT 1`));
  resortName = rowsOf<{ name: string }>(await db.execute(sql`SELECT name FROM resorts WHERE id = ${room.resort}`))[0].name;
  [agency] = rowsOf<TRef>(await db.execute(sql`SELECT id, name FROM agencies WHERE name = 'Tauchreisen Nord GmbH'`));
  [customer] = rowsOf<TRef>(await db.execute(sql`SELECT id, full_name AS name FROM customers ORDER BY full_name LIMIT 1`));
});

type TDetail = { id: string; names?: { customer: string | null; asset: string | null; agency: string | null } };
const call = async (method: string, path: string, body?: unknown, status = 200): Promise<TDetail> => {
  const res = await t.api.call(method, path, { token: t.admin, body });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as TDetail;
};

describe('the booking detail names whose booking it is', () => {
  it('names the customer, the resort and the agency on create, read and a later write', async () => {
    const created = await call('POST', '/api/bookings', {
      customer: customer.id, agency: agency.id,
      rooms: [{ room: room.id, dateFrom: demo('2027-09-06'), dateTo: demo('2027-09-08'), guests: [{ gender: 'u', customer: customer.id }] }],
    }, 201);
    const names = { customer: customer.name, asset: resortName, agency: agency.name };
    expect(created.names).toEqual(names);
    expect((await call('GET', `/api/bookings/${created.id}/detail`)).names).toEqual(names);
    expect((await call('POST', `/api/bookings/${created.id}/confirm`)).names).toEqual(names);
  });

  it('names nobody where the booking points at nobody', async () => {
    const created = await call('POST', '/api/bookings', { rooms: [{ room: room.id, dateFrom: demo('2027-09-12'), dateTo: demo('2027-09-13'), guests: [{ gender: 'u' }] }] }, 201);
    expect(created.names).toEqual({ customer: null, asset: resortName, agency: null });
  });
});

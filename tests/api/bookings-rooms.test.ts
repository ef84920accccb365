// Changing a booking's rooms on PGlite: dates, room, guests, the log; a change over taken
// nights is a 409 and leaves the booking as it was.
import { describe, expect, it } from 'vitest';
import { apiFile } from '../helpers/api-file';

const t = apiFile();

let n = 0;
async function room(shared = false, beds = 2): Promise<string> {
  const res = await t.api.call('POST', '/api/rooms', { token: t.admin, body: { name: `R${++n}`, type: shared ? 'Cabin' : 'Room', allowSharedRoom: shared, allowMixedGender: true, availableBeds: beds } });
  return ((await res.json()) as { id: string }).id;
}
type TDetail = { id: string; dateFrom: string; dateTo: string; noOfPax: number; rooms: { id: string; room: string; beds: number[]; guests: { customer?: string; lastName?: string }[] }[] };
const call = (method: string, path: string, body?: unknown) => t.api.call(method, path, { token: t.admin, body });
const detail = async (res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as TDetail;
};
const book = async (r: string, from: string, to: string, guests = [{ lastName: 'A', gender: 'm' }]) =>
  detail(await call('POST', '/api/bookings', { rooms: [{ room: r, dateFrom: from, dateTo: to, guests }] }), 201);

describe('room changes', () => {
  it('changes dates; over taken nights it is a 409 and nothing changes', async () => {
    const r = await room();
    const a = await book(r, '2029-01-01', '2029-01-05');
    await book(r, '2029-01-10', '2029-01-12');
    const moved = await detail(await call('POST', `/api/bookings/${a.id}/rooms/${r}/date`, { dateFrom: '2029-01-02', dateTo: '2029-01-08' }));
    expect([moved.dateFrom, moved.dateTo]).toEqual(['2029-01-02', '2029-01-08']);
    expect((await call('POST', `/api/bookings/${a.id}/rooms/${r}/date`, { dateFrom: '2029-01-02', dateTo: '2029-01-11' })).status).toBe(409);
    const after = await detail(await call('GET', `/api/bookings/${a.id}/detail`));
    expect(after.dateTo).toBe('2029-01-08');
    // The old nights are free again.
    await book(r, '2029-01-01', '2029-01-02');
  });

  it('moves a booking room to another room and frees the first', async () => {
    const r1 = await room();
    const r2 = await room();
    const a = await book(r1, '2029-02-01', '2029-02-03');
    const moved = await detail(await call('POST', `/api/bookings/${a.id}/changeRoom`, { roomBookingId: a.rooms[0].id, room: r2 }));
    expect(moved.rooms[0].room).toBe(r2);
    await book(r1, '2029-02-01', '2029-02-03');
    expect((await call('POST', '/api/bookings', { rooms: [{ room: r2, dateFrom: '2029-02-02', dateTo: '2029-02-03', guests: [] }] })).status).toBe(409);
  });

  it('adds and removes guests; a shared cabin takes a bed per guest', async () => {
    const cabin = await room(true, 3);
    const a = await book(cabin, '2029-03-01', '2029-03-05');
    expect(a.rooms[0].beds).toEqual([0]);
    const added = await detail(await call('POST', `/api/bookings/${a.id}/rooms/${cabin}/customers`, { guests: [{ lastName: 'B', gender: 'm' }] }));
    expect(added.rooms[0].beds).toHaveLength(2);
    expect(added.noOfPax).toBe(2);
    const removed = await detail(await call('DELETE', `/api/bookings/${a.id}/removeCustomer/${cabin}/none?idx=1`));
    expect(removed.rooms[0].guests.map((g) => g.lastName)).toEqual(['A']);
    expect((await call('DELETE', `/api/bookings/${a.id}/removeCustomer/${cabin}/none?idx=5`)).status).toBe(404);
  });

  it('the log lists every change with paging', async () => {
    const r = await room();
    const a = await book(r, '2029-04-01', '2029-04-02');
    await call('POST', `/api/bookings/${a.id}/rooms/${r}/date`, { dateFrom: '2029-04-01', dateTo: '2029-04-03' });
    const log = (await (await call('GET', `/api/bookings/${a.id}/log?size=1`)).json()) as { data: { action: string }[]; total: number };
    expect(log.total).toBe(2);
    expect(log.data).toEqual([expect.objectContaining({ action: 'changeDates' })]);
  });
});

// Issue 20: the list-level calls of api-calls 7.4 answer on their own routes (not "Invalid UUID"
// from /{id}), the office's, each showing only bookings within the caller's assets; rebook to another departure; and
// the move of all bookings of a departure, all or nothing, a locked room staying where it is.
import { describe, expect, it } from 'vitest';
import { daysFromNow } from '../helpers/dates';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { apiFile } from '../helpers/api-file';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const t = apiFile({ users: ['agency'] });

let n = 0;
async function call(method: string, path: string, body?: unknown, status = 200, token = t.admin): Promise<TJson> {
  const res = await t.api.call(method, path, { token, body });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as TJson;
}
const room = async () => (await call('POST', '/api/rooms', { name: `List room ${++n}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 })).id as string;
const booking = async (from: number, to: number, token = t.admin, title?: string) => call('POST', '/api/bookings', {
  ...(title ? { title } : {}), rooms: [{ room: await room(), dateFrom: daysFromNow(from), dateTo: daysFromNow(to), guests: [{ firstName: 'Kai', lastName: 'Sund', gender: 'm' }, { firstName: 'Lea', lastName: 'Sund', gender: 'f' }] }],
}, 201, token);

describe('list-level calls', () => {
  it('find, years, arrivalCount, customersAtDate, endofday and csvExport', async () => {
    const mark = `Zander${Date.now() % 100000}`;
    const b = await booking(3, 6, t.admin, mark);
    const conf = await call('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
    await call('POST', `/api/bookings/${b.id}/payment`, { amount: 4200, method: 'cash' });
    const mine = await booking(3, 5, t.token.agency, `${mark} agency`);
    expect((await call('GET', `/api/bookings/find?query=${mark}`)).map((x: TJson) => x.id).sort()).toEqual([b.id, mine.id].sort());
    // The list-level calls are the office's: an agency lists its own bookings through GET /api/bookings.
    expect((await t.api.call('GET', `/api/bookings/find?query=${mark}`, { token: t.token.agency })).status).toBe(403);
    await call('POST', `/api/bookings/${mine.id}/cancell`, {}, 200);
    expect((await call('GET', `/api/bookings/find?query=${mark}&onlyActive=true`)).map((x: TJson) => x.id)).toEqual([b.id]);
    expect(await call('GET', '/api/bookings/years')).toContain(Number(daysFromNow(3).slice(0, 4)));
    const counts = await call('GET', `/api/bookings/arrivalCount?start=${daysFromNow(2)}&days=3`);
    expect(counts.map((x: TJson) => x.date)).toEqual([daysFromNow(2), daysFromNow(3), daysFromNow(4)]);
    expect(counts[1].bookings).toBeGreaterThanOrEqual(1);
    expect(counts[1].pax).toBeGreaterThanOrEqual(2);
    const inHouse = await call('GET', `/api/bookings/customersAtDate?date=${daysFromNow(5)}`);
    expect(inHouse.filter((g: TJson) => g.booking === b.id).map((g: TJson) => g.firstName)).toEqual(['Kai', 'Lea']);
    expect((await call('GET', `/api/bookings/customersAtDate?date=${daysFromNow(6)}`)).some((g: TJson) => g.booking === b.id)).toBe(false);
    const eod = await call('GET', `/api/bookings/endofday?date=${daysFromNow(3)}`);
    expect(eod.arrivals.map((x: TJson) => x.id)).toContain(b.id);
    const dep = await call('GET', `/api/bookings/endofday?date=${daysFromNow(6)}`);
    expect(dep.departures.map((x: TJson) => x.id)).toContain(b.id);
    const paidToday = await call('GET', `/api/bookings/endofday?date=${daysFromNow(0)}`);
    expect(paidToday.payments.find((x: TJson) => x.booking === b.id)).toMatchObject({ amount: 4200, method: 'cash' });
    expect(paidToday.totals.find((x: TJson) => x.currency === 'EUR').amount).toBeGreaterThanOrEqual(4200);
    expect((await t.api.call('GET', `/api/bookings/endofday?date=${daysFromNow(3)}&toDate=${daysFromNow(1)}`, { token: t.admin })).status).toBe(400);
    const csv = await t.api.call('GET', `/api/bookings/csvExport?from=${daysFromNow(3)}&to=${daysFromNow(3)}&state=confirmed`, { token: t.admin });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = (await csv.text()).replace(/^\uFEFF/, '');
    expect(text.split('\n')[0]).toBe('number,state,title,dateFrom,dateTo,pax,currency,total,paid,asset,agency,channel,bookingDate');
    expect(text).toContain(`${conf.bookingNo},confirmed,${mark},${daysFromNow(3)},${daysFromNow(6)},2,EUR,`);
    expect(text).not.toContain(`${mark} agency`);
    expect((await t.api.call('GET', '/api/bookings/csvExport', { token: t.token.agency })).status).toBe(403);
  });

  it('missingGuestform, actionStates, etag, customers, cabins and products', async () => {
    const b = await booking(8, 10);
    expect((await call('GET', `/api/bookings/missingGuestform?from=${daysFromNow(8)}`)).find((x: TJson) => x.id === b.id)).toMatchObject({ submitted: 0, noOfPax: 2 });
    const states = await call('GET', '/api/bookings/actionStates');
    expect(states.states).toContain('splitted');
    expect(states.actions).toContainEqual({ action: 'revertRebook', from: ['rebooked'], to: 'previous' });
    const tag = await t.api.call('GET', `/api/bookings/etag/${b.id}`, { token: t.admin });
    const first = (await tag.json()) as TJson;
    expect(tag.headers.get('etag')).toBe(first.etag);
    await call('POST', `/api/bookings/${b.id}/ref`, { ref: 'E-1' });
    const second = await call('GET', `/api/bookings/etag/${b.id}`);
    expect(second.version).toBe(first.version + 1);
    expect(second.etag).not.toBe(first.etag);
    const guests = await call('GET', `/api/bookings/${b.id}/customers`);
    expect(guests.map((g: TJson) => [g.idx, g.firstName, g.roomBookingId])).toEqual([[0, 'Kai', b.rooms[0].id], [1, 'Lea', b.rooms[0].id]]);
    const cabins = await call('GET', `/api/bookings/${b.id}/cabins`);
    expect(cabins).toEqual([expect.objectContaining({ roomBookingId: b.rooms[0].id, guests: 2, locked: false, dateFrom: daysFromNow(8) })]);
    await call('POST', `/api/bookings/${b.id}/calculation`, { type: 'product', text: 'Nitrox course', unitPrice: 12000 });
    await call('POST', `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Transfer', unitPrice: 3000 });
    expect((await call('GET', `/api/bookings/${b.id}/products`)).map((l: TJson) => [l.text, l.amount])).toEqual([['Nitrox course', 12000]]);
    // The office's calls: an agency is refused whatever the id (its own guests are on the detail).
    expect((await t.api.call('GET', `/api/bookings/${b.id}/customers`, { token: t.token.agency })).status).toBe(403);
    expect((await t.api.call('GET', '/api/bookings/years')).status).toBe(401);
  });
});

async function fleet() {
  const vessel = (await call('POST', '/api/vessel', { name: `MY Ops ${++n}` })).id;
  const cabin = async (name: string) => (await call('POST', '/api/rooms', { name, type: 'Cabin', vessel, availableBeds: 2 })).id as string;
  const [c1, c2, c3] = [await cabin(`Ops A${n}`), await cabin(`Ops B${n}`), await cabin(`Ops C${n}`)];
  const tour = (await call('POST', '/api/tours', { name: `Ops tour ${n}`, vessel, nights: 7 })).id;
  const dep = async (from: number) => (await call('POST', '/api/schedules', { name: `Ops ${n} +${from}`, tour, vessel, dateFrom: daysFromNow(from), dateTo: daysFromNow(from + 7), status: 'open', maxPax: 6 })).id as string;
  const [s1, s2, s3] = [await dep(20), await dep(27), await dep(34)];
  const book = (s: string, from: number, cabinId: string) => call('POST', '/api/bookings', {
    type: 'tour', schedule: s, tour, vessel, rooms: [{ room: cabinId, dateFrom: daysFromNow(from), dateTo: daysFromNow(from + 7), guests: [{ lastName: 'Wave', gender: 'f' }] }],
  }, 201);
  return { vessel, c1, c2, c3, tour, s1, s2, s3, book };
}

describe('departures', () => {
  it('rebook/{schedule}: the new booking is on the other departure with its nights; a cabin taken there is a 409', async () => {
    const f = await fleet();
    const b = await f.book(f.s1, 20, f.c1);
    await call('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
    const fresh = await call('POST', `/api/bookings/${b.id}/rebook/${f.s2}`);
    expect(fresh).toMatchObject({ state: 'confirmed', dateFrom: daysFromNow(27), dateTo: daysFromNow(34) });
    expect((await call('GET', `/api/bookings/${fresh.id}`)).schedule).toBe(f.s2);
    expect((await call('GET', `/api/bookings/${b.id}/detail`)).state).toBe('rebooked');
    const blocker = await f.book(f.s3, 34, f.c2);
    const other = await f.book(f.s1, 20, f.c2);
    const taken = await t.api.call('POST', `/api/bookings/${other.id}/rebook/${f.s3}`, { token: t.admin });
    expect(taken.status).toBe(409);
    expect((await call('GET', `/api/bookings/${other.id}/detail`)).state).toBe('draft');
    // Naming another cabin on the target departure works.
    const moved = await call('POST', `/api/bookings/${other.id}/rebook/${f.s3}`, { rooms: [{ roomBookingId: other.rooms[0].id, room: f.c3 }] });
    expect(moved.rooms[0].room).toBe(f.c3);
    expect(blocker.id).toBeTruthy();
    expect((await t.api.call('POST', `/api/bookings/${moved.id}/rebook/${f.s3}`, { token: t.admin })).status).toBe(409);
  });

  it('move/{schedule}: all bookings of a departure move in place; a locked room stays; a clash moves nothing', async () => {
    const f = await fleet();
    const a = await f.book(f.s1, 20, f.c1);
    const b = await f.book(f.s1, 20, f.c2);
    const c = await f.book(f.s1, 20, f.c3);
    await call('POST', `/api/bookings/${c.id}/lockUnlockRoom/${c.rooms[0].id}`);
    const answer = await call('POST', `/api/bookings/move/${f.s2}?from=${f.s1}`);
    expect(answer.moved.sort()).toEqual([a.id, b.id].sort());
    expect(answer.kept).toEqual([{ id: c.id, reason: 'ROOM_LOCKED' }]);
    const da = await call('GET', `/api/bookings/${a.id}/detail`);
    expect(da).toMatchObject({ dateFrom: daysFromNow(27), dateTo: daysFromNow(34), offerNo: a.offerNo, version: a.version + 1 });
    expect((await call('GET', `/api/bookings/${a.id}`)).schedule).toBe(f.s2);
    expect((await call('GET', `/api/bookings/${c.id}/detail`)).dateFrom).toBe(daysFromNow(20));
    // Back to s1 would clash with c (c1, c3 free, but c3 is held by the locked c on s1): move s2 → s1 with a
    // new booking of cabin c1 on s1 first: the move is refused and nothing moves.
    await f.book(f.s1, 20, f.c1);
    const clash = await t.api.call('POST', `/api/bookings/move/${f.s1}?from=${f.s2}`, { token: t.admin });
    expect(clash.status).toBe(409);
    expect((await call('GET', `/api/bookings/${b.id}/detail`)).dateFrom).toBe(daysFromNow(27));
    expect((await t.api.call('POST', `/api/bookings/move/${f.s2}?from=${f.s1}`, { token: t.token.agency })).status).toBe(403);
    expect((await t.api.call('POST', `/api/bookings/move/${f.s2}?from=${f.s2}`, { token: t.admin })).status).toBe(400);
  });
});

// Booking data behind side doors (issue 13): calls that answer booking, guest or payment data
// beside GET /api/bookings/{id} apply its access rules per row (bookingSight). An agency user
// (also one that belongs to no agency) sees other parties' stays in the room occupancy only as
// anonymous taken beds: no guest, title, number, state or id. A staff user limited to a resort
// reads no payments of another resort's bookings through a departure's payment list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { hashPassword } from '../../upstream/secrets/passwords';
import { now } from '../../upstream/clock';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { sid } from '../../upstream/db/seed/resources-ids';
import { createTestApi, type TTestApi } from '../helpers/api';
import { createCallers, login, PERSONA_PASSWORD, type TCaller, type TPersona } from '../attack/personas';

type TRec = Record<string, unknown> & { id: string };
let api: TTestApi;
let who: Record<TPersona, TCaller>;
let loneAgency: string;
const day = (n: number) => new Date(now().getTime() + n * 86_400_000).toISOString().slice(0, 10);
const FROM = day(400);
const TO = day(407);

async function call(token: string | null, method: string, path: string, body?: unknown) {
  const res = await api.call(method, path, { token: token ?? undefined, body });
  return { status: res.status, text: await res.text() };
}
async function made(token: string | null, path: string, body: unknown): Promise<TRec> {
  const res = await call(token, 'POST', path, body);
  expect(res.status, `${path}: ${res.text}`).toBeLessThan(300);
  return JSON.parse(res.text) as TRec;
}
const numberOf = (b: TRec) => String(b.bookingNo ?? b.reservationNo ?? b.offerNo);

let own: TRec;
let others: TRec[];
let rooms: string[];

beforeAll(async () => {
  api = await createTestApi();
  who = await createCallers(api);
  // Registered as an agency user, but no agency assigned yet.
  await api.handle.db.insert(users).values({ name: 'Lone', email: 'lone-agency@example.com', userType: 'Agency', scopes: ['agencies.self'], status: 'active', verifiedAt: new Date(), passwordHash: await hashPassword(PERSONA_PASSWORD) });
  loneAgency = await login(api, 'lone-agency@example.com', PERSONA_PASSWORD);
  const admin = who.admin.token!;
  rooms = [];
  for (const name of ['Sight 1', 'Sight 2', 'Sight 3']) rooms.push((await made(admin, '/api/rooms', { name, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 })).id);
  const stay = (room: string, firstName: string, lastName: string) => ({ room, dateFrom: FROM, dateTo: TO, guests: [{ firstName, lastName, gender: 'f' }] });
  own = await made(who.agency.token, '/api/bookings', { title: 'Agnes Ownstay', resort: DEMO_RESORT_ID, rooms: [stay(rooms[0], 'Agnes', 'Ownstay')] });
  others = [
    await made(who.otherAgency.token, '/api/bookings', { title: 'Oskar Secretguest', resort: DEMO_RESORT_ID, rooms: [stay(rooms[1], 'Oskar', 'Secretguest')] }),
    await made(admin, '/api/bookings', { title: 'Stella Staffonly', resort: DEMO_RESORT_ID, rooms: [stay(rooms[2], 'Stella', 'Staffonly')] }),
  ];
}, 120_000);
afterAll(async () => { await api?.handle.close(); });

const occupancy = (token: string | null) => call(token, 'GET', `/api/rooms/occupancy?resort=${DEMO_RESORT_ID}&dateFrom=${day(399)}&dateTo=${day(410)}&rooms=${rooms.join(',')}`);
const leaks = (text: string, bookings: TRec[]) => bookings.flatMap((b) => [b.id, numberOf(b), String(b.title), String(b.title).split(' ')[1]]).filter((s) => text.includes(s));

describe('GET /api/rooms/occupancy', () => {
  it('an agency sees its own stay in full and the others only as taken beds', async () => {
    const res = await occupancy(who.agency.token);
    expect(res.status).toBe(200);
    expect(leaks(res.text, others)).toEqual([]);
    const cells = JSON.parse(res.text) as TRec[];
    expect(cells.find((c) => c.room === rooms[0])).toMatchObject({ booking: own.id, number: numberOf(own), title: 'Agnes Ownstay' });
    for (const room of rooms.slice(1)) {
      expect(cells.find((c) => c.room === room), room).toMatchObject({ booking: null, title: null, number: null, state: null, holds: true, dateFrom: FROM, dateTo: TO });
    }
  });

  it('an agency user without an agency sees nobody\'s stay, only taken beds', async () => {
    const res = await occupancy(loneAgency);
    expect(res.status).toBe(200);
    expect(leaks(res.text, [own, ...others])).toEqual([]);
    expect((JSON.parse(res.text) as TRec[]).filter((c) => c.holds)).toHaveLength(3);
  });

  it('staff of the resort and the admin see every stay', async () => {
    for (const p of ['limitedStaff', 'admin'] as const) {
      const res = await occupancy(who[p].token);
      expect(res.status, p).toBe(200);
      expect(leaks(res.text, [own, ...others]).length, p).toBe(4 * 3);
    }
  });
});

describe('GET /api/tours/{tour}/{schedule}/payments', () => {
  it('a staff user limited to one resort reads no payments of another resort\'s bookings', async () => {
    const admin = who.admin.token!;
    const tour = (await made(admin, '/api/tours', { name: 'Day trips' })).id;
    const schedule = (await made(admin, '/api/schedules', { name: 'Day trip', tour, dateFrom: FROM, dateTo: day(401) })).id;
    const lagoon = sid('resort:lagoon');
    const room = (await made(admin, '/api/rooms', { name: 'Lagoon 9', type: 'Room', resort: lagoon, availableBeds: 2 })).id;
    const foreign = await made(admin, '/api/bookings', { title: 'Lagoon guest', resort: lagoon, schedule, tour, rooms: [{ room, dateFrom: FROM, dateTo: TO, guests: [{ lastName: 'Lagoon', gender: 'm' }] }] });
    await made(admin, `/api/bookings/${foreign.id}/payment`, { amount: 123_456, reference: 'LAGOON-PAYMENT-REF' });
    const staff = await api.handle.db.insert(users).values({ name: 'Desk', email: 'desk-a@example.com', userType: 'user', scopes: ['tours.read', 'bookings.read'], assets: [{ ref: DEMO_RESORT_ID, type: 'resort' }], status: 'active', verifiedAt: new Date(), passwordHash: await hashPassword(PERSONA_PASSWORD) }).returning();
    expect(staff).toHaveLength(1);
    const token = await login(api, 'desk-a@example.com', PERSONA_PASSWORD);
    const mine = await call(token, 'GET', `/api/tours/${tour}/${schedule}/payments`);
    expect(mine.status).toBe(200);
    expect(mine.text).not.toContain('LAGOON-PAYMENT-REF');
    expect(JSON.parse(mine.text)).toMatchObject({ data: [], totals: [] });
    expect((await call(admin, 'GET', `/api/tours/${tour}/${schedule}/payments`)).text).toContain('LAGOON-PAYMENT-REF');
    // The booking itself is not theirs either.
    expect((await call(token, 'GET', `/api/bookings/${foreign.id}`)).status).toBe(404);
  });
});

describe('GET /api/rooms/roomtype/{id}', () => {
  it('lists only rooms of the caller\'s assets (a room type names no asset in the path)', async () => {
    const admin = who.admin.token!;
    const lagoon = sid('resort:lagoon');
    const type = (await made(admin, '/api/roomtypes', { name: 'Lagoon villa', resort: lagoon })).id;
    const room = (await made(admin, '/api/rooms', { name: 'Lagoon villa 1', type: 'Room', resort: lagoon, roomType: type })).id;
    const staff = await call(who.limitedStaff.token, 'GET', `/api/rooms/roomtype/${type}`);
    expect(staff.status).toBe(200);
    expect(JSON.parse(staff.text)).toEqual([]);
    expect((await call(admin, 'GET', `/api/rooms/roomtype/${type}`)).text).toContain(room);
  });
});

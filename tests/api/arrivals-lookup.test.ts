// GET /api/arrivaldeparture/date/{resort}/{from}/{to}: booking rooms arriving and leaving plus
// the stored arrival/departure records of a resort; RESORT_NOT_FOUND without a (visible) resort.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysFromNow } from '../helpers/dates';
import { userWith } from './resources-fixtures';
import { post } from './schedules-fixtures';
import { apiFile } from '../helpers/api-file';

// About a year and a half ahead of the test clock, clear of the demo's bookings.
const A = daysFromNow(520);
const [A1, A3, A4, A5] = [1, 3, 4, 5].map((n) => addDays(A, n));
const B = addDays(A, 31);
const B2 = addDays(B, 2);

const t = apiFile();
let resort: string;
let room1: string;
let room2: string;
let booking: { id: string; offerNo: string };
beforeAll(async () => {
  resort = (await post(t.api, t.admin, '/api/resort', { name: 'Arrival Bay' })).id;
  room1 = (await post(t.api, t.admin, '/api/rooms', { name: 'AB 1', type: 'Room', resort, availableBeds: 2 })).id;
  room2 = (await post(t.api, t.admin, '/api/rooms', { name: 'AB 2', type: 'Room', resort, availableBeds: 2 })).id;
  booking = await post(t.api, t.admin, '/api/bookings', { rooms: [
    { room: room1, dateFrom: A, dateTo: A4, guests: [{ firstName: 'Eva', lastName: 'Stein', gender: 'f' }, { gender: 'm' }] },
  ] }, 201) as never;
  await post(t.api, t.admin, '/api/arrivaldeparture', { guestName: 'Eva Stein', direction: 'arrival', date: A, time: '10:30', flightNo: 'LH 123', transfer: true, booking: booking.id, noOfPax: 2, resort });
  await post(t.api, t.admin, '/api/arrivaldeparture', { guestName: 'Tom Late', direction: 'arrival', date: A, time: '22:15', resort });
});

type TRow = { direction: string; source: string; date: string; time: string | null; guestName: string; noOfPax: number; bookingNumber: string | null; room: { id: string; name: string } | null; flightNo: string | null; transfer: boolean };
type TAnswer = { resort: { id: string; name: string }; from: string; to: string; arrivals: TRow[]; departures: TRow[]; message?: string; error?: string };
const lookup = async (path: string, token = t.admin) => {
  const res = await t.api.call('GET', `/api/arrivaldeparture/date/${path}`, { token });
  return { status: res.status, body: (await res.json()) as TAnswer };
};

describe('arrivals and departures of a resort', () => {
  it('answers booking rooms arriving and records of the day, ordered by time', async () => {
    const { status, body } = await lookup(`${resort}/${A}/${A}`);
    expect(status).toBe(200);
    expect(body.resort).toEqual({ id: resort, name: 'Arrival Bay' });
    expect(body.arrivals.map((a) => [a.source, a.time, a.guestName, a.noOfPax])).toEqual([
      ['record', '10:30', 'Eva Stein', 2], ['record', '22:15', 'Tom Late', 1], ['booking', null, 'Eva Stein', 2],
    ]);
    expect(body.arrivals[0]).toMatchObject({ flightNo: 'LH 123', transfer: true, bookingNumber: booking.offerNo });
    expect(body.arrivals[2]).toMatchObject({ room: { id: room1, name: 'AB 1' }, bookingNumber: booking.offerNo, date: A });
    expect(body.departures).toEqual([]);
  });

  it('a booking room leaves on its departure day; a range holds both ends', async () => {
    const leave = await lookup(`${resort}/${A4}/${A5}`);
    expect(leave.body.arrivals).toEqual([]);
    expect(leave.body.departures.map((d) => [d.source, d.date, d.room?.id])).toEqual([['booking', A4, room1]]);
    const week = await lookup(`${resort}/${A}/${A4}`);
    expect([week.body.arrivals.length, week.body.departures.length]).toEqual([3, 1]);
    expect((await lookup(`${resort}/${A1}/${A3}`)).body).toMatchObject({ arrivals: [], departures: [] });
  });

  it('cancelled bookings neither arrive nor leave', async () => {
    const b = await post(t.api, t.admin, '/api/bookings', { rooms: [{ room: room2, dateFrom: B, dateTo: B2, guests: [{ lastName: 'Gone' }] }] }, 201);
    expect((await lookup(`${resort}/${B}/${B2}`)).body.arrivals.map((a) => a.guestName)).toEqual(['Gone']);
    expect((await t.api.call('POST', `/api/bookings/${b.id}/cancell`, { token: t.admin, body: {} })).status).toBe(200);
    expect((await lookup(`${resort}/${B}/${B2}`)).body).toMatchObject({ arrivals: [], departures: [] });
  });

  it('rooms of another resort stay out', async () => {
    const other = (await post(t.api, t.admin, '/api/resort', { name: 'Elsewhere' })).id;
    const room = (await post(t.api, t.admin, '/api/rooms', { name: 'EW 1', type: 'Room', resort: other, availableBeds: 2 })).id;
    await post(t.api, t.admin, '/api/bookings', { rooms: [{ room, dateFrom: A, dateTo: A1 }] }, 201);
    expect((await lookup(`${resort}/${A}/${A}`)).body.arrivals).toHaveLength(3);
    expect((await lookup(`${other}/${A}/${A}`)).body.arrivals).toHaveLength(1);
  });
});

describe('RESORT_NOT_FOUND and access', () => {
  it.each([
    ['no resort', `${A}/${A4}`],
    ['an unknown resort', `00000000-0000-4000-8000-000000000000/${A}/${A4}`],
    ['a resort that is no id', `undefined/${A}/${A4}`],
  ])('%s is 404 RESORT_NOT_FOUND', async (_, path) => {
    const { status, body } = await lookup(path);
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'NotFoundError', message: 'RESORT_NOT_FOUND', statusCode: 404 });
  });

  it('a resort the caller is not assigned to is RESORT_NOT_FOUND too', async () => {
    const token = await userWith(t.api, ['bookings.read'], [{ ref: '6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e10', type: 'resort' }]);
    const { status, body } = await lookup(`${resort}/${A}/${A}`, token);
    expect([status, body.message]).toEqual([404, 'RESORT_NOT_FOUND']);
    const mine = await userWith(t.api, ['arrivaldeparture.read'], [{ ref: resort, type: 'resort' }]);
    expect((await lookup(`${resort}/${A}/${A}`, mine)).status).toBe(200);
  });

  it('needs bookings.read or arrivaldeparture.read; bad dates are 400', async () => {
    expect((await lookup(`${resort}/${A}/${A}`, await userWith(t.api, ['customers.read']))).status).toBe(403);
    expect((await t.api.call('GET', `/api/arrivaldeparture/date/${resort}/${A}/${A}`)).status).toBe(401);
    expect((await lookup(`${resort}/${A4}/${A}`)).status).toBe(400);
    expect((await lookup(`${resort}/someday/${A}`)).status).toBe(400);
  });

  it('the generic arrivaldeparture records still answer', async () => {
    const res = await t.api.call('GET', '/api/arrivaldeparture?size=0', { token: t.admin });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data.length).toBeGreaterThanOrEqual(2);
  });
});

// Issue 20: the list-level calls full, events, taskNames and reindex on their own routes (never
// "Invalid UUID" from /{id}), the office's only, and the end-of-day report's on-site sales.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { daysFromNow } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const t = apiFile({ users: ['agency'] });

let n = 0;
async function call(method: string, path: string, body?: unknown, status = 200, token = t.admin): Promise<TJson> {
  const res = await t.api.call(method, path, { token, body });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as TJson;
}
async function booking(from: number, to: number, title: string): Promise<TJson> {
  const room = (await call('POST', '/api/rooms', { name: `More room ${++n}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 })).id;
  return call('POST', '/api/bookings', { title, rooms: [{ room, dateFrom: daysFromNow(from), dateTo: daysFromNow(to), guests: [{ firstName: 'Kai', lastName: 'Sund', gender: 'm' }, { firstName: 'Lea', lastName: 'Sund', gender: 'f' }] }] }, 201);
}

describe('full, events, taskNames, reindex', () => {
  it('full: the bookings arriving in a range with rooms and guests', async () => {
    const b = await booking(40, 43, 'Full one');
    await booking(60, 62, 'Full later');
    const list = await call('GET', `/api/bookings/full?from=${daysFromNow(39)}&to=${daysFromNow(41)}`);
    const mine = list.find((x: TJson) => x.id === b.id);
    expect(mine).toMatchObject({ title: 'Full one', state: 'draft', dateFrom: daysFromNow(40), dateTo: daysFromNow(43), noOfPax: 2, checkedIn: false });
    expect(mine.rooms).toEqual([expect.objectContaining({ room: b.rooms[0].room, roomName: `More room ${n - 1}`, guests: [expect.objectContaining({ firstName: 'Kai', gender: 'm' }), expect.objectContaining({ firstName: 'Lea' })] })]);
    expect(list.some((x: TJson) => x.title === 'Full later')).toBe(false);
    await call('GET', `/api/bookings/full?from=${daysFromNow(10)}&to=${daysFromNow(200)}`, undefined, 400);
    await call('GET', `/api/bookings/full?from=${daysFromNow(10)}&to=${daysFromNow(5)}`, undefined, 400);
    expect((await t.api.call('GET', '/api/bookings/full', { token: t.token.agency })).status).toBe(403);
  });

  it('events: versions of bookings in a range, newest first, by action', async () => {
    const b = await booking(50, 52, 'Events one');
    await call('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
    const events = (await call('GET', '/api/bookings/events')).filter((e: TJson) => e.booking === b.id);
    expect(events.map((e: TJson) => [e.version, e.action])).toEqual([[2, 'confirm'], [1, 'create']]);
    expect(events[0]).toMatchObject({ title: 'Events one', userName: expect.any(String) });
    const confirms = await call('GET', `/api/bookings/events?action=confirm&from=${daysFromNow(-1)}&to=${daysFromNow(1)}`);
    expect(confirms.every((e: TJson) => e.action === 'confirm')).toBe(true);
    expect(confirms.some((e: TJson) => e.booking === b.id)).toBe(true);
    expect(await call('GET', `/api/bookings/events?from=${daysFromNow(-30)}&to=${daysFromNow(-20)}`)).toEqual([]);
    expect((await t.api.call('GET', '/api/bookings/events', { token: t.token.agency })).status).toBe(403);
  });

  it('taskNames: the to-do names in use and of the rules, with open counts', async () => {
    const b = await booking(70, 72, 'Tasks');
    await call('POST', '/api/todo', { group: 'Desk', text: 'Ring the guest', booking: b.id });
    const t2 = await call('POST', '/api/todo', { group: 'Desk', text: 'Ring the guest', booking: b.id });
    await call('POST', '/api/todo', { group: 'Rules', text: 'Rule only text', predefined: true, rule: { calcType: 'daysBeforeArrival', value: 3 } });
    await call('POST', `/api/todo/solve/${b.id}/${t2.id}`);
    const names = await call('GET', '/api/bookings/taskNames');
    expect(names).toEqual(expect.arrayContaining([{ group: 'Desk', text: 'Ring the guest', open: 1 }, { group: 'Rules', text: 'Rule only text', open: 0 }]));
    expect((await t.api.call('GET', '/api/bookings/taskNames', { token: t.token.agency })).status).toBe(403);
  });

  it('reindex: derived facts computed again from the rooms and to-dos', async () => {
    const b = await booking(80, 83, 'Reindex');
    await call('POST', '/api/todo', { text: 'Open one', booking: b.id });
    // Facts gone stale behind the calls' back (as after a crash or a hand edit).
    await t.api.handle.db.execute(sql`UPDATE bookings SET no_of_pax = 9, date_to = date_from, has_open_todos = false WHERE id = ${b.id}`);
    const res = await call('POST', '/api/bookings/reindex');
    expect(res.bookings).toBeGreaterThan(0);
    expect(await call('GET', `/api/bookings/${b.id}`)).toMatchObject({ noOfPax: 2, dateTo: expect.stringContaining(daysFromNow(83)), hasOpenTodos: true });
    expect((await t.api.call('POST', '/api/bookings/reindex', { token: t.token.agency })).status).toBe(403);
  });
});

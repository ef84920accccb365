// Room calls of api-calls 7.3 on PGlite: blockers share the occupancy with bookings, free beds,
// calendar cells, usage states.
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let resort: string;
let roomA: string;
let cabin: string;
beforeAll(async () => {
  const r = await t.api.call('POST', '/api/resort', { token: t.admin, body: { name: 'Test Resort' } });
  expect(r.status).toBe(200);
  resort = ((await r.json()) as { id: string }).id;
  const mk = async (body: Record<string, unknown>) => ((await (await t.api.call('POST', '/api/rooms', { token: t.admin, body: { resort, ...body } })).json()) as { id: string }).id;
  roomA = await mk({ name: 'A1', type: 'Room', availableBeds: 2 });
  cabin = await mk({ name: 'C1', type: 'Cabin', availableBeds: 4, allowSharedRoom: true, allowMixedGender: true });
});

const post = (path: string, body?: unknown) => t.api.call('POST', path, { token: t.admin, body });
const get = async <T>(path: string) => (await (await t.api.call('GET', path, { token: t.admin })).json()) as T;

describe('blockers', () => {
  it('a blocker takes the room; over a booked night it is refused; removing it frees the room', async () => {
    const booked = await post('/api/bookings', { rooms: [{ room: roomA, dateFrom: '2027-02-01', dateTo: '2027-02-03', guests: [] }] });
    expect(booked.status).toBe(201);
    expect((await post('/api/rooms/addBlocker', { room: roomA, type: 'OutOfOrder', dateFrom: '2027-02-02', dateTo: '2027-02-05' })).status).toBe(409);
    const block = await post('/api/rooms/addBlocker', { room: roomA, type: 'Maintanance', dateFrom: '2027-02-03', dateTo: '2027-02-05', note: 'paint' });
    expect(block.status).toBe(200);
    const { id } = (await block.json()) as { id: string };
    expect((await post('/api/bookings', { rooms: [{ room: roomA, dateFrom: '2027-02-04', dateTo: '2027-02-06', guests: [] }] })).status).toBe(409);
    expect((await post('/api/rooms/removeBlocker', { id })).status).toBe(200);
    expect((await post('/api/bookings', { rooms: [{ room: roomA, dateFrom: '2027-02-04', dateTo: '2027-02-06', guests: [] }] })).status).toBe(201);
  });

  it('refuses an unknown type and a range that ends before it starts', async () => {
    expect((await post('/api/rooms/addBlocker', { room: roomA, type: 'Party', dateFrom: '2027-02-10', dateTo: '2027-02-11' })).status).toBe(400);
    expect((await post('/api/rooms/addBlocker', { room: roomA, type: 'Event', dateFrom: '2027-02-11', dateTo: '2027-02-10' })).status).toBe(400);
  });
});

describe('availability and calendar cells', () => {
  it('counts free beds per room; a shared cabin keeps its other beds free', async () => {
    await post('/api/bookings', { rooms: [{ room: cabin, dateFrom: '2027-03-01', dateTo: '2027-03-08', guests: [{ gender: 'f' }] }] });
    const free = await get<{ id: string; freeBeds: number }[]>(`/api/rooms/available/${resort}?dateFrom=2027-03-02&dateTo=2027-03-03`);
    expect(free.find((r) => r.id === cabin)?.freeBeds).toBe(3);
    expect(free.find((r) => r.id === roomA)?.freeBeds).toBe(2);
    const cells = await get<{ room: string; state: string; kind: string; number: string }[]>(`/api/rooms/occupancy?resort=${resort}&dateFrom=2027-03-01&dateTo=2027-03-31`);
    expect(cells).toEqual([expect.objectContaining({ room: cabin, beds: [0], kind: 'booking', state: 'draft', number: expect.stringMatching(/^O/) })]);
    expect((await t.api.call('GET', `/api/rooms/occupancy?dateFrom=2027-03-01&dateTo=2027-03-31`, { token: t.admin })).status).toBe(400);
  });

  it("gives a party's beds of one room as one entry, blockers and other parties apart", async () => {
    await post('/api/bookings', { rooms: [{ room: roomA, dateFrom: '2027-04-01', dateTo: '2027-04-04', guests: [{ gender: 'f' }, { gender: 'm' }] }] });
    await post('/api/bookings', { rooms: [{ room: cabin, dateFrom: '2027-04-02', dateTo: '2027-04-05', guests: [{ gender: 'f' }, { gender: 'f' }] }] });
    await post('/api/bookings', { rooms: [{ room: cabin, dateFrom: '2027-04-02', dateTo: '2027-04-05', guests: [{ gender: 'f' }] }] });
    expect((await post('/api/rooms/addBlocker', { room: roomA, type: 'Event', dateFrom: '2027-04-10', dateTo: '2027-04-12' })).status).toBe(200);
    const cells = await get<{ room: string; beds: number[]; kind: string; booking: string | null }[]>(`/api/rooms/occupancy?resort=${resort}&dateFrom=2027-04-01&dateTo=2027-04-30`);
    // Rooms come in id order; within a room by first bed, then date. The sort below is stable.
    const summary = cells.map((c) => [c.room === roomA ? 'A1' : 'C1', c.kind, c.beds] as const).sort((a, b) => a[0].localeCompare(b[0]));
    expect(summary).toEqual([
      ['A1', 'booking', [0, 1]],
      ['A1', 'Event', [0, 1]],
      ['C1', 'booking', [0, 1]],
      ['C1', 'booking', [2]],
    ]);
  });

  it('limits the entries to the rooms asked for, and refuses a bad room list', async () => {
    const only = await get<{ room: string }[]>(`/api/rooms/occupancy?resort=${resort}&dateFrom=2027-04-01&dateTo=2027-04-30&rooms=${cabin}`);
    expect(only.length).toBe(2);
    expect(new Set(only.map((c) => c.room))).toEqual(new Set([cabin]));
    // The first n rooms in the order of /api/rooms/available (by name): A1 before C1.
    const first = await get<{ room: string }[]>(`/api/rooms/occupancy?resort=${resort}&dateFrom=2027-04-01&dateTo=2027-04-30&firstRooms=1`);
    expect(first.length).toBe(2);
    expect(new Set(first.map((c) => c.room))).toEqual(new Set([roomA]));
    expect((await t.api.call('GET', `/api/rooms/occupancy?resort=${resort}&dateFrom=2027-04-01&dateTo=2027-04-30&firstRooms=0`, { token: t.admin })).status).toBe(400);
    for (const bad of ['x', '', `${cabin},nope`, Array.from({ length: 101 }, () => cabin).join(',')]) {
      expect((await t.api.call('GET', `/api/rooms/occupancy?resort=${resort}&dateFrom=2027-04-01&dateTo=2027-04-30&rooms=${bad}`, { token: t.admin })).status).toBe(400);
    }
  });
});

describe('usage state', () => {
  it('sets a state and steps through a list', async () => {
    expect(await (await post(`/api/rooms/${roomA}/state/dirty`)).json()).toEqual({ id: roomA, usageState: 'dirty' });
    expect(((await (await post(`/api/rooms/${roomA}/state?states=clean,dirty,inspected`)).json()) as { usageState: string }).usageState).toBe('inspected');
    expect((await post(`/api/rooms/${roomA}/state/wet`)).status).toBe(400);
    const staff = await tokenOf(t.api, 'staff@example.com');
    expect((await t.api.call('POST', `/api/rooms/${roomA}/state/clean`, { token: staff })).status).toBe(403);
  });
});

// Issue 20: every booking state reachable through its action, and each action of the transitions
// table allowed or refused per state (table-driven), over HTTP. Rebook, revertRebook, split,
// resolved, lock/unlock, change, rooms, changeCustomer and references, each one transaction and one
// version per booking it changes; the booking core never overbooks.
import { describe, expect, it } from 'vitest';
import { calendarStatus, LEGEND_STATUSES } from '../../lib/bookings/calendar-status';
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
const room = async (shared = false) => (await call('POST', '/api/rooms', { name: `Ops room ${++n}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2, allowSharedRoom: shared, allowMixedGender: true }, 200)).id as string;
const guests = [{ firstName: 'Ida', lastName: 'Lund', gender: 'f' }, { firstName: 'Ole', lastName: 'Lund', gender: 'm' }];
async function booking(from = 10, to = 14, opts: { shared?: boolean; token?: string; rooms?: number } = {}): Promise<TJson> {
  const rooms = [];
  for (let i = 0; i < (opts.rooms ?? 1); i++) rooms.push({ room: await room(opts.shared), dateFrom: daysFromNow(from), dateTo: daysFromNow(to), guests });
  return call('POST', '/api/bookings', { rooms }, 201, opts.token ?? t.admin);
}
const detail = (id: string) => call('GET', `/api/bookings/${id}/detail`);

/** A booking brought into each state through the actions. */
async function inState(state: string): Promise<TJson> {
  const past = state === 'resolved';
  const b = await booking(past ? -6 : 10 + 5 * n, past ? -2 : 13 + 5 * n, { shared: true, rooms: 2 });
  const go = (a: string, body?: unknown) => call('POST', `/api/bookings/${b.id}/${a}`, body);
  if (state === 'planned') await go('plan');
  if (['confirmed', 'splitted', 'resolved'].includes(state)) await go('confirm?withoutPrice=1');
  if (state === 'waiting') await go('wait');
  if (state === 'aborted') await go('cancell', {});
  if (state === 'freed') await go('release');
  if (state === 'deleted') await call('DELETE', `/api/bookings/${b.id}`);
  if (state === 'rebooked') await go('rebook', { dateFrom: daysFromNow(200 + n) });
  if (state === 'splitted') await go('splitByCustomer', { guests: [{ roomBookingId: b.rooms[0].id, idx: 1 }] });
  if (state === 'resolved') await go('resolved');
  const d = await detail(b.id);
  expect(d.state).toBe(state);
  return d;
}

/** Every action of issue 20 as a request on booking d. */
function request(action: string, d: TJson): [string, string, unknown] {
  const br = d.rooms[0]?.id ?? '00000000-0000-4000-8000-000000000000';
  const base = `/api/bookings/${d.id}`;
  switch (action) {
    case 'rebook': return ['POST', `${base}/rebook`, { dateFrom: daysFromNow(300) }];
    case 'revertRebook': return ['POST', `${base}/revertRebook`, undefined];
    case 'splitByCustomer': return ['POST', `${base}/splitByCustomer`, { guests: [{ roomBookingId: br, idx: 0 }] }];
    case 'resolved': return ['POST', `${base}/resolved`, undefined];
    case 'lockUnlockRoom': return ['POST', `${base}/lockUnlockRoom/${br}`, undefined];
    case 'change': return ['POST', `${base}/change`, { title: 'Changed' }];
    case 'rooms': return ['POST', `${base}/rooms`, { rooms: [{ roomBookingId: br, dateTo: daysFromNow(400) }] }];
    case 'changeCustomer': return ['POST', `${base}/changeCustomer`, { to: '00000000-0000-4000-8000-000000000000', room: br, idx: 0 }];
    case 'ref': return ['POST', `${base}/ref`, { ref: 'X-1' }];
    case 'removeRef': return ['DELETE', `${base}/ref/X-1`, undefined];
    case 'cancell': return ['POST', `${base}/cancell`, {}];
    case 'confirm': case 'plan': case 'wait': case 'release': case 'revert': case 'checkin': case 'checkout': return ['POST', `${base}/${action}${action === 'confirm' ? '?withoutPrice=1' : ''}`, undefined];
    default: throw new Error(action);
  }
}

const OPEN = ['draft', 'planned', 'confirmed', 'waiting', 'splitted'];
/** The whole table of docs/decisions/bookings.md: the states each action starts from. */
const FROM: Record<string, string[]> = {
  confirm: ['draft', 'planned', 'waiting'], plan: ['draft', 'waiting'], wait: ['draft', 'planned'], cancell: OPEN,
  release: ['draft', 'planned'], revert: ['aborted', 'freed'], checkin: ['confirmed', 'splitted'], checkout: ['confirmed', 'splitted'],
  rebook: OPEN, revertRebook: ['rebooked'], splitByCustomer: ['confirmed', 'splitted'], resolved: ['confirmed', 'splitted'],
  lockUnlockRoom: OPEN, change: OPEN, rooms: OPEN, changeCustomer: OPEN, ref: [...OPEN, 'resolved'], removeRef: [...OPEN, 'resolved'],
};
/** The calendar status (colour and legend entry) of each state. */
const COLOUR: Record<string, string> = {
  draft: 'offer', planned: 'reservation', confirmed: 'booking', waiting: 'waiting', aborted: 'blocked', freed: 'released',
  deleted: 'blocked', rebooked: 'rebooked', splitted: 'split', resolved: 'confirmedResolved',
};
const DELETABLE = ['draft', 'planned', 'waiting', 'aborted', 'freed'];
const STATES = ['draft', 'planned', 'confirmed', 'waiting', 'aborted', 'freed', 'deleted', 'rebooked', 'splitted', 'resolved'];

describe('every state is reachable, and each action is allowed or refused by the table', () => {
  for (const state of STATES) {
    it(`${state}: allowedActions and refusals follow the table`, async () => {
      const d = await inState(state);
      for (const [action, from] of Object.entries(FROM)) {
        // resolved needs the stay over and nothing owed (checked apart below); check-in opens on the
        // arrival day and check-out needs a check-in (tests/api/booking-actions-rule.test.ts).
        const ruled = (action === 'resolved' && state !== 'resolved') || action === 'checkin' || action === 'checkout';
        const allowed = from.includes(state) && !ruled;
        expect(d.allowedActions.includes(action), `${state} offers ${action}`).toBe(allowed);
        if (from.includes(state)) continue;
        const [method, path, body] = request(action, d);
        const res = await t.api.call(method, path, { token: t.admin, body });
        expect(res.status, `${state} ${action}: ${await res.clone().text()}`).toBe(409);
        expect(((await res.json()) as TJson).message).toBe('INVALID_STATE_TRANSITION');
      }
      const after = await detail(d.id);
      expect(after.state).toBe(state);
      expect(after.version).toBe(d.version);
      // The calendar draws the booking in the colour of its state (spec section 4), also when it holds no rooms.
      const r0 = d.rooms[0];
      const cells = await call('GET', `/api/rooms/occupancy?resort=${DEMO_RESORT_ID}&dateFrom=${r0.dateFrom}&dateTo=${r0.dateTo}&rooms=${r0.room}`);
      const cell = cells.find((c: TJson) => c.booking === d.id);
      expect(cell, `${state}: a calendar cell`).toBeDefined();
      expect(calendarStatus(cell, { today: daysFromNow(0), greyPast: false, checkInColours: true }), `${state} colour`).toBe(COLOUR[state]);
      expect(LEGEND_STATUSES).toContain(COLOUR[state]);
      // The generic delete: offers, reservations, the waiting list, cancelled and released ones.
      const del = await t.api.call('DELETE', `/api/bookings/${d.id}`, { token: t.admin });
      expect(del.status, `${state} delete: ${await del.clone().text()}`).toBe(DELETABLE.includes(state) ? 200 : state === 'deleted' ? 404 : 409);
      expect((await detail(d.id)).state).toBe(DELETABLE.includes(state) ? 'deleted' : state);
    });
  }
});

describe('rebook and revertRebook', () => {
  it('to other dates: a new booking in the same state takes the rooms, the old one is rebooked and points to it; paid money follows', async () => {
    const b = await booking(20, 24);
    await call('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
    await call('POST', `/api/bookings/${b.id}/payment`, { amount: 5000, method: 'cash' });
    const before = await detail(b.id);
    const fresh = await call('POST', `/api/bookings/${b.id}/rebook`, { dateFrom: daysFromNow(30) });
    expect(fresh).toMatchObject({ state: 'confirmed', dateFrom: daysFromNow(30), dateTo: daysFromNow(34), paid: 5000, version: 1 });
    expect(fresh.bookingNo).not.toBe(before.bookingNo);
    expect(fresh.rooms[0].room).toBe(before.rooms[0].room);
    expect(fresh.links).toEqual([expect.objectContaining({ kind: 'rebook', direction: 'from', booking: b.id })]);
    const old = await detail(b.id);
    expect(old).toMatchObject({ state: 'rebooked', paid: 0, version: before.version + 1 });
    expect(old.links).toEqual([expect.objectContaining({ kind: 'rebook', direction: 'to', booking: fresh.id })]);
    // The old nights are free again; the new ones are taken.
    await call('POST', '/api/bookings', { rooms: [{ room: before.rooms[0].room, dateFrom: daysFromNow(20), dateTo: daysFromNow(24) }] }, 201);
    const clash = await t.api.call('POST', '/api/bookings', { token: t.admin, body: { rooms: [{ room: before.rooms[0].room, dateFrom: daysFromNow(31), dateTo: daysFromNow(32) }] } });
    expect(clash.status).toBe(409);
    // Undo is refused now: the old nights are someone else's.
    const undo = await t.api.call('POST', `/api/bookings/${b.id}/revertRebook`, { token: t.admin });
    expect(undo.status).toBe(409);
    expect(((await undo.json()) as TJson).message).toBe('ROOM_NOT_AVAILABLE');
    expect((await detail(fresh.id)).state).toBe('confirmed');
  });

  it('revertRebook deletes the new booking and gives the old one its state, rooms and money back', async () => {
    const b = await booking(40, 43);
    await call('POST', `/api/bookings/${b.id}/plan`);
    await call('POST', `/api/bookings/${b.id}/payment`, { amount: 1200 });
    const fresh = await call('POST', `/api/bookings/${b.id}/rebook`, { rooms: [{ roomBookingId: b.rooms[0].id, room: await room(), dateFrom: daysFromNow(41) }] });
    expect(fresh).toMatchObject({ state: 'planned', dateFrom: daysFromNow(41), dateTo: daysFromNow(43) });
    const back = await call('POST', `/api/bookings/${b.id}/revertRebook`);
    expect(back).toMatchObject({ state: 'planned', paid: 1200, links: [] });
    expect(await detail(fresh.id)).toMatchObject({ state: 'deleted', paid: 0 });
    const clash = await t.api.call('POST', '/api/bookings', { token: t.admin, body: { rooms: [{ room: b.rooms[0].room, dateFrom: daysFromNow(40), dateTo: daysFromNow(41) }] } });
    expect(clash.status).toBe(409);
  });

  it('refused: target taken (409, nothing changed), a locked room, an agency', async () => {
    const other = await booking(60, 62);
    const b = await booking(50, 52);
    const taken = await t.api.call('POST', `/api/bookings/${b.id}/rebook`, { token: t.admin, body: { rooms: [{ roomBookingId: b.rooms[0].id, room: other.rooms[0].room, dateFrom: daysFromNow(60), dateTo: daysFromNow(62) }] } });
    expect(taken.status).toBe(409);
    expect(await detail(b.id)).toMatchObject({ state: 'draft', version: b.version });
    await call('POST', `/api/bookings/${b.id}/lockUnlockRoom/${b.rooms[0].id}`);
    const locked = await t.api.call('POST', `/api/bookings/${b.id}/rebook`, { token: t.admin, body: { dateFrom: daysFromNow(70) } });
    expect(((await locked.json()) as TJson).message).toBe('ROOM_LOCKED');
    const own = await booking(80, 82, { token: t.token.agency });
    expect((await t.api.call('POST', `/api/bookings/${own.id}/rebook`, { token: t.token.agency, body: { dateFrom: daysFromNow(90) } })).status).toBe(403);
    expect(own.allowedActions).not.toContain('rebook');
    expect((await t.api.call('POST', `/api/bookings/${own.id}/rebook`, { token: t.admin, body: {} })).status).toBe(400);
  });
});

describe('splitByCustomer', () => {
  it('a guest of a shared room leaves with their bed for a new confirmed booking; the original is splitted and keeps the rest', async () => {
    const b = await booking(100, 104, { shared: true, rooms: 2 });
    await call('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
    const before = await detail(b.id);
    const part = await call('POST', `/api/bookings/${b.id}/splitByCustomer`, { guests: [{ roomBookingId: b.rooms[0].id, idx: 1 }, { roomBookingId: b.rooms[1].id, idx: 0 }, { roomBookingId: b.rooms[1].id, idx: 1 }] });
    expect(part).toMatchObject({ state: 'confirmed', title: 'Ole Lund', noOfPax: 3, version: 1 });
    expect(part.rooms.map((r: TJson) => [r.room, r.beds, r.guests.map((g: TJson) => g.firstName)])).toEqual([
      [b.rooms[0].room, [b.rooms[0].beds[1]], ['Ole']], [b.rooms[1].room, b.rooms[1].beds, ['Ida', 'Ole']],
    ]);
    const orig = await detail(b.id);
    expect(orig).toMatchObject({ state: 'splitted', noOfPax: 1, version: before.version + 1 });
    expect(orig.rooms).toHaveLength(1);
    expect(orig.rooms[0].guests.map((g: TJson) => g.firstName)).toEqual(['Ida']);
    expect(orig.links).toEqual([expect.objectContaining({ kind: 'split', direction: 'to', booking: part.id })]);
    expect(orig.allowedActions).toEqual(expect.arrayContaining(['cancell', 'splitByCustomer', 'rebook']));
    // The beds are each held once: the room has no free bed left on those nights.
    const full = await t.api.call('POST', '/api/bookings', { token: t.admin, body: { rooms: [{ room: b.rooms[0].room, dateFrom: daysFromNow(100), dateTo: daysFromNow(101), guests: [{ gender: 'f' }] }] } });
    expect(full.status).toBe(409);
  });

  it('refused: everyone leaving, half of a private room, an unknown guest', async () => {
    const b = await booking(110, 112);
    await call('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
    const all = await t.api.call('POST', `/api/bookings/${b.id}/splitByCustomer`, { token: t.admin, body: { guests: [{ roomBookingId: b.rooms[0].id, idx: 0 }, { roomBookingId: b.rooms[0].id, idx: 1 }] } });
    expect(all.status).toBe(400);
    const two = await booking(113, 115, { rooms: 2 });
    await call('POST', `/api/bookings/${two.id}/confirm?withoutPrice=1`);
    const half = await t.api.call('POST', `/api/bookings/${two.id}/splitByCustomer`, { token: t.admin, body: { guests: [{ roomBookingId: two.rooms[0].id, idx: 0 }] } });
    expect(half.status).toBe(400);
    expect(((await half.json()) as TJson).message).toBe('ROOM_NOT_SHARED');
    expect((await t.api.call('POST', `/api/bookings/${two.id}/splitByCustomer`, { token: t.admin, body: { guests: [{ roomBookingId: two.rooms[0].id, idx: 7 }] } })).status).toBe(404);
    expect(await detail(two.id)).toMatchObject({ state: 'confirmed', noOfPax: 4 });
  });
});

describe('resolved', () => {
  it('needs the stay over and nothing owed', async () => {
    const future = await booking(120, 122);
    await call('POST', `/api/bookings/${future.id}/confirm?withoutPrice=1`);
    const early = await t.api.call('POST', `/api/bookings/${future.id}/resolved`, { token: t.admin });
    expect(((await early.json()) as TJson).message).toBe('STAY_NOT_OVER');
    const past = await booking(-5, -1);
    await call('POST', `/api/bookings/${past.id}/confirm?withoutPrice=1`);
    await call('POST', `/api/bookings/${past.id}/calculation`, { text: 'Dive pack', unitPrice: 9000 });
    const owed = await t.api.call('POST', `/api/bookings/${past.id}/resolved`, { token: t.admin });
    expect(owed.status).toBe(409);
    expect(((await owed.json()) as TJson).message).toBe('NOT_SETTLED');
    await call('POST', `/api/bookings/${past.id}/payment`, { amount: 9000 });
    expect((await detail(past.id)).allowedActions).toContain('resolved');
    const done = await call('POST', `/api/bookings/${past.id}/resolved`);
    expect(done.state).toBe('resolved');
    const record = await call('GET', `/api/bookings/${past.id}`);
    expect(record).toMatchObject({ resolved: true });
    expect(record.resolvedDate).toBeTruthy();
  });
});

describe('edits that keep the state', () => {
  it('lockUnlockRoom: a locked room refuses room changes until unlocked', async () => {
    const b = await booking(130, 133);
    const locked = await call('POST', `/api/bookings/${b.id}/lockUnlockRoom/${b.rooms[0].id}`);
    expect(locked.rooms[0].locked).toBe(true);
    const moved = await t.api.call('POST', `/api/bookings/${b.id}/rooms`, { token: t.admin, body: { rooms: [{ roomBookingId: b.rooms[0].id, dateTo: daysFromNow(134) }] } });
    expect(((await moved.json()) as TJson).message).toBe('ROOM_LOCKED');
    const open = await call('POST', `/api/bookings/${b.id}/lockUnlockRoom/${b.rooms[0].id}`);
    expect(open).toMatchObject({ version: locked.version + 1 });
    expect(open.rooms[0].locked).toBe(false);
  });

  it('rooms: two rooms swap in one call; a taken room is a 409 and nothing changes', async () => {
    const b = await booking(140, 142, { rooms: 2 });
    const [a, c] = b.rooms;
    const swapped = await call('POST', `/api/bookings/${b.id}/rooms`, { rooms: [{ roomBookingId: a.id, room: c.room }, { roomBookingId: c.id, room: a.room, dateTo: daysFromNow(143) }] });
    expect(swapped.rooms.map((r: TJson) => [r.room, r.dateTo])).toEqual([[c.room, daysFromNow(142)], [a.room, daysFromNow(143)]]);
    expect(swapped.dateTo).toBe(daysFromNow(143));
    const other = await booking(150, 152);
    const taken = await t.api.call('POST', `/api/bookings/${b.id}/rooms`, { token: t.admin, body: { rooms: [{ roomBookingId: swapped.rooms[0].id, room: other.rooms[0].room, dateFrom: daysFromNow(150), dateTo: daysFromNow(151) }] } });
    expect(taken.status).toBe(409);
    expect((await detail(b.id)).version).toBe(swapped.version);
  });

  it('change, changeCustomer and references', async () => {
    const b = await booking(160, 162);
    const cust = await call('POST', '/api/customers', { fullName: 'Mara Holm', masterData: { firstName: 'Mara', lastName: 'Holm', gender: 'f' } });
    const changed = await call('POST', `/api/bookings/${b.id}/change`, { title: 'Holm party', language: 'en' });
    expect(changed).toMatchObject({ title: 'Holm party', language: 'en', version: b.version + 1 });
    expect((await t.api.call('POST', `/api/bookings/${b.id}/change`, { token: t.admin, body: { state: 'confirmed' } })).status).toBe(400);
    const swapped = await call('POST', `/api/bookings/${b.id}/changeCustomer`, { to: cust.id, room: b.rooms[0].id, idx: 1 });
    expect(swapped.rooms[0].guests[1]).toMatchObject({ customer: cust.id, firstName: 'Mara', lastName: 'Holm', gender: 'f' });
    const wrongFrom = await t.api.call('POST', `/api/bookings/${b.id}/changeCustomer`, { token: t.admin, body: { from: b.id, to: cust.id, room: swapped.rooms[0].id, idx: 0 } });
    expect(wrongFrom.status).toBe(409);
    const ref = await call('POST', `/api/bookings/${b.id}/ref`, { ref: 'OTA-77' });
    expect((await call('GET', `/api/bookings/${b.id}`)).references).toEqual(['OTA-77']);
    expect((await t.api.call('POST', `/api/bookings/${b.id}/ref`, { token: t.admin, body: { ref: 'OTA-77' } })).status).toBe(409);
    const gone = await call('DELETE', `/api/bookings/${b.id}/ref/OTA-77`);
    expect(gone.version).toBe(ref.version + 1);
    expect((await t.api.call('DELETE', `/api/bookings/${b.id}/ref/OTA-77`, { token: t.admin })).status).toBe(404);
    const mine = await booking(170, 172, { token: t.token.agency });
    expect((await t.api.call('POST', `/api/bookings/${mine.id}/ref`, { token: t.token.agency, body: { ref: 'A' } })).status).toBe(403);
  });
});

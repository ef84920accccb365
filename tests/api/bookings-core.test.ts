// The booking core on PGlite: create with rooms, no double beds, shared and single-gender rooms,
// state actions and their 409s, gapless numbers, idempotent creates, history, and who may do it.
import { describe, expect, it } from 'vitest';
import { daysFromNow } from '../helpers/dates';
import { tokenOf, userWith } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();

let n = 0;
async function room(opts: { shared?: boolean; mixed?: boolean; beds?: number } = {}): Promise<string> {
  const res = await t.api.call('POST', '/api/rooms', { token: t.admin, body: {
    name: `Room ${++n}`, type: opts.shared ? 'Cabin' : 'Room', allowSharedRoom: opts.shared ?? false,
    allowMixedGender: opts.mixed ?? false, availableBeds: opts.beds ?? 2,
  } });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

type TDetail = { id: string; state: string; offerNo: string | null; bookingNo: string | null; reservationNo: string | null; version: number; rooms: { beds: number[] }[]; allowedActions: string[]; noOfPax: number; dateFrom: string };
async function book(roomId: string, from: string, to: string, extra: Record<string, unknown> = {}, token = t.admin, headers: Record<string, string> = {}) {
  const { guests, beds, ...rest } = extra;
  return t.api.call('POST', '/api/bookings', { token, headers, body: { rooms: [{ room: roomId, dateFrom: from, dateTo: to, guests: guests ?? [{ lastName: 'Diver', gender: 'm' }], ...(beds ? { beds } : {}) }], ...rest } });
}
const json = async (res: Response) => (await res.json()) as TDetail & { message: string; description: string; error: string };
// The rooms here have no price: a confirm says it means it (withoutPrice, issue 33 item 5).
const act = (id: string, action: string, body?: unknown) => t.api.call('POST', `/api/bookings/${id}/${action}${action === 'confirm' ? '?withoutPrice=1' : ''}`, { token: t.admin, body });

describe('occupancy', () => {
  it('a room is taken for its nights; the departure day is free for the next guest', async () => {
    const r = await room();
    const first = await book(r, '2027-03-01', '2027-03-05');
    expect(first.status).toBe(201);
    const b = await json(first);
    expect(b).toMatchObject({ state: 'draft', dateFrom: '2027-03-01', noOfPax: 1, version: 1 });
    expect(b.offerNo).toMatch(/^O\d{4}-\d{5}$/);
    expect(b.rooms[0].beds).toEqual([0, 1]);
    const clash = await book(r, '2027-03-04', '2027-03-08');
    expect(clash.status).toBe(409);
    const err = await json(clash);
    expect(err.message).toBe('ROOM_NOT_AVAILABLE');
    expect(err.description).toContain(`Room ${n}`);
    expect(err.description).toContain('2027-03-04');
    expect((await book(r, '2027-03-05', '2027-03-07')).status).toBe(201);
  });

  it('a refused booking leaves nothing behind and takes no number', async () => {
    const r = await room();
    const a = await json(await book(r, '2027-04-01', '2027-04-03'));
    expect((await book(r, '2027-04-02', '2027-04-04')).status).toBe(409);
    const b = await json(await book(r, '2027-04-03', '2027-04-04'));
    const num = (s: string | null) => Number(s!.split('-')[1]);
    expect(num(b.offerNo)).toBe(num(a.offerNo) + 1);
  });

  it('a shared cabin gives different parties different beds until it is full', async () => {
    const r = await room({ shared: true, mixed: true, beds: 3 });
    const a = await json(await book(r, '2027-05-01', '2027-05-08'));
    const b = await json(await book(r, '2027-05-01', '2027-05-08', { guests: [{ gender: 'f' }, { gender: 'f' }] }));
    expect(a.rooms[0].beds).toEqual([0]);
    expect(b.rooms[0].beds).toEqual([1, 2]);
    expect((await book(r, '2027-05-03', '2027-05-04')).status).toBe(409);
    expect((await book(r, '2027-05-01', '2027-05-02', { beds: [1] })).status).toBe(409);
  });

  it('a single-gender cabin refuses a party of another gender and a second mixed party', async () => {
    const r = await room({ shared: true, mixed: false, beds: 4 });
    expect((await book(r, '2027-06-01', '2027-06-05', { guests: [{ gender: 'm' }] })).status).toBe(201);
    expect((await book(r, '2027-06-02', '2027-06-03', { guests: [{ gender: 'f' }] })).status).toBe(409);
    expect((await book(r, '2027-06-02', '2027-06-03', { guests: [{ gender: 'm' }] })).status).toBe(201);
    const r2 = await room({ shared: true, mixed: false, beds: 4 });
    expect((await book(r2, '2027-06-01', '2027-06-05', { guests: [{ gender: 'm' }, { gender: 'f' }] })).status).toBe(201);
    expect((await book(r2, '2027-06-01', '2027-06-05', { guests: [{ gender: 'm' }, { gender: 'f' }] })).status).toBe(409);
  });
});

describe('states', () => {
  it('confirm issues a bookingNo; a forbidden transition is a 409 naming the allowed ones', async () => {
    const r = await room();
    // An arrival well ahead of the clock's today: check-in has not opened yet.
    const b = await json(await book(r, daysFromNow(200), daysFromNow(202)));
    expect(b.allowedActions).toEqual(expect.arrayContaining(['confirm', 'plan', 'cancell']));
    const c = await json(await act(b.id, 'confirm'));
    expect(c.state).toBe('confirmed');
    expect(c.bookingNo).toMatch(/^B\d{4}-\d{5}$/);
    const again = await act(b.id, 'confirm');
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('INVALID_STATE_TRANSITION');
    expect((await act(b.id, 'checkout')).status).toBe(409);
    // Check-in opens on the arrival day (booking-actions-rule.test.ts has the timeline).
    const early = await act(b.id, 'checkin');
    expect(early.status).toBe(409);
    expect((await json(early)).message).toBe('CHECKIN_TOO_EARLY');
  });

  it('plan issues a reservationNo; cancelling frees the room; a revert needs it free again', async () => {
    const r = await room();
    const b = await json(await book(r, '2027-08-01', '2027-08-04'));
    expect((await json(await act(b.id, 'plan'))).reservationNo).toMatch(/^R\d{4}-\d{5}$/);
    expect((await act(b.id, 'cancell', { reason: 'customer', percent: 20 })).status).toBe(200);
    const other = await book(r, '2027-08-02', '2027-08-03');
    expect(other.status).toBe(201);
    const revert = await act(b.id, 'revert');
    expect(revert.status).toBe(409);
    expect((await json(revert)).message).toBe('ROOM_NOT_AVAILABLE');
    expect((await act((await json(other)).id, 'cancell', {})).status).toBe(200);
    expect((await json(await act(b.id, 'revert'))).state).toBe('draft');
  });

  it('add and remove rooms move the occupancy with them', async () => {
    const r1 = await room();
    const r2 = await room();
    const b = await json(await book(r1, '2027-09-01', '2027-09-03'));
    const added = await t.api.call('POST', `/api/bookings/${b.id}/rooms/${r2}`, { token: t.admin, body: { dateFrom: '2027-09-01', dateTo: '2027-09-03', guests: [] } });
    expect(added.status).toBe(200);
    expect((await json(added)).rooms).toHaveLength(2);
    expect((await book(r2, '2027-09-02', '2027-09-03')).status).toBe(409);
    expect((await t.api.call('DELETE', `/api/bookings/${b.id}/removeRoom/${r2}`, { token: t.admin })).status).toBe(200);
    expect((await book(r2, '2027-09-02', '2027-09-03')).status).toBe(201);
  });
});

describe('numbers drawn by the update', () => {
  it('the first of a year makes its sequence; later ones come from the update itself, at least five digits', async () => {
    const { sql } = await import('drizzle-orm');
    const { formatNumber, nextNumberSql, sequenceName } = await import('../../upstream/modules/bookings/numbers');
    const r = await room();
    const a = await json(await book(r, '2027-09-01', '2027-09-02'));
    const year = Number(a.offerNo!.slice(1, 5));
    const b = await json(await book(r, '2027-09-02', '2027-09-03'));
    expect(Number(b.offerNo!.split('-')[1])).toBe(Number(a.offerNo!.split('-')[1]) + 1);
    // Past five digits the SQL formats as formatNumber does; a missing sequence gives NULL.
    await t.api.handle.db.execute(sql.raw(`ALTER SEQUENCE ${sequenceName('offer', year)} RESTART WITH 123456`));
    const rows = (x: unknown) => (x as { rows: { no: string | null }[] }).rows;
    expect(rows(await t.api.handle.db.execute(sql`SELECT ${nextNumberSql('offer', year)} AS no`))[0].no).toBe(formatNumber('offer', year, 123456));
    expect(rows(await t.api.handle.db.execute(sql`SELECT ${nextNumberSql('offer', 9876)} AS no`))[0].no).toBeNull();
    const c = await json(await book(r, '2027-09-03', '2027-09-04'));
    expect(c.offerNo).toBe(formatNumber('offer', year, 123457));
  });
});

describe('idempotency and history', () => {
  it('a repeated create with the same Idempotency-Key returns the first booking', async () => {
    const r = await room();
    const h = { 'idempotency-key': 'create-once-12345' };
    const a = await book(r, '2027-10-01', '2027-10-02', {}, t.admin, h);
    const b = await book(r, '2027-10-01', '2027-10-02', {}, t.admin, h);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect((await json(b)).id).toBe((await json(a)).id);
  });

  it('every change is a version; a version and the diff between two can be read', async () => {
    const r = await room();
    const b = await json(await book(r, '2027-11-01', '2027-11-02'));
    await act(b.id, 'confirm');
    const hist = (await (await t.api.call('GET', `/api/bookings/${b.id}/history`, { token: t.admin })).json()) as { version: number; action: string }[];
    expect(hist.map((h) => [h.version, h.action])).toEqual([[2, 'confirm'], [1, 'create']]);
    const v1 = await json(await t.api.call('GET', `/api/bookings/${b.id}/history/1`, { token: t.admin }));
    expect(v1.state).toBe('draft');
    const diff = (await (await t.api.call('GET', `/api/bookings/${b.id}/history/diff?from=1&to=2`, { token: t.admin })).json()) as { path: string[]; value: unknown }[];
    expect(diff).toEqual(expect.arrayContaining([expect.objectContaining({ path: ['state'], value: 'confirmed' })]));
  });
});

describe('access', () => {
  it('read-only staff cannot create; an agency books for itself and others see 404', async () => {
    const r = await room();
    const staff = await tokenOf(t.api, 'staff@example.com');
    expect((await book(r, '2027-12-01', '2027-12-02', {}, staff)).status).toBe(403);
    const agency = await tokenOf(t.api, 'agency@example.com');
    const mine = await book(r, '2027-12-01', '2027-12-02', {}, agency);
    expect(mine.status).toBe(201);
    const id = (await json(mine)).id;
    expect((await t.api.call('GET', `/api/bookings/${id}/detail`, { token: agency })).status).toBe(200);
    const stranger = await userWith(t.api, ['agencies.self', 'customers.self']);
    expect((await t.api.call('GET', `/api/bookings/${id}/detail`, { token: stranger })).status).toBe(404);
    // Staff with bookings.read only: no write scope at all → 403; a stranger's id → 404.
    expect((await t.api.call('POST', `/api/bookings/${id}/confirm?withoutPrice=1`, { token: staff })).status).toBe(403);
  });

  it('bad bodies are 400 ValidationError and create nothing', async () => {
    const r = await room();
    const bad = await book(r, '2027-12-05', '2027-12-05');
    expect(bad.status).toBe(400);
    expect((await json(bad)).error).toBe('ValidationError');
    expect((await t.api.call('POST', '/api/bookings', { token: t.admin, body: { rooms: [], bogus: 1 } })).status).toBe(400);
  });
});

describe('the generic calls on bookings', () => {
  it('an update cannot set the state, numbers or dates; other fields change', async () => {
    const r = await room();
    const b = await json(await book(r, '2028-04-01', '2028-04-03'));
    expect((await t.api.call('POST', `/api/bookings/${b.id}`, { token: t.admin, body: { state: 'confirmed' } })).status).toBe(400);
    expect((await t.api.call('POST', `/api/bookings/${b.id}`, { token: t.admin, body: { bookingNo: 'B1' } })).status).toBe(400);
    const ok = await t.api.call('POST', `/api/bookings/${b.id}`, { token: t.admin, body: { title: 'Renamed' } });
    expect(ok.status).toBe(200);
    expect((await json(await t.api.call('GET', `/api/bookings/${b.id}/detail`, { token: t.admin }))).state).toBe('draft');
  });

  it('delete keeps the record as deleted and frees the room; copy goes through the occupancy', async () => {
    const r = await room();
    const b = await json(await book(r, '2028-05-01', '2028-05-03'));
    expect((await t.api.call('POST', `/api/bookings/${b.id}/copy`, { token: t.admin })).status).toBe(409);
    expect((await t.api.call('DELETE', `/api/bookings/${b.id}`, { token: t.admin })).status).toBe(200);
    expect((await json(await t.api.call('GET', `/api/bookings/${b.id}/detail`, { token: t.admin }))).state).toBe('deleted');
    const copy = await t.api.call('POST', `/api/bookings/${b.id}/copy`, { token: t.admin });
    expect(copy.status).toBe(200);
    const c = await json(copy);
    expect(c.id).not.toBe(b.id);
    expect(c.state).toBe('draft');
    expect((await t.api.call('DELETE', `/api/bookings/${c.id}`, { token: t.admin })).status).toBe(200);
  });
});

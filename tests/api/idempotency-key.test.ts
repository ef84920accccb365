// Issue 13: an Idempotency-Key is bound to the request it first answered. The same key with the
// same body (in any key order) gets the stored answer; the same key with another body is refused
// with 422 in the spec's error shape and creates nothing, the way payment providers answer it.
import { beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../lib/contract/errors';
import { now } from '../../upstream/clock';
import { userWith } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let roomId: string;
beforeAll(async () => {
  const res = await t.api.call('POST', '/api/rooms', { token: t.admin, body: { name: 'Idempotent room', type: 'Room', availableBeds: 4, allowSharedRoom: false, allowMixedGender: true } });
  roomId = ((await res.json()) as { id: string }).id;
});

/** A date `days` after the business clock's today. */
const day = (days: number) => new Date(now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
const create = (body: unknown, key: string, token = t.admin) => t.api.call('POST', '/api/bookings', { token, body, headers: { 'idempotency-key': key } });
const bookingCount = async () => ((await t.api.handle.db.execute('select count(*)::int as n from bookings')) as unknown as { rows: { n: number }[] }).rows[0].n;

describe('Idempotency-Key', () => {
  it('the same key with the same body (keys in another order) answers the first booking', async () => {
    const body = { rooms: [{ room: roomId, dateFrom: day(30), dateTo: day(32), guests: [{ lastName: 'Diver', gender: 'm' }] }], title: 'first' };
    const first = await create(body, 'same-body-key-1');
    expect(first.status).toBe(201);
    const reordered = { title: 'first', rooms: [{ guests: [{ gender: 'm', lastName: 'Diver' }], dateTo: day(32), dateFrom: day(30), room: roomId }] };
    const again = await create(reordered, 'same-body-key-1');
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
  });

  it('the same key with another body is refused with 422 and creates nothing', async () => {
    const base = { rooms: [{ room: roomId, dateFrom: day(40), dateTo: day(41), guests: [{ lastName: 'Diver', gender: 'm' }] }] };
    expect((await create(base, 'reused-key-12345')).status).toBe(201);
    const before = await bookingCount();
    const other = { rooms: [{ room: roomId, dateFrom: day(50), dateTo: day(52), guests: [{ lastName: 'Other', gender: 'f' }] }] };
    const res = await create(other, 'reused-key-12345');
    expect(res.status).toBe(422);
    const err = ZApiError.parse(await res.json());
    expect(err).toMatchObject({ error: 'UnprocessableEntityError', statusCode: 422, message: 'IDEMPOTENCY_KEY_REUSED', path: '/api/bookings', method: 'POST' });
    expect(err.description).toMatch(/already used for a different request/);
    expect(await bookingCount()).toBe(before);
    // the first request repeated unchanged still gets its answer
    expect((await create(base, 'reused-key-12345')).status).toBe(201);
  });

  it('keys are per user: another user may use the same key for their own request', async () => {
    const other = await userWith(t.api, ['bookings']);
    const body = { rooms: [{ room: roomId, dateFrom: day(60), dateTo: day(61), guests: [] }] };
    expect((await create(body, 'shared-key-abcdef')).status).toBe(201);
    const theirs = await create({ rooms: [{ room: roomId, dateFrom: day(62), dateTo: day(63), guests: [] }] }, 'shared-key-abcdef', other);
    expect(theirs.status, await theirs.clone().text()).toBe(201);
  });
});

// One owner per table (issue 13): on the base paths of the tables the bookings module owns, the
// generic calls run the module's rules (history version, office access, money bounds) or are
// not there; the generic router defines no route a domain serves itself, so the order routers
// are mounted in does not matter; a record others use is not deleted (409 naming the holder),
// with foreign keys behind the checks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWith } from './resources-fixtures';
import { sid } from '../../upstream/db/seed/resources-ids';
import { rowsOf } from '../../upstream/db/rows';
import { now } from '../../upstream/clock';
import { genericResourceRoutes } from '../../upstream/modules/resources';
import { bindingOf } from '../../upstream/modules/resources/registry';
import { deleteRecord } from '../../upstream/modules/resources/writes';
import { bookingMoneyRoutes, bookingRoomRoutes, bookingRoutes } from '../../upstream/modules/bookings';
import { formAccessRoutes } from '../../upstream/modules/form-access';
import { roomRoutes } from '../../upstream/modules/rooms';
import type { TPrincipal } from '../../upstream/http/context';
import { apiFile } from '../helpers/api-file';

type TRec = Record<string, unknown> & { id: string };
const t = apiFile();

const call = (method: string, path: string, body?: unknown, token = t.admin) => t.api.call(method, path, { token, body });
const json = async (res: Response) => (await res.json()) as TRec & { data: TRec[]; description?: string };
const day = (n: number) => new Date(now().getTime() + n * 86_400_000).toISOString().slice(0, 10);
const versions = async (id: string) => (await json(await call('GET', `/api/bookings/${id}/history`))) as unknown as { version: number; action: string }[];
const newBooking = async (title: string) => {
  const res = await call('POST', '/api/bookings', { title });
  expect(res.status).toBe(201);
  return json(res);
};


describe('the generic calls on the bookings module\'s tables', () => {
  it('POST /api/payments records through the booking: its currency, a version, and nothing without a booking', async () => {
    const b = await newBooking('Owner payments');
    const before = (await versions(b.id)).length;
    const res = await call('POST', '/api/payments', { reference: 'P-1', booking: b.id, amount: 5000, method: 'cash' });
    expect(res.status, await res.clone().text()).toBe(200);
    const payment = await json(res);
    expect(payment).toMatchObject({ booking: b.id, amount: 5000, currency: 'EUR', status: 'paid' });
    const history = await versions(b.id);
    expect(history).toHaveLength(before + 1);
    expect(history[0].action).toBe('payment');
    expect((await json(await call('GET', `/api/bookings/${b.id}/detail`))).paid).toBe(5000);
    // no booking, another currency: refused, nothing stored
    expect((await call('POST', '/api/payments', { reference: 'P-2', amount: 100 })).status).toBe(400);
    expect((await call('POST', '/api/payments', { reference: 'P-3', booking: b.id, amount: 100, currency: 'USD' })).status).toBe(400);
    // a holder of payments.create without the booking's office rights (bookings.update) may not
    const clerk = await userWith(t.api, ['payments.create', 'payments.read']);
    expect((await call('POST', '/api/payments', { reference: 'P-4', booking: b.id, amount: 100 }, clerk)).status).toBe(403);
    expect((await json(await call('GET', `/api/bookings/${b.id}/detail`))).paid).toBe(5000);
  });

  it('a payment is not edited or copied; DELETE /api/payments/{id} removes it through the booking, with a version', async () => {
    const b = await newBooking('Owner payment removal');
    const payment = await json(await call('POST', `/api/payments`, { reference: 'R-1', booking: b.id, amount: 7000 }));
    expect((await call('POST', `/api/payments/${payment.id}`, { amount: 1 })).status).toBe(404);
    expect((await call('POST', `/api/payments/${payment.id}/copy`)).status).toBe(409);
    const before = (await versions(b.id)).length;
    expect((await call('DELETE', `/api/payments/${payment.id}`)).status).toBe(200);
    const history = await versions(b.id);
    expect(history).toHaveLength(before + 1);
    expect(history[0].action).toBe('deletePayment');
    expect((await json(await call('GET', `/api/bookings/${b.id}/detail`))).paid).toBe(0);
  });

  it('the generic booking update writes a version in the same transaction', async () => {
    const b = await newBooking('Owner update');
    const before = (await versions(b.id)).length;
    const res = await call('POST', `/api/bookings/${b.id}`, { title: 'Owner update, renamed' });
    expect(res.status).toBe(200);
    const history = await versions(b.id);
    expect(history).toHaveLength(before + 1);
    expect(history[0].action).toBe('update');
    const snap = await json(await call('GET', `/api/bookings/${b.id}/history/${history[0].version}`));
    expect(snap.title).toBe('Owner update, renamed');
  });

  it('a booking comment is a change of its booking: each write is a version', async () => {
    const b = await newBooking('Owner comments');
    const before = (await versions(b.id)).length;
    const comment = await json(await call('POST', '/api/bookingcomment', { booking: b.id, text: 'Late arrival' }));
    expect((await call('POST', `/api/bookingcomment/${comment.id}`, { pinned: true })).status).toBe(200);
    expect((await call('DELETE', `/api/bookingcomment/${comment.id}`)).status).toBe(200);
    const actions = (await versions(b.id)).slice(0, 3).map((v) => v.action);
    expect(actions).toEqual(['bookingcomment.delete', 'bookingcomment.update', 'bookingcomment.create']);
    expect((await versions(b.id)).length).toBe(before + 3);
  });

  it('the generic router defines no call a domain router serves, so mounting order does not matter', () => {
    // A path's parameters carry their format in the router (/:id{uuid pattern}): compared without it.
    const key = (r: { method: string; path: string }) => `${r.method} ${r.path.replace(/\{.*?\}(?=\/|$)/g, '')}`;
    const generic = new Set(genericResourceRoutes().routes.filter((r) => r.method !== 'ALL').map(key));
    const domain = [bookingRoutes, bookingMoneyRoutes, bookingRoomRoutes, roomRoutes, formAccessRoutes]
      .flatMap((r) => r.routes).filter((r) => r.method !== 'ALL').map(key);
    expect(domain.filter((k) => generic.has(k))).toEqual([]);
    expect(domain).toEqual(expect.arrayContaining(['POST /api/bookings', 'DELETE /api/bookings/:id', 'POST /api/bookings/:id/copy']));
    expect(generic.has('POST /api/bookings/:id')).toBe(true);
  });
});

describe('the generic mechanism knows no domain', () => {
  it('upstream/modules/resources imports no domain module (the users module registers its rules, users/users-binding.ts)', () => {
    const dir = path.join(process.cwd(), 'upstream/modules/resources');
    const out: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      for (const [, from] of readFileSync(path.join(dir, file), 'utf8').matchAll(/from '(\.\.\/[^']+)'/g)) {
        // up one level is a sibling module (the infrastructure is two levels up)
        if (!from.startsWith('../../')) out.push(`${file}: ${from}`);
      }
    }
    expect(out).toEqual([]);
  });
});

describe('records in use', () => {
  let booked: string;
  beforeAll(async () => {
    // a room of its own, booked once, so other tests' rooms stay free
    const room = await json(await call('POST', '/api/rooms', { name: 'Owner test room', type: 'Room', roomType: sid('roomtypes:std'), resort: sid('resort:coral') }));
    booked = room.id;
    const res = await call('POST', '/api/bookings', { rooms: [{ room: booked, dateFrom: day(500), dateTo: day(503), guests: [{ gender: 'u' }] }] });
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it('a booked room, its room type, a customer with bookings, a used price list, a tour with departures, a resort with rooms: 409 naming the holder', async () => {
    const customer = rowsOf<{ customer: string }>(await t.api.handle.db.execute(sql`SELECT customer FROM bookings WHERE customer IS NOT NULL LIMIT 1`))[0].customer;
    const cases: [string, string][] = [
      [`/api/rooms/${booked}`, 'Still used by bookings (booking rooms)'],
      [`/api/roomtypes/${sid('roomtypes:std')}`, 'Still used by'],
      [`/api/customers/${customer}`, 'Still used by'],
      [`/api/price/${sid('price:resort27')}`, 'Still used by'],
      [`/api/tours/${sid('tours:north')}`, 'Still used by'],
      [`/api/resort/${sid('resort:coral')}`, 'Still used by'],
    ];
    for (const [path, holder] of cases) {
      const res = await call('DELETE', path);
      expect(res.status, path).toBe(409);
      expect((await json(res)).description, path).toContain(holder);
      expect((await call('GET', path)).status, path).toBe(200);
    }
  });

  it('a room with a blocker is kept until the blocker goes; an unused room is deleted', async () => {
    const room = await json(await call('POST', '/api/rooms', { name: 'Owner blocked room', type: 'Room', roomType: sid('roomtypes:std'), resort: sid('resort:coral') }));
    const blocker = await call('POST', '/api/rooms/addBlocker', { room: room.id, type: 'Maintanance', dateFrom: day(600), dateTo: day(601) });
    expect(blocker.status, await blocker.clone().text()).toBe(200);
    const refused = await call('DELETE', `/api/rooms/${room.id}`);
    expect(refused.status).toBe(409);
    expect((await json(refused)).description).toContain('room blockers');
    const spare = await json(await call('POST', '/api/rooms', { name: 'Owner spare room', type: 'Room', roomType: sid('roomtypes:std'), resort: sid('resort:coral') }));
    expect((await call('DELETE', `/api/rooms/${spare.id}`)).status).toBe(200);
  });

  it('the foreign keys refuse what a check let through: the database error is the same 409', async () => {
    // Straight into the database: the constraint itself refuses a dangling booking room.
    await expect(t.api.handle.db.execute(sql`DELETE FROM rooms WHERE id = ${booked}`)).rejects.toMatchObject({ cause: { code: '23503' } });
    // The generic delete with the references check out of the way (a binding under a name nothing
    // declares a reference to, as if another request had booked the room after the check).
    const rooms = bindingOf('rooms')!;
    const unchecked = { ...rooms, resource: { ...rooms.resource, name: 'rooms-unchecked' } };
    const [u] = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT id FROM users WHERE email = 'admin@example.com'`));
    const principal: TPrincipal = { userId: u.id, tokenId: 't', email: 'admin@example.com', name: 'Admin', userType: 'admin', scopes: ['admin'], assets: [], agencyId: null, customerId: null, language: 'en', isCrmUser: false };
    await expect(deleteRecord(unchecked, booked, { db: t.api.handle.db, principal, lang: 'en' })).rejects.toMatchObject({ status: 409 });
    expect((await call('GET', `/api/rooms/${booked}`)).status).toBe(200);
  });
});

// Issue 37 item 4: OCTO for tours. Products are the tours, availabilities their open departures
// with the free places; a reservation holds places (ON_HOLD, an offer of the bookings module)
// until it is confirmed, cancelled or expires; never more places than are free (409); a key sees
// only its own reservations.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { now, setClock } from '../../upstream/clock';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
afterEach(() => setClock({ at: null }));

type TAvail = { id: string; vacancies: number; capacity: number; status: string; available: boolean };
type TOcto = { uuid: string; status: string; utcExpiresAt: string | null; supplierReference: string | null; availabilityId: string; unitItems: unknown[] };

async function key(scopes: string[]): Promise<string> {
  const res = await t.api.call('POST', '/api/apikeys', { token: t.admin, body: { name: `OCTO ${scopes.length}`, scopes, rateLimitPerMinute: 1000 } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

/** An open departure of a tour in the future, with free places. */
async function departure(): Promise<{ tour: string; schedule: string }> {
  const rows = await t.rows<{ tour: string; schedule: string }>(sql`SELECT s.tour, s.id AS schedule FROM schedules s JOIN tours t ON t.id = s.tour
    WHERE s.status = 'open' AND t.is_active AND t.vessel IS NOT NULL AND s.vessel IS NOT NULL AND s.date_from > current_date + 30 ORDER BY s.date_from`);
  expect(rows.length).toBeGreaterThan(0);
  return rows[0];
}

describe('OCTO', () => {
  it('reserves, confirms and cancels places; never more than are free; holds expire', async () => {
    const k = await key(['tours.read', 'bookings.read', 'bookings.create', 'bookings.update']);
    const { tour, schedule } = await departure();
    const call = (method: string, path: string, body?: unknown) => t.api.call(method, `/api/partner/octo${path}`, { token: k, body });
    const avail = async () => ((await (await call('POST', '/availability', { productId: tour, optionId: 'DEFAULT', availabilityIds: [schedule] })).json()) as TAvail[])[0];

    const products = (await (await call('GET', '/products')).json()) as { id: string; options: { id: string; units: { id: string }[] }[] }[];
    expect(products.find((p) => p.id === tour)?.options[0]).toMatchObject({ id: 'DEFAULT', units: [{ id: 'guest' }] });
    expect((await call('GET', `/products/${tour}`)).status).toBe(200);
    const start = await avail();
    expect(start.id).toBe(schedule);
    expect(start.vacancies).toBeGreaterThan(2);
    const cal = (await (await call('POST', '/availability/calendar', { productId: tour, optionId: 'DEFAULT', localDateStart: '2000-01-01', localDateEnd: '2100-01-01' })).json()) as { localDate: string }[];
    expect(cal.length).toBeGreaterThan(0);

    // Reserve two places: ON_HOLD with an expiry, the places are taken.
    const res = await call('POST', '/bookings', { productId: tour, optionId: 'DEFAULT', availabilityId: schedule, unitItems: [{ unitId: 'guest' }, { unitId: 'guest' }], resellerReference: 'R-1' });
    expect(res.status).toBe(200);
    const held = (await res.json()) as TOcto;
    expect(held).toMatchObject({ status: 'ON_HOLD', availabilityId: schedule });
    expect(held.unitItems).toHaveLength(2);
    expect(new Date(held.utcExpiresAt!).getTime()).toBeGreaterThan(now().getTime());
    expect((await avail()).vacancies).toBe(start.vacancies - 2);
    const [b] = await t.rows<{ state: string }>(sql`SELECT b.state FROM octo_bookings o JOIN bookings b ON b.id = o.booking_id WHERE o.uuid = ${held.uuid}`);
    expect(b.state).toBe('draft');

    // More than the rest: refused, nothing held.
    const left = start.vacancies - 2;
    const over = await call('POST', '/bookings', { productId: tour, optionId: 'DEFAULT', availabilityId: schedule, unitItems: Array.from({ length: left + 1 }, () => ({ unitId: 'guest' })) });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ statusCode: 409, message: 'ROOM_NOT_AVAILABLE' });
    expect((await avail()).vacancies).toBe(left);

    // Confirm: the booking is confirmed.
    const conf = await call('POST', `/bookings/${held.uuid}/confirm`, { contact: { fullName: 'Ann Reseller' } });
    expect(conf.status).toBe(200);
    expect(((await conf.json()) as TOcto).status).toBe('CONFIRMED');
    const [c] = await t.rows<{ state: string }>(sql`SELECT b.state FROM octo_bookings o JOIN bookings b ON b.id = o.booking_id WHERE o.uuid = ${held.uuid}`);
    expect(c.state).toBe('confirmed');
    expect(((await (await call('GET', `/bookings/${held.uuid}`)).json()) as TOcto).status).toBe('CONFIRMED');

    // Cancel a reservation: its places are free again; cancelling the confirmed one too.
    const second = (await (await call('POST', '/bookings', { productId: tour, optionId: 'DEFAULT', availabilityId: schedule, unitItems: [{ unitId: 'guest' }] })).json()) as TOcto;
    expect((await avail()).vacancies).toBe(left - 1);
    const cancelled = await call('POST', `/bookings/${second.uuid}/cancel`, { reason: 'Changed plans' });
    expect(((await cancelled.json()) as TOcto).status).toBe('CANCELLED');
    expect((await avail()).vacancies).toBe(left);
    expect(((await (await call('POST', `/bookings/${held.uuid}/cancel`, {})).json()) as TOcto).status).toBe('CANCELLED');
    expect((await avail()).vacancies).toBe(start.vacancies);
    expect((await call('POST', `/bookings/${second.uuid}/confirm`, {})).status).toBe(409);

    // A hold runs out: EXPIRED, places free again, no confirmation any more.
    const brief = (await (await call('POST', '/bookings', { productId: tour, optionId: 'DEFAULT', availabilityId: schedule, unitItems: [{ unitId: 'guest' }], expirationMinutes: 5 })).json()) as TOcto;
    expect((await avail()).vacancies).toBe(start.vacancies - 1);
    setClock({ at: new Date(now().getTime() + 6 * 60_000) });
    expect(((await (await call('GET', `/bookings/${brief.uuid}`)).json()) as TOcto).status).toBe('EXPIRED');
    expect((await avail()).vacancies).toBe(start.vacancies);
    expect((await call('POST', `/bookings/${brief.uuid}/confirm`, {})).status).toBe(409);

    // Another key sees none of these; bad ids are refused in the error shape.
    const other = await key(['tours.read', 'bookings.read', 'bookings.create']);
    expect((await t.api.call('GET', `/api/partner/octo/bookings/${held.uuid}`, { token: other })).status).toBe(404);
    const bad = await call('POST', '/bookings', { productId: tour, optionId: 'NOPE', availabilityId: schedule, unitItems: [{ unitId: 'guest' }] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'ValidationError', message: 'INVALID_OPTION_ID' });
  });

  it('the same reservation uuid sent twice holds places once', async () => {
    const k = await key(['tours.read', 'bookings.read', 'bookings.create', 'bookings.update']);
    const { tour, schedule } = await departure();
    const uuid = '7d1e0a4b-2f0c-4a7e-9b7e-3b3d6a1c9e01';
    const body = { uuid, productId: tour, optionId: 'DEFAULT', availabilityId: schedule, unitItems: [{ unitId: 'guest' }] };
    const a = await t.api.call('POST', '/api/partner/octo/bookings', { token: k, body });
    const b = await t.api.call('POST', '/api/partner/octo/bookings', { token: k, body });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await t.rows(sql`SELECT 1 FROM octo_bookings WHERE uuid = ${uuid}`)).length).toBe(1);
  });
});

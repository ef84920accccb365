// OCTO beyond reserve/confirm/cancel (issue 37 item 4, docs/decisions/partner-api.md): the
// Octo-Capabilities header (core only; asked capabilities we do not serve are left out of the
// answer, none asked answers the core), booking update (PATCH: reference, contact, notes; nothing
// that would move places), the booking list with the spec's filters (one of them required), and
// the partner OpenAPI document naming all of it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiFile } from '../helpers/api-file';

const t = apiFile();

type TOcto = { uuid: string; status: string; resellerReference: string | null; supplierReference: string | null; notes: string | null;
  contact: { fullName: string | null; emailAddress: string | null; phoneNumber: string | null }; availability: { localDateTimeStart: string } | null; unitItems: unknown[] };

async function key(name: string): Promise<string> {
  const res = await t.api.call('POST', '/api/apikeys', { token: t.admin, body: { name, scopes: ['tours.read', 'bookings.read', 'bookings.create', 'bookings.update'], rateLimitPerMinute: 1000 } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

/** Two open departures of one tour on different days, with free places. */
async function departures(): Promise<{ tour: string; schedules: { id: string; day: string }[] }> {
  const rows = await t.rows<{ tour: string; id: string; day: string }>(sql`SELECT s.tour, s.id, s.date_from::text AS day FROM schedules s JOIN tours t ON t.id = s.tour
    WHERE s.status = 'open' AND t.is_active AND t.vessel IS NOT NULL AND s.vessel IS NOT NULL AND s.date_from > current_date + 30 ORDER BY s.tour, s.date_from`);
  const byTour = new Map<string, { id: string; day: string }[]>();
  for (const r of rows) byTour.set(r.tour, [...(byTour.get(r.tour) ?? []), { id: r.id, day: r.day }]);
  const [tour, list] = [...byTour.entries()].find(([, l]) => new Set(l.map((x) => x.day)).size >= 2)!;
  return { tour, schedules: [list[0], list.find((x) => x.day !== list[0].day)!] };
}

describe('OCTO capabilities', () => {
  it('answers Octo-Capabilities on every OCTO answer: empty (the core) when none or only unknown ones are asked', async () => {
    const k = await key('caps');
    const none = await t.api.call('GET', '/api/partner/octo/products', { token: k });
    expect(none.status).toBe(200);
    expect(none.headers.get('octo-capabilities')).toBe('');
    const asked = await t.api.call('GET', '/api/partner/octo/products', { token: k, headers: { 'Octo-Capabilities': 'octo/pricing, octo/content' } });
    expect(asked.status).toBe(200);
    expect(asked.headers.get('octo-capabilities')).toBe('');
    // Not initialised, so not in the answer: no pricing fields on the units.
    const products = (await asked.json()) as { options: { units: Record<string, unknown>[] }[] }[];
    expect(products.flatMap((p) => p.options.flatMap((o) => o.units)).some((u) => 'pricingFrom' in u || 'pricing' in u)).toBe(false);
    // Error answers carry it too: an unknown product, a missing key.
    const missing = await t.api.call('GET', '/api/partner/octo/products/00000000-0000-4000-8000-000000000000', { token: k, headers: { 'Octo-Capabilities': 'octo/pricing' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('octo-capabilities')).toBe('');
    expect(await missing.json()).toMatchObject({ statusCode: 404, message: 'INVALID_PRODUCT_ID' });
    expect((await t.api.call('GET', '/api/partner/octo/products')).headers.get('octo-capabilities')).toBe('');
    // The staff API does not carry it.
    expect((await t.api.call('GET', '/api/tours', { token: t.admin })).headers.get('octo-capabilities')).toBeNull();
  });
});

describe('OCTO booking update and list', () => {
  it('updates reference, contact and notes of its own bookings only; refuses to move places or to change a cancelled one', async () => {
    const k = await key('update');
    const other = await key('other');
    const { tour, schedules } = await departures();
    const call = (method: string, path: string, body?: unknown, token = k) => t.api.call(method, `/api/partner/octo${path}`, { token, body });
    const made = (await (await call('POST', '/bookings', { productId: tour, optionId: 'DEFAULT', availabilityId: schedules[0].id, unitItems: [{ unitId: 'guest' }], resellerReference: 'U-1', notes: 'vegetarian' })).json()) as TOcto;

    const patched = await call('PATCH', `/bookings/${made.uuid}`, { resellerReference: 'U-1b', contact: { fullName: 'Bea Reseller', emailAddress: 'bea@example.org' } });
    expect(patched.status).toBe(200);
    expect(patched.headers.get('octo-capabilities')).toBe('');
    expect(await patched.json()).toMatchObject({ uuid: made.uuid, status: 'ON_HOLD', resellerReference: 'U-1b', notes: 'vegetarian', contact: { fullName: 'Bea Reseller', emailAddress: 'bea@example.org' } });
    // Merged, kept and cleared; stored (read back by GET).
    await call('PATCH', `/bookings/${made.uuid}`, { contact: { phoneNumber: '+49 30 1234' }, notes: null });
    expect(await (await call('GET', `/bookings/${made.uuid}`)).json()).toMatchObject({ resellerReference: 'U-1b', notes: null, contact: { fullName: 'Bea Reseller', phoneNumber: '+49 30 1234' } });
    // Confirmed ones too; a confirmation keeps the contact sent by PATCH when it sends none.
    expect((await call('POST', `/bookings/${made.uuid}/confirm`, {})).status).toBe(200);
    const afterConfirm = (await (await call('PATCH', `/bookings/${made.uuid}`, { notes: 'late arrival' })).json()) as TOcto;
    expect(afterConfirm).toMatchObject({ status: 'CONFIRMED', notes: 'late arrival', contact: { fullName: 'Bea Reseller' } });

    // Places are not changed by an update: those fields are refused, nothing changes.
    const moved = await call('PATCH', `/bookings/${made.uuid}`, { availabilityId: schedules[1].id });
    expect(moved.status).toBe(400);
    expect((await call('PATCH', `/bookings/${made.uuid}`, { unitItems: [{ unitId: 'guest' }, { unitId: 'guest' }] })).status).toBe(400);
    expect(((await (await call('GET', `/bookings/${made.uuid}`)).json()) as TOcto).unitItems).toHaveLength(1);
    // Another key's booking is not found; a cancelled one cannot change.
    expect((await call('PATCH', `/bookings/${made.uuid}`, { notes: 'x' }, other)).status).toBe(404);
    await call('POST', `/bookings/${made.uuid}/cancel`, {});
    const late = await call('PATCH', `/bookings/${made.uuid}`, { notes: 'too late' });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ message: 'INVALID_STATE_TRANSITION' });
  });

  it('lists its bookings by resellerReference, supplierReference, localDate or a date range; one filter is required', async () => {
    const k = await key('list');
    const other = await key('list-other');
    const { tour, schedules } = await departures();
    const call = (method: string, path: string, body?: unknown, token = k) => t.api.call(method, `/api/partner/octo${path}`, { token, body });
    const reserve = async (availabilityId: string, ref: string) =>
      (await (await call('POST', '/bookings', { productId: tour, optionId: 'DEFAULT', availabilityId, unitItems: [{ unitId: 'guest' }], resellerReference: ref })).json()) as TOcto;
    const a = await reserve(schedules[0].id, 'L-A');
    const b = await reserve(schedules[1].id, 'L-B');
    await call('POST', '/bookings', { productId: tour, optionId: 'DEFAULT', availabilityId: schedules[0].id, unitItems: [{ unitId: 'guest' }], resellerReference: 'L-A' }, other);
    const list = async (q: string, token = k) => {
      const res = await t.api.call('GET', `/api/partner/octo/bookings?${q}`, { token });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(res.headers.get('octo-capabilities')).toBe('');
      return ((await res.json()) as TOcto[]).map((x) => x.uuid);
    };
    expect(await list('resellerReference=L-A')).toEqual([a.uuid]);
    expect(await list(`supplierReference=${encodeURIComponent(b.supplierReference!)}`)).toEqual([b.uuid]);
    expect(await list(`localDate=${schedules[1].day}`)).toEqual([b.uuid]);
    expect((await list(`localDateStart=${schedules[0].day}&localDateEnd=${schedules[1].day}`)).sort()).toEqual([a.uuid, b.uuid].sort());
    expect(await list(`localDate=${schedules[0].day}&productId=${tour}`)).toEqual([a.uuid]);
    expect(await list(`localDate=${schedules[0].day}&productId=00000000-0000-4000-8000-000000000000`)).toEqual([]);
    expect(await list('resellerReference=nobody')).toEqual([]);
    // The other key's booking with the same reference is its own.
    expect((await list('resellerReference=L-A', other))).toHaveLength(1);
    expect((await list('resellerReference=L-A', other))[0]).not.toBe(a.uuid);
    // Each listed booking is the full OCTO booking.
    const [full] = (await (await t.api.call('GET', '/api/partner/octo/bookings?resellerReference=L-B', { token: k })).json()) as TOcto[];
    expect(full).toMatchObject({ uuid: b.uuid, status: 'ON_HOLD', resellerReference: 'L-B' });
    expect(full.availability?.localDateTimeStart.slice(0, 10)).toBe(schedules[1].day);
    // No filter, or half a range: 400.
    for (const q of ['', `localDateStart=${schedules[0].day}`, 'productId=x']) {
      const res = await t.api.call('GET', `/api/partner/octo/bookings?${q}`, { token: k });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: 400, message: 'BAD_REQUEST' });
    }
    expect((await t.api.call('GET', '/api/partner/octo/bookings?resellerReference=L-A')).status).toBe(401);
  });
});

describe('the partner OpenAPI document', () => {
  it('names the list, the update and the Octo-Capabilities headers', async () => {
    const doc = (await (await t.api.call('GET', '/api/partner/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> }>>;
    };
    const list = doc.paths['/api/partner/octo/bookings'].get;
    expect(list.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['resellerReference', 'supplierReference', 'localDate', 'localDateStart', 'localDateEnd', 'octo-capabilities']));
    expect(doc.paths['/api/partner/octo/bookings/{uuid}'].patch).toBeDefined();
    for (const [path, ops] of Object.entries(doc.paths).filter(([p]) => p.startsWith('/api/partner/octo/'))) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.responses['200'].headers, `${method} ${path}`).toHaveProperty('Octo-Capabilities');
        expect(op.parameters?.some((p) => p.in === 'header' && p.name === 'octo-capabilities'), `${method} ${path}`).toBe(true);
      }
    }
  });
});

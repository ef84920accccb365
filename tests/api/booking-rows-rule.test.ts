// Issue 31, "by construction": every generic resource whose rows belong to a booking (a `booking`
// field referring to bookings) is narrowed by the booking access rule in the one place every read,
// list, CSV, change and removal asks (resources/store.ts reachable). The first test fails when a
// resource declares such a field and its reach does not ask the rule; the second shows the rule at
// work on guest forms, payments and mails for a user limited to another asset, and for a reader
// of the resource without the booking's access.
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../upstream/db/rows';
import { DEMO_RESORT_ID, DEMO_VESSEL_ID } from '../../upstream/db/seed/demo-ids';
import type { TPrincipal } from '../../upstream/http/context';
import { allBindings } from '../../upstream/modules/resources/registry';
import { reachable } from '../../upstream/modules/resources/store';
import { createTestApi, type TTestApi } from '../helpers/api';
import { tokenOf, userWith } from './resources-fixtures';

const limited: TPrincipal = {
  userId: 'u', tokenId: 't', email: 'x@example.com', name: 'X', userType: 'user', scopes: ['bookings.read', 'guestform.read'],
  assets: [{ type: 'vessel', ref: DEMO_VESSEL_ID }], agencyId: null, customerId: null, language: 'en', isCrmUser: false,
};

describe('every resource of booking rows asks the booking access rule', () => {
  it('for each action, in its reach', () => {
    const dialect = new PgDialect();
    const ofBookings = allBindings().filter((b) => b.resource.name !== 'bookings' && Object.hasOwn(b.resource.fields, 'booking')
      && b.resource.fields.booking.type === 'ref' && b.resource.fields.booking.ref === 'bookings');
    expect(ofBookings.length).toBeGreaterThanOrEqual(10);
    const missing = ofBookings.flatMap((b) => (['read', 'update', 'delete'] as const).filter((a) => {
      const cond = reachable(b, limited, a);
      return !cond || !/EXISTS \(SELECT 1 FROM bookings bk WHERE bk\.id = /.test(dialect.sqlToQuery(cond).sql);
    }).map((a) => `${b.resource.name} ${a}`));
    expect(missing).toEqual([]);
  });
});

describe('at work', () => {
  let api: TTestApi;
  let admin: string;
  let booking = '';
  beforeAll(async () => {
    api = await createTestApi();
    admin = await tokenOf(api, 'admin@example.com');
    [{ id: booking }] = rowsOf<{ id: string }>(await api.handle.db.execute(sql`SELECT id FROM bookings WHERE resort = ${DEMO_RESORT_ID} AND customer IS NOT NULL ORDER BY id LIMIT 1`));
    expect((await api.call('POST', '/api/guestform', { token: admin, body: { name: 'Rule Guest', booking } })).status).toBeLessThan(300);
    expect((await api.call('POST', `/api/bookings/${booking}/payment`, { token: admin, body: { amount: 100, method: 'cash' } })).status).toBe(200);
  });
  afterAll(async () => { await api?.handle.close(); });

  const count = async (token: string, base: string) => {
    const res = await api.call('GET', `${base}?size=0&filter=${encodeURIComponent(JSON.stringify({ booking }))}`, { token });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { total: number }).total;
  };

  it('guest forms and payments of a resort booking: not for a user of the vessel, nor for a reader without the booking', async () => {
    const vessel = [{ ref: DEMO_VESSEL_ID, type: 'vessel' as const }];
    const resort = [{ ref: DEMO_RESORT_ID, type: 'resort' as const }];
    expect(await count(admin, '/api/guestform')).toBeGreaterThanOrEqual(1);
    expect(await count(await userWith(api, ['guestform.read', 'bookings.read'], resort), '/api/guestform')).toBeGreaterThanOrEqual(1);
    expect(await count(await userWith(api, ['guestform.read', 'bookings.read'], vessel), '/api/guestform')).toBe(0);
    expect(await count(await userWith(api, ['guestform.read']), '/api/guestform')).toBe(0);
    // Payments: payment readers read them in their own right, within their assets.
    expect(await count(await userWith(api, ['payments.read'], resort), '/api/payments')).toBeGreaterThanOrEqual(1);
    expect(await count(await userWith(api, ['payments.read'], vessel), '/api/payments')).toBe(0);
    const [pay] = rowsOf<{ id: string }>(await api.handle.db.execute(sql`SELECT id FROM payments WHERE booking = ${booking} LIMIT 1`));
    expect((await api.call('GET', `/api/payments/${pay.id}`, { token: await userWith(api, ['payments.read'], vessel) })).status).toBe(404);
  });
});
